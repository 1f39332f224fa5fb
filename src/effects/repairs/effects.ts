// The effects of one area, in one module: the portal loads an area's effects when a journey that names them opens
// (src/effects/load-effect.ts), so a journey page carries only its own area's code; registry.ts joins every area's.
import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { addRepairNote } from './add-note';
import { awaitJobNumber } from './await-job-number';
import { bookRepairAppointment } from './book-appointment';
import { cancelRepairDraft } from './cancel-draft';
import { checkRepairAsset } from './check-asset';
import { checkRepairEligibility } from './check-eligibility';
import { checkEnhancedRepairEligibility } from './check-enhanced-eligibility';
import { completeDampMouldActivity } from './complete-damp-mould-activity';
import { determineRepairSor } from './determine-sor';
import { findRepairDuplicates } from './find-duplicates';
import { getRepairPriority } from './get-priority';
import { loadRepairAssets } from './load-assets';
import { loadRepairAvailability } from './load-availability';
import { loadDampMouldQuestions } from './load-damp-mould-questions';
import { loadRepairDraft } from './load-draft';
import { loadRepairLocations } from './load-locations';
import { loadReportedRepair } from './load-reported';
import { loadRepairReasons } from './load-reasons';
import { removeRepairDocument } from './remove-document';
import { rescheduleRepairAppointment } from './reschedule-appointment';
import { saveRepairDraft } from './save-draft';
import { submitRepair } from './submit';
import { uploadRepairDocument } from './upload-document';

/** The repair.* effects by the names journeys use. */
export const repairEffects = {
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
  'repair.loadReported': loadReportedRepair,
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
} satisfies Record<`repair.${string}`, Effect<EffectInput, unknown>>;
