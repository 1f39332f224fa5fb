import type { Db } from '../../db/open-database';
import type { Band } from './bands';
import { AVAILABILITY_WINDOW_DAYS, slotKey, slotStates, type SlotState } from './availability';
import { defaultCapacity, profileFromRows, type CapacityProfile } from './contractor-capacity';
import type { ContractorRecord } from './contractor-record';
import { isDemobilized } from './diary-mode';
import { addDays, isoDate, startOfDay } from '../../db/dates';

/**
 * The contractor's weekly capacity: none for a demobilized site (it takes no new appointments, whatever its
 * diary says), else set through the test controls, or its default profile.
 */
export function capacityProfile(db: Db, contractor: ContractorRecord): CapacityProfile {
  if (isDemobilized(db, contractor.id)) return { weekly: {}, externalLoad: false };
  const isSet =
    db.prepare('SELECT 1 FROM contractor_capacity_set WHERE contractor_id = ?').get(contractor.id) !== undefined;
  if (!isSet) return defaultCapacity(contractor);
  const rows = db
    .prepare('SELECT weekday, band, slots FROM contractor_capacity WHERE contractor_id = ?')
    .all(contractor.id) as { weekday: number; band: Band; slots: number }[];
  return profileFromRows(rows);
}

/** Portal bookings holding the contractor's capacity in the availability window, by date and band. */
export function bookedCounts(db: Db, contractorId: string, now: Date): Map<string, number> {
  const today = startOfDay(now);
  const rows = db
    .prepare(
      "SELECT slot_date, band, COUNT(*) AS n FROM appointments WHERE contractor_id = ? AND status = 'Booked' AND slot_date > ? AND slot_date <= ? GROUP BY slot_date, band",
    )
    .all(contractorId, isoDate(today), isoDate(addDays(today, AVAILABILITY_WINDOW_DAYS))) as {
    slot_date: string;
    band: Band;
    n: number;
  }[];
  return new Map(rows.map((r) => [slotKey(r.slot_date, r.band), r.n]));
}

/** The diary code prefix of a contractor: its hub code, else its site id. */
export function diaryPrefix(contractor: ContractorRecord): string {
  return contractor.hubCode ?? contractor.id;
}

/** Every slot of the contractor's diary now, with what is left of each. */
export function contractorSlots(db: Db, contractor: ContractorRecord, now: Date, slaDays: number): SlotState[] {
  return slotStates({
    contractorId: contractor.id,
    diaryPrefix: diaryPrefix(contractor),
    profile: capacityProfile(db, contractor),
    booked: bookedCounts(db, contractor.id, now),
    now,
    slaDays,
  });
}
