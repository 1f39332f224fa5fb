/* Generated from the `effects` of journeys/*.json by tools/gen-types.mjs. Do not edit: change a journey and run `npm run gen`. */

/** Every effect name a journey declares; src/effects/registry.ts must implement each one. */
export type JourneyEffectName = 'referral.loadReasons' | 'referral.submit' | 'repair.cancelDraft' | 'repair.checkAsset' | 'repair.checkEligibility' | 'repair.checkEnhancedEligibility' | 'repair.determineSor' | 'repair.findDuplicates' | 'repair.getPriority' | 'repair.loadAssets' | 'repair.loadLocations' | 'repair.loadReasons' | 'repair.saveDraft';

/** The same names as a list, sorted. */
export const JOURNEY_EFFECT_NAMES = ['referral.loadReasons', 'referral.submit', 'repair.cancelDraft', 'repair.checkAsset', 'repair.checkEligibility', 'repair.checkEnhancedEligibility', 'repair.determineSor', 'repair.findDuplicates', 'repair.getPriority', 'repair.loadAssets', 'repair.loadLocations', 'repair.loadReasons', 'repair.saveDraft'] as const;
