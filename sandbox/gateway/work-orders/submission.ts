import { hasFlag, isOnHold, type ContractorRecord } from './contractor-record';
import type { HistorySubType } from './work-order-store';

export interface SubmissionOutcome {
  status: string;
  /** The history entry the repair starts with (the identifiers of repairs.md §4). */
  history: { identifier: string; subType: HistorySubType };
}

const TRIAGE_STATUSES: [string, string][] = [
  ['CATALYST_TRIAGE_DEFECT', 'Catalyst Defect Triage'],
  ['CATALYST_TRIAGE_TIER2', 'Catalyst Tier 2 Triage'],
  ['CATALYST_TRIAGE_EMA', 'Catalyst Managing Agent Triage'],
];

/**
 * The status a submitted draft takes, from the contractor chosen for it (repairs.md §3 contractor flags, §4):
 * a catalyst triage contractor puts it in that triage; a site on hold puts it On Hold; an emergency
 * maintenance agent (EMA) gets it as Reported to EMA; otherwise it waits for an appointment (Unappointed).
 */
export function submissionOutcome(contractor: ContractorRecord | undefined, today: string): SubmissionOutcome {
  if (contractor) {
    const triage = TRIAGE_STATUSES.find(([flag]) => hasFlag(contractor, flag));
    if (triage) return { status: triage[1], history: { identifier: 'Unappointed', subType: 'WorkOrder' } };
    if (isOnHold(contractor, today))
      return { status: 'On Hold', history: { identifier: 'Unappointed', subType: 'WorkOrder' } };
    if (contractor.statuses?.isEMA)
      return { status: 'Reported to EMA', history: { identifier: 'Reported to EMA', subType: 'Status' } };
  }
  return { status: 'Unappointed', history: { identifier: 'Unappointed', subType: 'WorkOrder' } };
}
