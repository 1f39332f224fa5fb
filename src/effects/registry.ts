import type { DeclaredEffectName } from '../../schemas/generated/effect-inputs';
import type { JourneyEffectName } from '../../schemas/generated/journey-effects';
import type { EffectInput } from './effect-input';
import { chooseCaseType } from './cases/choose-type';
import { createCase } from './cases/create-case';
import { determineCaseTeam } from './cases/determine-team';
import { loadCaseTypes } from './cases/load-types';
import { saveProfile } from './profile/save-profile';
import { loadReferralReasons } from './referral/load-reasons';
import { submitReferral } from './referral/submit';
import { addRepairNote } from './repairs/add-note';
import { awaitJobNumber } from './repairs/await-job-number';
import { bookRepairAppointment } from './repairs/book-appointment';
import { cancelRepairDraft } from './repairs/cancel-draft';
import { checkRepairAsset } from './repairs/check-asset';
import { checkRepairEligibility } from './repairs/check-eligibility';
import { checkEnhancedRepairEligibility } from './repairs/check-enhanced-eligibility';
import { completeDampMouldActivity } from './repairs/complete-damp-mould-activity';
import { determineRepairSor } from './repairs/determine-sor';
import { findRepairDuplicates } from './repairs/find-duplicates';
import { getRepairPriority } from './repairs/get-priority';
import { loadRepairAssets } from './repairs/load-assets';
import { loadRepairAvailability } from './repairs/load-availability';
import { loadDampMouldQuestions } from './repairs/load-damp-mould-questions';
import { loadRepairDraft } from './repairs/load-draft';
import { loadRepairLocations } from './repairs/load-locations';
import { loadRepairReasons } from './repairs/load-reasons';
import { removeRepairDocument } from './repairs/remove-document';
import { rescheduleRepairAppointment } from './repairs/reschedule-appointment';
import { saveRepairDraft } from './repairs/save-draft';
import { submitRepair } from './repairs/submit';
import { uploadRepairDocument } from './repairs/upload-document';
import type { Effect } from './types';

/**
 * Every effect a journey may name, by the name journeys use. Typed against the names the journeys declare
 * (generated into schemas/generated/journey-effects.ts by `npm run gen`): a declared effect without an
 * implementation here, or an implementation no journey declares, does not compile. Each also declares its input
 * (schemas/effects/<area>.<name>.input.schema.json, generated into schemas/generated/effect-inputs.ts): a declaration
 * without an implementation does not compile either, and tests/effects/effect-input-declarations.test.ts checks the
 * reverse.
 */
export const effectRegistry = {
  'case.loadTypes': loadCaseTypes,
  'case.chooseType': chooseCaseType,
  'case.determineTeam': determineCaseTeam,
  'case.create': createCase,
  'profile.save': saveProfile,
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
  'repair.loadDraft': loadRepairDraft,
  'repair.findDuplicates': findRepairDuplicates,
  'repair.cancelDraft': cancelRepairDraft,
  'repair.loadDampMouldQuestions': loadDampMouldQuestions,
  'repair.uploadDocument': uploadRepairDocument,
  'repair.removeDocument': removeRepairDocument,
  'repair.submit': submitRepair,
  'repair.awaitJobNumber': awaitJobNumber,
  'repair.loadAvailability': loadRepairAvailability,
  'repair.addNote': addRepairNote,
  'repair.bookAppointment': bookRepairAppointment,
  'repair.completeDampMouldActivity': completeDampMouldActivity,
  'repair.rescheduleAppointment': rescheduleRepairAppointment,
} satisfies Record<JourneyEffectName | DeclaredEffectName, Effect<EffectInput, unknown>>;

/** A name of the registry. */
export type EffectName = keyof typeof effectRegistry;

/** What an effect stores on success, by name. */
export type EffectResult<Name extends EffectName> = Awaited<ReturnType<(typeof effectRegistry)[Name]>>;

/** The registry's shape as runEffect reads it (tests pass their own). */
export type EffectRegistry = Readonly<Record<string, Effect<EffectInput, unknown>>>;
