import type { RepairReasonEntry } from '../../../schemas/generated/sandbox.reference-data';
import { committedReferenceData } from '../reference-data/reference-data-files';
import type { DETERMINATION_CODES, ELIGIBILITY_CODES } from '../reference-data/repair-reason-body';

export {
  ALL_TENANCY_TYPES,
  DETERMINATION_CODES,
  ELIGIBILITY_CODES,
  isEligibleReason,
  RENTED_TENANCY_TYPES,
} from '../reference-data/repair-reason-body';

export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number] | (typeof DETERMINATION_CODES)[number];

/** A repair reason as sandbox/reference-data/repair-reasons.json writes it. */
export type RepairReasonSeed = RepairReasonEntry;

/** sandbox/reference-data/repair-reasons.json, as committed (the seed's repairs are of these reasons). */
export const REPAIR_REASONS: RepairReasonSeed[] = committedReferenceData('repairReasons');

export function repairReason(id: number): RepairReasonSeed {
  const reason = REPAIR_REASONS.find((r) => r.id === id);
  if (!reason) throw new Error(`no repair reason ${id}`);
  return reason;
}
