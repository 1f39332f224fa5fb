/* Generated from schemas/effects/*.input.schema.json by tools/gen-types.mjs. Do not edit: change a declaration and run `npm run gen`. */

import type { CaseChooseTypeInput } from './effects.case.choose-type.input';
import type { CaseCreateInput } from './effects.case.create.input';
import type { CaseDetermineTeamInput } from './effects.case.determine-team.input';
import type { CaseLoadTypesInput } from './effects.case.load-types.input';
import type { ProfileSaveInput } from './effects.profile.save.input';
import type { ReferralLoadReasonsInput } from './effects.referral.load-reasons.input';
import type { ReferralSubmitInput } from './effects.referral.submit.input';
import type { RepairAddNoteInput } from './effects.repair.add-note.input';
import type { RepairAwaitJobNumberInput } from './effects.repair.await-job-number.input';
import type { RepairBookAppointmentInput } from './effects.repair.book-appointment.input';
import type { RepairCancelDraftInput } from './effects.repair.cancel-draft.input';
import type { RepairCheckAssetInput } from './effects.repair.check-asset.input';
import type { RepairCheckEligibilityInput } from './effects.repair.check-eligibility.input';
import type { RepairCheckEnhancedEligibilityInput } from './effects.repair.check-enhanced-eligibility.input';
import type { RepairCompleteDampMouldActivityInput } from './effects.repair.complete-damp-mould-activity.input';
import type { RepairDetermineSorInput } from './effects.repair.determine-sor.input';
import type { RepairFindDuplicatesInput } from './effects.repair.find-duplicates.input';
import type { RepairGetPriorityInput } from './effects.repair.get-priority.input';
import type { RepairLoadAssetsInput } from './effects.repair.load-assets.input';
import type { RepairLoadAvailabilityInput } from './effects.repair.load-availability.input';
import type { RepairLoadDampMouldQuestionsInput } from './effects.repair.load-damp-mould-questions.input';
import type { RepairLoadDraftInput } from './effects.repair.load-draft.input';
import type { RepairLoadLocationsInput } from './effects.repair.load-locations.input';
import type { RepairLoadReasonsInput } from './effects.repair.load-reasons.input';
import type { RepairLoadReportedInput } from './effects.repair.load-reported.input';
import type { RepairRemoveDocumentInput } from './effects.repair.remove-document.input';
import type { RepairRescheduleAppointmentInput } from './effects.repair.reschedule-appointment.input';
import type { RepairSaveDraftInput } from './effects.repair.save-draft.input';
import type { RepairSubmitInput } from './effects.repair.submit.input';
import type { RepairUploadDocumentInput } from './effects.repair.upload-document.input';

/** Each effect's input, by the name journeys call it: src/effects/registry.ts must implement exactly these. */
export interface EffectInputs {
  'case.chooseType': CaseChooseTypeInput;
  'case.create': CaseCreateInput;
  'case.determineTeam': CaseDetermineTeamInput;
  'case.loadTypes': CaseLoadTypesInput;
  'profile.save': ProfileSaveInput;
  'referral.loadReasons': ReferralLoadReasonsInput;
  'referral.submit': ReferralSubmitInput;
  'repair.addNote': RepairAddNoteInput;
  'repair.awaitJobNumber': RepairAwaitJobNumberInput;
  'repair.bookAppointment': RepairBookAppointmentInput;
  'repair.cancelDraft': RepairCancelDraftInput;
  'repair.checkAsset': RepairCheckAssetInput;
  'repair.checkEligibility': RepairCheckEligibilityInput;
  'repair.checkEnhancedEligibility': RepairCheckEnhancedEligibilityInput;
  'repair.completeDampMouldActivity': RepairCompleteDampMouldActivityInput;
  'repair.determineSor': RepairDetermineSorInput;
  'repair.findDuplicates': RepairFindDuplicatesInput;
  'repair.getPriority': RepairGetPriorityInput;
  'repair.loadAssets': RepairLoadAssetsInput;
  'repair.loadAvailability': RepairLoadAvailabilityInput;
  'repair.loadDampMouldQuestions': RepairLoadDampMouldQuestionsInput;
  'repair.loadDraft': RepairLoadDraftInput;
  'repair.loadLocations': RepairLoadLocationsInput;
  'repair.loadReasons': RepairLoadReasonsInput;
  'repair.loadReported': RepairLoadReportedInput;
  'repair.removeDocument': RepairRemoveDocumentInput;
  'repair.rescheduleAppointment': RepairRescheduleAppointmentInput;
  'repair.saveDraft': RepairSaveDraftInput;
  'repair.submit': RepairSubmitInput;
  'repair.uploadDocument': RepairUploadDocumentInput;
}

