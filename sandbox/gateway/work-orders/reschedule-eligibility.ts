import type { RescheduleEligibilityResult } from '../../../schemas/generated/gateway.reschedule-eligibility-result';
import type { ContractorRecord } from './contractor-record';
import type { StoredWorkOrder } from './stored-work-order';
import { appointmentDay, isVisitDayReached } from './visit-day';

export interface RescheduleFacts {
  workOrder: Pick<StoredWorkOrder, 'status' | 'appointmentStartDate'>;
  /** The repair's contractor as its record stands; undefined when the repair has none. */
  contractor: Pick<ContractorRecord, 'statuses'> | undefined;
  /** The site is in demobilizedContractorSites. */
  isDemobilized: boolean;
  /** The site is in appointmentPreferenceContractorSites. */
  takesPreferences: boolean;
  /** YYYY-MM-DD on the gateway clock. */
  today: string;
  /** YYYY-MM-DD of the day after today. */
  tomorrow: string;
}

export type RescheduleCode = RescheduleEligibilityResult['errorCode'];

export interface RescheduleOutcome {
  isEligible: boolean;
  errorCode: RescheduleCode;
  rule: string;
}

const refuse = (errorCode: RescheduleCode, rule: string): RescheduleOutcome => ({ isEligible: false, errorCode, rule });

/**
 * The reschedule check (repairs.md §4: "only Appointed repairs", "blocked on the day of the visit", demobilized
 * sites and the integrated contractor), first match wins:
 * 1. Not Appointed, or no appointment to move: SSR070. 2. The visit is today or past: SSR070.
 * 3. No contractor on the repair: SSR070. 4. A demobilized (or inactive) site: SSR075, phone the contractor.
 * 5. A contractor that does not book through the portal (not integrated, a builder, the EMA): SSR071.
 * 6. The visit is tomorrow: CR166 (information). 7. A diary of preferences: CR165 (information).
 * 8. Otherwise '' : the scheduler opens in reschedule mode.
 */
export function decideRescheduleEligibility(f: RescheduleFacts): RescheduleOutcome {
  const wo = f.workOrder;
  if (wo.status !== 'Appointed' || appointmentDay(wo) === undefined) return refuse('SSR070', 'not-appointed');
  if (isVisitDayReached(wo, f.today)) return refuse('SSR070', 'visit-day');
  if (!f.contractor) return refuse('SSR070', 'no-contractor');
  const s = f.contractor.statuses ?? {};
  if (f.isDemobilized || s.isActive === false) return refuse('SSR075', 'demobilized');
  if (s.isIntegrated !== true || s.isBuilder === true || s.isEMA === true) return refuse('SSR071', 'not-integrated');
  if (appointmentDay(wo) === f.tomorrow) return { isEligible: true, errorCode: 'CR166', rule: 'visit-tomorrow' };
  if (f.takesPreferences) return { isEligible: true, errorCode: 'CR165', rule: 'preferences' };
  return { isEligible: true, errorCode: '', rule: 'reschedulable' };
}
