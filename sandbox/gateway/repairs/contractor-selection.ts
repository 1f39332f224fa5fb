import { isCommunalAssetType } from './asset-type';

export type ContractorFlagType =
  'CONTRACTORSITE_ON_HOLD' | 'CATALYST_TRIAGE_DEFECT' | 'CATALYST_TRIAGE_TIER2' | 'CATALYST_TRIAGE_EMA';

/** A contractor site as the contractors table stores it (repairs.md §3 "Contractor"). */
export interface ContractorRecord {
  id: string;
  name: string;
  hubCode: string;
  trades: string[];
  statuses: { isIntegrated: boolean; isBuilder: boolean; isSubContractor: boolean; isEMA: boolean; isActive: boolean };
  flags: { type: ContractorFlagType; value: string; onHoldUntil?: string }[];
  contractorSites: { id: string; name: string; hubCode?: string }[];
  contacts: Record<string, unknown>;
}

/**
 * Regions each repair hub covers. The spec names the hub codes (HUB, HUB1-REP … HUB4-REP) but not their areas;
 * HUB is London-wide.
 */
export const HUB_REGIONS: Readonly<Record<string, readonly string[]>> = {
  HUB: ['Central', 'East', 'West', 'South', 'North'],
  'HUB1-REP': ['Central', 'East'],
  'HUB2-REP': ['Central', 'East', 'West', 'South', 'North'],
  'HUB3-REP': ['West', 'East'],
  'HUB4-REP': ['Central', 'South'],
};

export interface JobFacts {
  /** The reason's element; undefined when the SOR has no reason (then the general builder is chosen). */
  trade: string | undefined;
  isEmergency: boolean;
  isOutOfHours: boolean;
  region: string | undefined;
  /** The stored type of the asset repaired, when known. */
  assetType: string | undefined;
  isInDefects: boolean;
  /** Landlord organisation of the asset (Peabody, Catalyst …). */
  landlord: string | undefined;
}

export interface ContractorChoice {
  contractor: ContractorRecord;
  rule: string;
}

const hasFlag = (c: ContractorRecord, type: ContractorFlagType) => c.flags.some((f) => f.type === type);

/** The catalyst triage service for a catalyst landlord's repair. */
function catalystTriage(job: JobFacts): ContractorFlagType {
  if (job.trade === 'Defects') return 'CATALYST_TRIAGE_DEFECT';
  // Communal areas of catalyst estates are run by managing agents, unless still in their defects period.
  if (job.assetType !== undefined && isCommunalAssetType(job.assetType) && !job.isInDefects)
    return 'CATALYST_TRIAGE_EMA';
  return 'CATALYST_TRIAGE_TIER2';
}

/**
 * First match wins:
 * 1. an emergency out of call centre hours → the EMA (emergency maintenance agent);
 * 2. a catalyst landlord's repair → its triage service (defect, tier 2 or managing agent);
 * 3. a contractor of the trade whose hub covers the region, in the association's order;
 * 4. any contractor of the trade (cover from another hub);
 * 5. the general builder, for a trade nobody is contracted for.
 */
export function selectContractor(
  job: JobFacts,
  contractors: readonly ContractorRecord[],
): ContractorChoice | undefined {
  const pick = (rule: string, match: (c: ContractorRecord) => boolean): ContractorChoice | undefined => {
    const contractor = contractors.find(match);
    return contractor ? { contractor, rule } : undefined;
  };
  if (job.isEmergency && job.isOutOfHours) {
    const ema = pick('emergency-out-of-hours', (c) => c.statuses.isEMA);
    if (ema) return ema;
  }
  if (job.landlord === 'Catalyst') {
    const flag = catalystTriage(job);
    const triage = pick(`catalyst-${flag.toLowerCase().replace('catalyst_triage_', '')}`, (c) => hasFlag(c, flag));
    if (triage) return triage;
  }
  const trade = job.trade;
  if (trade !== undefined) {
    const ofTrade = (c: ContractorRecord) => c.trades.includes(trade);
    const inRegion = pick(
      'trade-in-region',
      (c) => ofTrade(c) && job.region !== undefined && (HUB_REGIONS[c.hubCode] ?? []).includes(job.region),
    );
    if (inRegion) return inRegion;
    const anywhere = pick('trade-anywhere', ofTrade);
    if (anywhere) return anywhere;
  }
  return pick('general-builder', (c) => c.statuses.isBuilder);
}

/**
 * The contractor as answered on a given day: a site in the demobilized list is not active, and an on-hold flag
 * whose date has passed no longer holds.
 */
export function contractorAsOf(
  c: ContractorRecord,
  today: string,
  demobilizedIds: ReadonlySet<string>,
): ContractorRecord {
  return {
    ...c,
    statuses: { ...c.statuses, isActive: c.statuses.isActive && !demobilizedIds.has(c.id) },
    flags: c.flags.filter(
      (f) => f.type !== 'CONTRACTORSITE_ON_HOLD' || f.onHoldUntil === undefined || f.onHoldUntil >= today,
    ),
  };
}
