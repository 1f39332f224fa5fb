import rule from '../../../rules/repair-sor-substitutions.json';
import { asRuleFile } from '../../engine/rule-file';
import { lookUpRuleRow } from '../../engine/rule-table';
import { NEW_WORK_ORDER_ID } from '../../gateway';
import { readOptionalText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chosenAsset, heatingAttributes } from './chosen-asset';
import { chosenReason } from './chosen-reason';
import { readTexts } from './repair-input';

/** What 'repair.determineSor' stores: what was determined, the SOR to raise and the determination code, if any. */
export interface SorCheck {
  assetId: string;
  reasonId: string;
  sorCode: string;
  /** E32 (inspect first, Continue allowed) or a blocking code (E31, E33…); null when there is none. */
  determinationCode: string | null;
}

/**
 * The SOR the repair is raised with (rules/repair-sor-substitutions.json; repairs.md §4: a total loss of water with
 * FISPUMPS02 is raised as COMPUMP, 'N/A' is sent as 'NA'): a supplementary code's substitution first, then the SOR's
 * own.
 */
export function localSorCode(sor: string, codes: readonly string[]): string {
  const substitute = (kind: 'supplementary' | 'sor', code: string) =>
    lookUpRuleRow('repair-sor-substitutions', asRuleFile(rule), { kind, code })?.text('sorCode');
  for (const code of codes) {
    const sorCode = substitute('supplementary', code);
    if (sorCode !== undefined) return sorCode;
  }
  return substitute('sor', sor) ?? sor;
}

/**
 * 'repair.determineSor': POST /works-orders/{id}/sor-determination (the all-zero id before the draft exists) with
 * the reason's SOR, the eligibility answer's supplementary codes and each level's heating attribute. Inputs:
 * reasonId, reasons, assetType, assets, supplementaryCodes, workOrderId (optional).
 */
export const determineRepairSor: Effect<EffectInput, SorCheck> = async (input, environment) => {
  const reason = chosenReason(input);
  const asset = chosenAsset(input);
  const codes = readTexts(input, 'supplementaryCodes');
  const workOrderId = readOptionalText(input, 'workOrderId') ?? NEW_WORK_ORDER_ID;
  const result = await environment.gateway.determineSor(
    workOrderId,
    {
      context: { sorCode: reason.sor, ...(codes.length > 0 ? { supplementaryCodes: codes.join(',') } : {}) },
      ...heatingAttributes(input),
    },
    environment.signal,
  );
  return {
    assetId: asset.id,
    reasonId: reason.value,
    // The gateway applies the same rules; the local ones keep the SOR right should it echo the code unchanged.
    sorCode: localSorCode(result.sorCode, codes),
    determinationCode: result.determinationCode ?? null,
  };
};
