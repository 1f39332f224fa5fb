import type { RepairReason } from '../../../schemas/generated/gateway.repair-reason';
import type { RepairReasonEntry } from '../../../schemas/generated/sandbox.reference-data';

/** Eligibility answers of repairs.md §8 (eligibility outcomes) that refuse a reason. */
export const ELIGIBILITY_CODES = [
  'E1',
  'E2',
  'E3',
  'E4',
  'E5',
  'E8',
  'E21',
  'E22',
  'E23',
  'E24',
  'E25',
  'SSR005',
  'SSR037',
  'SSR069',
] as const;
/** Determination answers: E32 from SOR determination, E35/E36 from the enhanced eligibility check. */
export const DETERMINATION_CODES = ['E32', 'E35', 'E36'] as const;

export const RENTED_TENANCY_TYPES = ['Social', 'Market Rent', 'Commercial'];
export const ALL_TENANCY_TYPES = [...RENTED_TENANCY_TYPES, 'Leasehold'];

/** True unless the reason's code is an eligibility refusal (determination codes come from later calls). */
export function isEligibleReason(reason: Pick<RepairReasonEntry, 'eligibilityCode'>): boolean {
  return !(ELIGIBILITY_CODES as readonly string[]).includes(reason.eligibilityCode ?? '');
}

/** The GET /repair-reasons answer for an entry of repair-reasons.json (the contract's repair-reason.schema.json). */
export function repairReasonBody(reason: RepairReasonEntry): RepairReason {
  const hint =
    reason.hint === undefined
      ? `Tell us what is wrong and exactly where (${reason.location.toLowerCase()}).`
      : reason.hint;
  return {
    id: reason.id,
    description: reason.description,
    priority: reason.priority,
    element: reason.element,
    sors: [{ sorCode: reason.sor }],
    additionalData: {
      ...(hint === null ? {} : { description: hint }),
      assetType: reason.assetType,
      location: reason.location,
      tenancyTypes: reason.tenancyTypes ?? (reason.assetType === 'Property' ? RENTED_TENANCY_TYPES : ALL_TENANCY_TYPES),
      isEligible: isEligibleReason(reason),
      ...(reason.supplementaryQuestion ? { supplementaryQuestion: reason.supplementaryQuestion } : {}),
      ...(reason.supplementaryCodes ? { supplementaryCodes: reason.supplementaryCodes } : {}),
      ...(reason.eligibilityCode ? { eligibilityCode: reason.eligibilityCode } : {}),
    },
  };
}
