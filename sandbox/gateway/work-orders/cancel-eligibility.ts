import type { CancellationEligibilityResult } from '../../../schemas/generated/gateway.cancellation-eligibility-result';
import { DRAFT_STATUS, FINAL_STATUSES, type StoredWorkOrder } from './stored-work-order';
import { isEmergencyRepair, isVisitDayReached } from './visit-day';

/**
 * Statuses a resident may cancel from the portal: the repair is still only a request nobody has started on.
 * Everything else that is open (In Progress, Reported to EMA, the catalyst triages, Passed to Peabody,
 * Unknown) is already in someone's hands, so it is cancelled by phone.
 */
const CANCELLABLE_ONLINE: ReadonlySet<string> = new Set([
  DRAFT_STATUS,
  'Unappointed',
  'Appointed',
  'On Hold',
  'Pending Approval',
  'Assigned to contractor',
]);

export interface CancelFacts {
  workOrder: Pick<
    StoredWorkOrder,
    'status' | 'isDraft' | 'isEmergency' | 'priority' | 'isEMA' | 'appointmentStartDate'
  >;
  /** The contractor's record says it is the emergency maintenance agent. */
  contractorIsEMA: boolean;
  /** YYYY-MM-DD on the gateway clock. */
  today: string;
}

export type CancelOutcome = CancellationEligibilityResult & { rule: string };

/**
 * The cancel check (repairs.md §4 "Same-day or emergency repairs must be cancelled by phone; others confirm then
 * cancel permanently"), first match wins:
 * 1. Completed, Closed or Cancelled: nothing left to cancel (not eligible, SSR073).
 * 2. A draft: the resident may always drop it (SSR036), which is how Leave works in the journey.
 * 3. A status someone is already working on (In Progress, Reported to EMA, triage…): SSR073.
 * 4. An emergency: SSR066. 5. With the emergency agent (EMA): SSR073. 6. The visit is today or past: SSR008.
 * 7. Otherwise SSR036: confirm, then cancel online.
 * Eligible means the repair is still open, so the portal shows Cancel and its modal says the code.
 */
export function decideCancelEligibility(f: CancelFacts): CancelOutcome {
  const wo = f.workOrder;
  if (FINAL_STATUSES.has(wo.status)) return { isEligible: false, errorCode: 'SSR073', rule: 'finished' };
  if (wo.status === DRAFT_STATUS || wo.isDraft === true)
    return { isEligible: true, errorCode: 'SSR036', rule: 'draft' };
  if (!CANCELLABLE_ONLINE.has(wo.status))
    return {
      isEligible: true,
      errorCode: 'SSR073',
      rule: wo.status === 'In Progress' ? 'in-progress' : 'not-online-status',
    };
  if (isEmergencyRepair(wo)) return { isEligible: true, errorCode: 'SSR066', rule: 'emergency' };
  if (wo.isEMA === true || f.contractorIsEMA) return { isEligible: true, errorCode: 'SSR073', rule: 'ema' };
  if (isVisitDayReached(wo, f.today)) return { isEligible: true, errorCode: 'SSR008', rule: 'visit-day' };
  return { isEligible: true, errorCode: 'SSR036', rule: 'cancellable' };
}
