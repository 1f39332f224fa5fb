import type { Db } from '../../db/open-database';
import type { CancelFacts } from './cancel-eligibility';
import type { ContractorRecord } from './contractor-record';
import { loadContractor } from './contractor-store';
import { isDemobilized, takesPreferences } from './diary-mode';
import type { RescheduleFacts } from './reschedule-eligibility';
import type { StoredWorkOrder } from './stored-work-order';
import { addDays, isoDate } from '../../db/dates';

/** The repair's contractor as its record stands now (a site the repair names but that is gone: none). */
export function contractorOf(db: Db, wo: StoredWorkOrder): ContractorRecord | undefined {
  return wo.contractor === undefined ? undefined : loadContractor(db, wo.contractor);
}

/** What the cancel check reads, from the stored repair and its contractor's record (never from the request). */
export function cancelFacts(db: Db, wo: StoredWorkOrder, now: Date): CancelFacts {
  return { workOrder: wo, contractorIsEMA: contractorOf(db, wo)?.statuses?.isEMA === true, today: isoDate(now) };
}

/** What the reschedule check reads: the stored repair, its contractor's record and the two site lists. */
export function rescheduleFacts(db: Db, wo: StoredWorkOrder, now: Date): RescheduleFacts {
  const contractor = contractorOf(db, wo);
  return {
    workOrder: wo,
    contractor,
    isDemobilized: contractor !== undefined && isDemobilized(db, contractor.id),
    takesPreferences: contractor !== undefined && takesPreferences(db, contractor.id),
    today: isoDate(now),
    tomorrow: isoDate(addDays(now, 1)),
  };
}
