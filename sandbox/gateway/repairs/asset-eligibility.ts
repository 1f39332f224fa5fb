import { isCommunalAssetType } from './asset-type';

/** Tenancy groups that are non-residential (repairs.md §3). */
export const NON_RESIDENTIAL_GROUPS: readonly string[] = ['Non-residential', 'Commercial'];

export interface AssetEligibilityFacts {
  /** The stored asset type (Property, Divided Block, Block, Estate, Estate Area, Scheme). */
  assetType: string;
  tenancyGroup: string;
  /** Whether any of the caller's tenancies in that group covering the asset is active. */
  hasActiveTenancy: boolean;
  /** Stored MAINTSRESP of the asset (FMFULL when it has none). */
  maintenanceResponsibility: string;
}

export interface AssetEligibilityOutcome {
  isEligible: boolean;
  errorCode: string | null;
  rule: string;
}

interface Rule {
  name: string;
  code: string;
  applies(f: AssetEligibilityFacts): boolean;
}

/**
 * In order, the first that applies refuses:
 * - a Scheme is not a place repairs are reported against (E24);
 * - a tenancy that has ended gives no right to report (E2);
 * - a non-residential tenancy (shop, office) reports its own unit only, not the communal parts of the block or
 *   estate its unit is in (E24);
 * - a communal asset the association does not fully maintain (e.g. a block whose freeholder maintains it) is not
 *   served here (E24).
 */
export const ASSET_ELIGIBILITY_RULES: readonly Rule[] = [
  { name: 'scheme', code: 'E24', applies: (f) => f.assetType === 'Scheme' },
  { name: 'tenancy-ended', code: 'E2', applies: (f) => !f.hasActiveTenancy },
  {
    name: 'non-residential-communal',
    code: 'E24',
    applies: (f) => NON_RESIDENTIAL_GROUPS.includes(f.tenancyGroup) && isCommunalAssetType(f.assetType),
  },
  {
    name: 'communal-not-maintained',
    code: 'E24',
    applies: (f) => isCommunalAssetType(f.assetType) && f.maintenanceResponsibility !== 'FMFULL',
  },
];

export function decideAssetEligibility(facts: AssetEligibilityFacts): AssetEligibilityOutcome {
  const refusal = ASSET_ELIGIBILITY_RULES.find((rule) => rule.applies(facts));
  return refusal
    ? { isEligible: false, errorCode: refusal.code, rule: refusal.name }
    : { isEligible: true, errorCode: null, rule: 'eligible' };
}
