import { joinHeatingAttributes, supplementaryCodes, type EligibilityRequest } from '../../gateway';
import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';
import type { RepairAsset } from './asset-levels';
import { chosenAsset } from './chosen-asset';
import { chosenReason } from './chosen-reason';
import { readObject } from './repair-input';

/** What 'repair.checkEligibility' stores: what was checked, the answer, and the reason's facts for later steps. */
export interface EligibilityCheck {
  assetId: string;
  reasonId: string;
  isEligible: boolean;
  /** An eligibility code of repairs.md §8, or null when eligible. */
  errorCode: string | null;
  /** The supplementary codes (FISPUMPS02, INDEFECTS…), as a list. */
  supplementaryCodes: string[];
  /** Whether the reason has an additionalData description (an E2 without one blocks). */
  hasHint: boolean;
  hint: string | null;
  supplementaryQuestion: string | null;
  isEmergencyReason: boolean;
  /** The reason's description, trade and location id, which the draft records. */
  reasonDescription: string;
  trade: string;
  locationId: number;
}

/** Every level's heating, joined (the gateway reads the asset's own when none is sent). */
function heatingContext(assets: Readonly<Record<string, unknown>>): string {
  const levels = ['property', 'dividedBlock', 'block', 'estate'].map(
    (level) => (assets[level] as RepairAsset | undefined)?.heating,
  );
  return joinHeatingAttributes(levels.flatMap((value) => (value ? value.split('+') : [])));
}

/**
 * 'repair.checkEligibility': POST /works-orders/eligibilityoutcomes for the chosen reason at the chosen asset
 * (repairs.md §7). Inputs: reasonId, reasons, assetType, assets. The result names the asset and reason it is for,
 * so the journey blocks only while they are still the answers.
 */
export const checkRepairEligibility: Effect<EffectInput, EligibilityCheck> = async (input, environment) => {
  const reason = chosenReason(input);
  const asset = chosenAsset(input);
  const heating = heatingContext(readObject(input, 'assets'));
  const body: EligibilityRequest = {
    premisesType: asset.assetType,
    maintenanceResponsibility: asset.maintenanceResponsibility,
    isRepairEligible: reason.isEligible,
    isCustomerView: true,
    uprn: asset.uprn,
    isInDefects: asset.isInDefects,
    repairType: reason.sor,
    ...(reason.hint ? { additionalRepairInfo: reason.hint } : {}),
    ...(heating ? { heatingRepairContext: heating } : {}),
  };
  const result = await environment.gateway.checkRepairEligibility(body, environment.signal);
  return {
    assetId: asset.id,
    reasonId: reason.value,
    isEligible: result.isEligible,
    errorCode: result.isEligible ? null : result.errorCode,
    supplementaryCodes: supplementaryCodes(result),
    hasHint: reason.hint !== undefined,
    hint: reason.hint ?? null,
    supplementaryQuestion: reason.supplementaryQuestion ?? null,
    isEmergencyReason: reason.priority === 'Emergency',
    reasonDescription: reason.label,
    trade: reason.element,
    locationId: reason.locationId,
  };
};
