import type { RepairAssetType } from './asset-type';
import { commaList, normaliseSor, type ReasonFacts } from './reason-facts';

/** The eligibility codes of repairs.md §8 that a reason's additionalData.eligibilityCode may carry. */
export const ELIGIBILITY_ERROR_CODES: readonly string[] = [
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
];

/** Supplementary code added when the asset is in its defects period (a warning, never a refusal). */
export const IN_DEFECTS_CODE = 'INDEFECTS';

export interface EligibilityFacts {
  /** The reason named by the request's SOR; undefined when no reason has it. */
  reason: ReasonFacts | undefined;
  premisesType: RepairAssetType | undefined;
  /** The caller's tenancy type at the asset (Social, Leasehold …); undefined when none covers it. */
  tenancyType: string | undefined;
  /** Stored MAINTSRESP of the asset (FMFULL when it has none). */
  maintenanceResponsibility: string;
  /** Heating values of the asset and above (already without none/unknown/empty). */
  heating: readonly string[];
  isInDefects: boolean;
  isCatalystCustomer: boolean;
  /** The client's copy of the reason's isEligible; false can only make the answer stricter. */
  isRepairEligible: boolean | undefined;
}

export interface EligibilityOutcome {
  isEligible: boolean;
  errorCode: string | null;
  supplimentaryCodes: string;
  /** Name of the rule that decided (for tests and docs; not sent). */
  rule: string;
}

interface Rule {
  name: string;
  /** The code this rule refuses with, or undefined when it does not apply. */
  decide(f: EligibilityFacts, reason: ReasonFacts): string | undefined;
}

const isLeaseholdOrFreehold = (type: string | undefined) => type === 'Leasehold' || type === 'Freehold';

/**
 * In order; the first rule that answers a code refuses the repair with it. Safety advice (gas, electrics) comes
 * before tenure, so a leaseholder who smells gas still gets the gas advice.
 */
export const ELIGIBILITY_RULES: readonly Rule[] = [
  {
    name: 'not-offered',
    decide: (f, r) => (!r.isUsedForCreation || (r.isCatalyst && !f.isCatalystCustomer) ? 'E3' : undefined),
  },
  { name: 'wrong-asset-type', decide: (f, r) => (f.premisesType !== r.assetType ? 'E3' : undefined) },
  { name: 'no-sor', decide: (_f, r) => (normaliseSor(r.sorCode) === 'NA' ? 'E3' : undefined) },
  { name: 'gas-emergency', decide: (_f, r) => (r.element === 'Gas' && r.priority === 'Emergency' ? 'E21' : undefined) },
  {
    name: 'electrical-danger',
    decide: (_f, r) =>
      r.element === 'Electrics' && r.priority === 'Emergency' && r.assetType === 'Property' ? 'SSR037' : undefined,
  },
  {
    // A home-level report about communal heating: with communal heating it is handled for the whole block
    // (SSR069); a home without communal heating has picked a reason that does not apply to it.
    name: 'communal-heating',
    decide: (f, r) => {
      if (r.assetType !== 'Property' || !r.sorCode.startsWith('HTCOMM')) return undefined;
      return f.heating.some((v) => /communal/i.test(v)) ? 'SSR069' : 'E3';
    },
  },
  {
    name: 'homeowner-responsible',
    decide: (f) =>
      isLeaseholdOrFreehold(f.tenancyType) && f.premisesType === 'Property' && f.maintenanceResponsibility !== 'FMFULL'
        ? 'E1'
        : undefined,
  },
  {
    name: 'tenancy-type-not-offered',
    decide: (f, r) => (f.tenancyType !== undefined && !r.tenancyTypes.includes(f.tenancyType) ? 'E3' : undefined),
  },
  { name: 'pest-control', decide: (_f, r) => (r.element === 'Pest control' ? 'E22' : undefined) },
  {
    name: 'reason-code',
    decide: (_f, r) =>
      r.eligibilityCode !== undefined && ELIGIBILITY_ERROR_CODES.includes(r.eligibilityCode)
        ? r.eligibilityCode
        : undefined,
  },
  { name: 'not-eligible', decide: (f, r) => (!r.isEligible || f.isRepairEligible === false ? 'E2' : undefined) },
];

/** POST /works-orders/eligibilityoutcomes, decided from the reason, the asset and the caller's tenancy. */
export function decideEligibility(facts: EligibilityFacts): EligibilityOutcome {
  const supplimentaryCodes = [
    ...commaList(facts.reason?.supplementaryCodes),
    ...(facts.isInDefects ? [IN_DEFECTS_CODE] : []),
  ].join(',');
  const { reason } = facts;
  if (reason === undefined) return { isEligible: false, errorCode: 'E3', supplimentaryCodes, rule: 'unknown-reason' };
  for (const rule of ELIGIBILITY_RULES) {
    const code = rule.decide(facts, reason);
    if (code !== undefined) return { isEligible: false, errorCode: code, supplimentaryCodes, rule: rule.name };
  }
  return { isEligible: true, errorCode: null, supplimentaryCodes, rule: 'eligible' };
}