/** An effect that declares its input. */
export type DeclaredEffectName = keyof EffectInputs;

/** The input names each effect declares, for the development check of src/effects/input-guard.ts. */
export const EFFECT_INPUT_NAMES: { readonly [Name in DeclaredEffectName]: readonly (keyof EffectInputs[Name] & string)[] } = {
  'case.chooseType': ['caseTypeId', 'tenancyGroup'],
  'case.create': ['caseType', 'team', 'premisesId', 'properties', 'answers', 'phoneNumber', 'name', 'relationId'],
  'case.determineTeam': ['caseType', 'premisesId', 'properties', 'tenancies'],
  'case.loadTypes': ['premisesId', 'properties'],
  'profile.save': ['eTag', 'emailAddress', 'mobilePhone', 'homePhone', 'workPhone', 'onFileEmailAddress', 'onFileMobilePhone', 'onFileHomePhone', 'onFileWorkPhone', 'notify'],
  'referral.loadReasons': [],
  'referral.submit': ['referralFor', 'referralReasons', 'reasonOptions', 'additionalDetails', 'assetIdentifier', 'tenancyIdentifier', 'phoneNumber', 'phoneNumberType', 'personName', 'relationship'],
  'repair.addNote': ['workOrderId', 'text'],
  'repair.awaitJobNumber': ['workOrderId', 'contractor'],
  'repair.bookAppointment': ['workOrderId', 'jobNo', 'contractorName', 'slot', 'availabilities', 'isPreferences'],
  'repair.cancelDraft': ['workOrderId', 'assetTypeId'],
  'repair.checkAsset': ['premisesId', 'properties', 'assetType', 'assets'],
  'repair.checkEligibility': ['reasonId', 'reasons', 'assetType', 'assets'],
  'repair.checkEnhancedEligibility': ['reasonId', 'reasons', 'assetType', 'assets', 'isPotentialDuplicate', 'isVulnerable'],
  'repair.completeDampMouldActivity': ['caseIdentifier', 'booking', 'workOrderId'],
  'repair.determineSor': ['reasonId', 'reasons', 'assetType', 'assets', 'supplementaryCodes', 'workOrderId'],
  'repair.findDuplicates': ['premisesId', 'sor', 'location', 'excludeId'],
  'repair.getPriority': ['reasonId', 'reasons', 'isVulnerable', 'isRecall'],
  'repair.loadAssets': ['premisesId'],
  'repair.loadAvailability': ['workOrderId', 'jobNo', 'contractorName', 'appointmentStart', 'appointmentEnd'],
  'repair.loadDampMouldQuestions': [],
  'repair.loadDraft': ['workOrderId', 'phoneOnFile', 'nameOnFile'],
  'repair.loadLocations': ['assetType'],
  'repair.loadReasons': ['assetType', 'isCatalyst', 'locations'],
  'repair.loadReported': ['workOrderId'],
  'repair.removeDocument': ['workOrderId', 'documentIdentifier'],
  'repair.rescheduleAppointment': ['workOrderId', 'eTag', 'jobNo', 'contractorSiteCode', 'slot', 'currentSlot', 'availabilities', 'isPreferences'],
  'repair.saveDraft': ['workOrderId', 'eTag', 'assetIdentifier', 'premisesId', 'reportId', 'crimeReferenceNumber', 'isVulnerable', 'vulnerableResponseText', 'contactNumber', 'contactName', 'relationship', 'documents', 'assessment', 'assessmentQuestions', 'assessmentAnswers'],
  'repair.submit': ['workOrderId', 'eTag', 'assets', 'assetType', 'sorCode', 'priority', 'isEmergency', 'isVandalism', 'premisesId', 'isOutOfHours', 'trade'],
  'repair.uploadDocument': ['workOrderId', 'name', 'type', 'base64', 'assetId'],
};
