import { commaList, normaliseSor, type ReasonFacts } from './reason-facts';

/** Supplementary code of "total loss of water": the booster pumps are checked first (repairs.md §4, §9). */
export const PUMPS_SUPPLEMENTARY_CODE = 'FISPUMPS02';
export const PUMPS_SOR = 'COMPUMP';

/** Determination codes other than E32 block with SSR049 (repairs.md §8); these are the sandbox's. */
export const HEATING_MISMATCH_CODE = 'E31';
export const UNKNOWN_SOR_CODE = 'E33';

type HeatingNeed = 'boiler' | 'communal' | 'any';

/** Heating repairs and the heating source they need at the home or above it. */
export const HEATING_NEEDS: Readonly<Record<string, HeatingNeed>> = {
  HTBOIL01: 'boiler',
  HTRAD001: 'any',
  HTCOMM01: 'communal',
  HTCOMM02: 'communal',
};

/** SOR codes the determination itself produces, which need no reason behind them. */
export const DETERMINED_SORS: readonly string[] = [PUMPS_SOR, 'NA'];

/** Trades of the SORs the determination produces, which have no reason of their own. */
export const DETERMINED_SOR_TRADES: Readonly<Record<string, string>> = { [PUMPS_SOR]: 'Plumbing', NA: 'General' };

export interface SorDeterminationFacts {
  sorCode: string;
  supplementaryCodes: string | undefined;
  /** The reason with that SOR, if any. */
  reason: Pick<ReasonFacts, 'eligibilityCode'> | undefined;
  /** Heating values per level, each already split on '+'. */
  heating: {
    property: readonly string[];
    dividedBlock: readonly string[];
    block: readonly string[];
    estate: readonly string[];
  };
}

export interface SorDeterminationOutcome {
  sorCode: string;
  determinationCode?: string;
  rule: string;
}

function heatingMatches(need: HeatingNeed, heating: SorDeterminationFacts['heating']): boolean {
  const all = [...heating.property, ...heating.dividedBlock, ...heating.block, ...heating.estate];
  if (need === 'any') return all.length > 0;
  if (need === 'communal') return all.some((v) => /communal/i.test(v));
  // A boiler repair needs a boiler or gas supply in the home itself, not in the block.
  return heating.property.some((v) => /boiler|gas/i.test(v));
}

/**
 * In order: 'N/A' → 'NA'; a FISPUMPS02 reason → COMPUMP; a SOR no reason has → E33; a heating repair the home's
 * heating cannot have → E31 (SSR049, blocks); a reason the association inspects before ordering (seeded E32)
 * keeps its SOR with E32 (SSR047, continue allowed).
 */
export function determineSor(f: SorDeterminationFacts): SorDeterminationOutcome {
  const sor = normaliseSor(f.sorCode);
  if (commaList(f.supplementaryCodes).includes(PUMPS_SUPPLEMENTARY_CODE))
    return { sorCode: PUMPS_SOR, rule: 'booster-pumps' };
  if (f.reason === undefined && !DETERMINED_SORS.includes(sor))
    return { sorCode: sor, determinationCode: UNKNOWN_SOR_CODE, rule: 'unknown-sor' };
  const need = HEATING_NEEDS[sor];
  if (need !== undefined && !heatingMatches(need, f.heating)) {
    return { sorCode: sor, determinationCode: HEATING_MISMATCH_CODE, rule: 'heating-source-mismatch' };
  }
  if (f.reason?.eligibilityCode === 'E32') return { sorCode: sor, determinationCode: 'E32', rule: 'inspect-first' };
  return { sorCode: sor, rule: sor === f.sorCode.trim() ? 'as-chosen' : 'not-applicable-as-na' };
}
