import type { JourneyEffectName } from '../../schemas/generated/journey-effects';
import type { EffectInput } from './effect-input';
import { loadReferralReasons } from './referral/load-reasons';
import { submitReferral } from './referral/submit';
import { cancelRepairDraft } from './repair/cancel-draft';
import { checkRepairAsset } from './repair/check-asset';
import { checkRepairEligibility } from './repair/check-eligibility';
import { checkEnhancedRepairEligibility } from './repair/check-enhanced-eligibility';
import { determineRepairSor } from './repair/determine-sor';
import { findRepairDuplicates } from './repair/find-duplicates';
import { getRepairPriority } from './repair/get-priority';
import { loadRepairAssets } from './repair/load-assets';
import { loadRepairLocations } from './repair/load-locations';
import { loadRepairReasons } from './repair/load-reasons';
import { saveRepairDraft } from './repair/save-draft';
import type { Effect } from './types';

/**
 * Every effect a journey may name, by the name journeys use. Typed against the names the journeys declare
 * (generated into schemas/generated/journey-effects.ts by `npm run gen`): a declared effect without an
 * implementation here, or an implementation no journey declares, does not compile.
 */
export const effectRegistry = {
  'referral.loadReasons': loadReferralReasons,
  'referral.submit': submitReferral,
  'repair.loadAssets': loadRepairAssets,
  'repair.checkAsset': checkRepairAsset,
  'repair.loadLocations': loadRepairLocations,
  'repair.loadReasons': loadRepairReasons,
  'repair.checkEligibility': checkRepairEligibility,
  'repair.checkEnhancedEligibility': checkEnhancedRepairEligibility,
  'repair.determineSor': determineRepairSor,
  'repair.getPriority': getRepairPriority,
  'repair.saveDraft': saveRepairDraft,
  'repair.findDuplicates': findRepairDuplicates,
  'repair.cancelDraft': cancelRepairDraft,
} satisfies Record<JourneyEffectName, Effect<EffectInput, unknown>>;

/** A name of the registry. */
export type EffectName = keyof typeof effectRegistry;

/** What an effect stores on success, by name. */
export type EffectResult<Name extends EffectName> = Awaited<ReturnType<(typeof effectRegistry)[Name]>>;

/** The registry's shape as runEffect reads it (tests pass their own). */
export type EffectRegistry = Readonly<Record<string, Effect<EffectInput, unknown>>>;
