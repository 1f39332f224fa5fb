import type { Band } from './bands';
import type { ContractorRecord } from './contractor-record';

/** Appointments a contractor takes per weekday (0 Sunday … 6 Saturday) and band. */
export type WeeklyCapacity = Partial<Record<number, Partial<Record<Band, number>>>>;

export interface CapacityProfile {
  weekly: WeeklyCapacity;
  /**
   * Whether the contractor's diary already holds work from outside the portal (other landlords, staff
   * bookings). The default profiles do, so a fresh sandbox shows some dates full; a capacity set through the
   * test controls does not, so tests count slots exactly.
   */
  externalLoad: boolean;
}

const WEEKDAY: Partial<Record<Band, number>> = { AM: 2, PM: 2, ALL: 1 };

/** Monday to Friday in every band and Saturday mornings: the diary of an integrated, active contractor. */
export const DEFAULT_WEEKLY: WeeklyCapacity = {
  1: WEEKDAY,
  2: WEEKDAY,
  3: WEEKDAY,
  4: WEEKDAY,
  5: WEEKDAY,
  6: { AM: 1 },
};

/**
 * The default diary: integrated, active contractors (other than emergency agents, who attend rather than
 * book) work Monday to Friday in every band and Saturday mornings. Non-integrated contractors and builders
 * arrange visits themselves, so the portal has no capacity for them: their availability is empty.
 */
export function defaultCapacity(contractor: ContractorRecord): CapacityProfile {
  const s = contractor.statuses ?? {};
  if (!s.isIntegrated || s.isActive === false || s.isEMA) return { weekly: {}, externalLoad: false };
  return { weekly: DEFAULT_WEEKLY, externalLoad: true };
}

/** Capacity rows set through the test controls, as a profile. */
export function profileFromRows(rows: { weekday: number; band: Band; slots: number }[]): CapacityProfile {
  const weekly: WeeklyCapacity = {};
  for (const { weekday, band, slots } of rows) weekly[weekday] = { ...weekly[weekday], [band]: slots };
  return { weekly, externalLoad: false };
}

/**
 * How many of a slot's appointments outside work already takes: a stable function of contractor, date and
 * band, so the same day always looks the same. About a quarter of slots are full, a third have one taken.
 */
export function externalLoad(contractorId: string, date: string, band: Band, slots: number): number {
  let h = 2166136261;
  for (const ch of `${contractorId}|${date}|${band}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  if (h % 4 === 0) return slots;
  return Math.min(slots, h % 3 === 0 ? 1 : 0);
}
