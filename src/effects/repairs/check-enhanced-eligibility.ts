import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chosenAsset } from './chosen-asset';
import { chosenReason } from './chosen-reason';
import { readFlag } from './repair-input';

/** What 'repair.checkEnhancedEligibility' stores: what was checked and the answer (E35, E36 or another code). */
export interface EnhancedEligibilityCheck {
  assetId: string;
  reasonId: string;
  isEligible: boolean;
  errorCode: string | null;
}

/**
 * 'repair.checkEnhancedEligibility': POST /works-orders/enhanced-repair-eligibility, run only when the
 * checkEnhancedRepairEligibilityMyPeabody toggle is on (the journey's `when`). Inputs: reasonId, reasons,
 * assetType, assets, isPotentialDuplicate, isVulnerable (both false until those questions are answered).
 */
export const checkEnhancedRepairEligibility: Effect<EffectInput, EnhancedEligibilityCheck> = async (
  input,
  environment,
) => {
  const reason = chosenReason(input);
  const asset = chosenAsset(input);
  const result = await environment.gateway.checkEnhancedRepairEligibility(
    {
      isEmergency: reason.priority === 'Emergency',
      sor: reason.sor,
      isPotentialDuplicate: readFlag(input, 'isPotentialDuplicate'),
      isVulnerable: readFlag(input, 'isVulnerable'),
      channel: 'CustomerSelfService',
    },
    environment.signal,
  );
  return {
    assetId: asset.id,
    reasonId: reason.value,
    isEligible: result.isEligible,
    errorCode: result.isEligible ? null : result.errorCode,
  };
};
