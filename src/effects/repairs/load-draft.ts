import type { DocumentSummary, RepairWorkOrder } from '../../gateway';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import { AssessmentUnavailableError } from '../errors';
import type { Effect, EffectEnvironment } from '../types';
import { assessmentAnswers, type AssessmentAnswers } from './assessment-fields';
import { answerOfLevel, assetLevels, type AssetLevel } from './asset-levels';
import { NO_DUPLICATE } from './duplicate-option';
import { loadDampMouldQuestions } from './load-damp-mould-questions';
import { nationalPhoneNumber, RELATIONSHIPS, type Relationship } from './reporter-fields';
import { REPAIR_WORK_ORDER_FIELDS, restoredTableAnswers, type WorkOrderFieldsTable } from './work-order-fields';

/** repairs.md §4: a draft is 'In Diagnosis'; only a draft can be resumed. */
const DRAFT_STATUS = 'In Diagnosis';

/**
 * The work order is not a draft any more (submitted, cancelled…): a submitted repair cannot be resumed. The same
 * repair will not become a draft again, so it is never retried.
 */
export class DraftNotResumableError extends Error {
  readonly retryable = false;

  constructor(
    readonly workOrderId: string,
    readonly status: string,
  ) {
    super(`work order ${workOrderId} is ${status}, not a draft: it cannot be resumed`);
    this.name = 'DraftNotResumableError';
  }
}

/** The media answer as the media uploader holds it (widgets/media-uploader/media-options.ts UploadedDocument). */
export interface ResumedDocument {
  documentIdentifier: string;
  fileName: string;
  contentType: string;
  /** The document list gives no size: 0, which the uploader shows as no size. */
  size: number;
}

/**
 * The repair journey's answers the draft records, by field id, in the value each field's widget gives, and those
 * it records by what came after them: an answer that is the only way on (None of the above before a description, a
 * covid No before the contact). A field the draft does not tell is absent: the emergency access answer (about the
 * next four hours: asked again), a supplementary No, a covid No with no contact saved after it.
 */
export interface ResumedAnswers {
  /** The property's premises id (context.properties[].id). */
  repairProperty?: string;
  /**
   * The asset step's option value (by the table's asset levels): the level of the draft's asset in the property's
   * hierarchy.
   */
  repairAsset?: string;
  /**
   * The answers the table's rows give back (rules/repair-work-order-fields.json), by field id: the location's name
   * (repairLocation), the reason id as text (repairReason), the description (repairDescription), a supplementary
   * Yes (supplementaryAnswer: No blocks the step, and a draft that never had the question looks the same)…
   */
  [tableAnswer: string]: unknown;
  /**
   * None of the above, once the draft has a description: the description page follows the duplicate page, and any
   * other choice ends the report (the draft is cancelled), so a draft that got that far had chosen None.
   */
  duplicateChoice?: typeof NO_DUPLICATE;
  /** The damp and mould check: Yes as the draft's flag; No as the empty assessment its Continue saves. */
  isDampAndMould?: boolean;
  /** Only a non-empty list: an empty one is also what a new draft has. */
  repairMedia?: ResumedDocument[];
  isVandalism?: boolean;
  crimeReference?: string;
  isVulnerable?: boolean;
  vulnerabilityDetails?: string;
  /** Yes as the draft's flag; No once the contact (the step after it) is saved, as Yes blocks going on. */
  isCovidSelfIsolated?: boolean;
  /**
   * The number on file when the saved contact is that number, for the resident (Customer) by the name on file;
   * another number otherwise (with it, the number, name and relationship). Without a number on file the question
   * is not asked: only the number, name and relationship.
   */
  contactChoice?: 'stored' | 'other';
  /** The reporter's number (11 digits, starting with 0), another number than the one on file. */
  otherPhone?: string;
  contactName?: string;
  contactRelationship?: Relationship;
}

/**
 * What 'repair.loadDraft' stores: the draft (as 'repair.saveDraft' refers to it), its answers and the routing facts.
 */
export interface ResumedDraft {
  id: string;
  eTag: string;
  answers: ResumedAnswers;
  /** The stored priority, to compare with the recalculated one (repairs.md §4). */
  priority?: string;
  sorCode?: string;
  /** The stored flag: false also when the damp and mould question was never asked. */
  isDampAndMould: boolean;
  /**
   * The saved damp and mould assessment as the generated pages' answers (dmc_<questionId>), when the check was
   * answered Yes and the assessment has answers; the entry takes them for "dmc_{item.questionId}".
   */
  assessment?: AssessmentAnswers;
}

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The asset step's answer: the table's answer for the level whose asset is the draft's, in the draft's property's
 * hierarchy.
 */
export async function assetAnswer(
  workOrder: RepairWorkOrder,
  environment: EffectEnvironment,
  table: WorkOrderFieldsTable,
): Promise<string | undefined> {
  if (!workOrder.premisesId) return undefined;
  const levels = assetLevels(await environment.gateway.getAssetHierarchy(workOrder.premisesId), table);
  const level = (Object.keys(levels) as AssetLevel[]).find((key) => levels[key]?.id === workOrder.assetIdentifier);
  return level === undefined ? undefined : answerOfLevel(level, table);
}

const metadataValue = (document: DocumentSummary, key: string): string | undefined =>
  document.metadata.find((m) => m.key.toLowerCase() === key)?.value;

/** The media answer: the draft's documents that the gateway still lists, in the draft's order. */
async function mediaAnswer(
  workOrder: RepairWorkOrder,
  environment: EffectEnvironment,
): Promise<ResumedDocument[] | undefined> {
  const ids = workOrder.documents.documentIdentifiers;
  if (ids.length === 0) return undefined;
  const listed = await environment.gateway.listWorkOrderDocuments(workOrder.id);
  const media = ids.flatMap((id): ResumedDocument[] => {
    const document = listed.find((d) => d.id === id);
    if (!document) return [];
    const fileName = text(document.media.fileName) ?? text(metadataValue(document, 'filename')) ?? id;
    return [{ documentIdentifier: id, fileName, contentType: metadataValue(document, 'content-type') ?? '', size: 0 }];
  });
  return media.length === 0 ? undefined : media;
}

/**
 * The vandalism answer from the cause the vandalism step sets with it (repairs.md §3: 4 vandalism, 1 wear and tear).
 */
function vandalismAnswer(workOrder: RepairWorkOrder): boolean | undefined {
  if (workOrder.isVandalism || workOrder.repairCauseId === 4) return true;
  if (workOrder.repairCauseId === 1) return false;
  return undefined;
}

/** The resident's own details, as the contact step offers and saves them for "the number on file". */
interface OnFile {
  readonly phone: string | undefined;
  readonly name: string | undefined;
}

/** Whether a saved number is the number on file (both as the gateway takes numbers: 11 digits from 0). */
const sameNumber = (saved: string | undefined, onFile: string | undefined): boolean =>
  saved !== undefined && onFile !== undefined && nationalPhoneNumber(onFile) === saved;

function contactAnswers(
  workOrder: RepairWorkOrder,
  onFile: OnFile,
): Pick<ResumedAnswers, 'contactChoice' | 'otherPhone' | 'contactName' | 'contactRelationship'> {
  const contact = workOrder.reporterContactDetails;
  if (!contact) return {};
  const number = contact.contactNumber === undefined ? undefined : nationalPhoneNumber(contact.contactNumber);
  const name = text(contact.name?.givenName);
  const relationship = RELATIONSHIPS.find((r) => r === contact.relationship);
  const other = {
    ...(number ? { otherPhone: number } : {}),
    ...(name ? { contactName: name } : {}),
    ...(relationship ? { contactRelationship: relationship } : {}),
  };
  // Without a number on file the contact step asks for a number straight away (no choice to restore).
  if (!onFile.phone) return other;
  const stored =
    sameNumber(number, onFile.phone) &&
    relationship === 'Customer' &&
    (onFile.name === undefined || name === text(onFile.name));
  return stored ? { contactChoice: 'stored' } : { contactChoice: 'other', ...other };
}

/**
 * The damp and mould check: Yes is the draft's flag; No is the assessment the check's Continue saves empty (it
 * clears any given before); otherwise unanswered.
 */
function dampMouldAnswer(workOrder: RepairWorkOrder): boolean | undefined {
  if (workOrder.isDampAndMould) return true;
  const assessment = workOrder.assessmentInformation;
  return assessment && assessment.supplementaryQuestionResponses.length === 0 ? false : undefined;
}

/**
 * The saved assessment as the generated pages' answers, for a draft whose check was answered Yes; the questions of
 * configuration entry 47 (GET /reference-data/collection/configuration/47) give each answer's shape. An assessment no
 * longer configured leaves them unanswered rather than failing the resume.
 */
async function assessmentAnswer(
  workOrder: RepairWorkOrder,
  environment: EffectEnvironment,
): Promise<AssessmentAnswers | undefined> {
  const saved = workOrder.assessmentInformation;
  if (!workOrder.isDampAndMould || !saved || saved.supplementaryQuestionResponses.length === 0) return undefined;
  try {
    const { questions } = await loadDampMouldQuestions({}, environment);
    const answers = assessmentAnswers(saved, questions);
    return Object.keys(answers).length === 0 ? undefined : answers;
  } catch (error) {
    if (error instanceof AssessmentUnavailableError) return undefined;
    throw error;
  }
}

/** Leaves out the answers the draft does not know. */
const known = <T extends object>(answers: T): T =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as T;

/**
 * 'repair.loadDraft': reads a draft work order (GET /works-orders/{id}) so the repair journey can resume it at the
 * first missing information, with every answer it holds (repairs.md §4 "Resume repair"). Fails with
 * DraftNotResumableError when the work order is not 'In Diagnosis' (a submitted repair cannot be resumed). Answers are
 * given by the journey's field ids in the values the fields hold: the asset level is found in the property's asset
 * hierarchy (GET /assets/{premisesId}/assets), the media's names and types in its document list (GET
 * /works-orders/{id}/documents, only when it has documents), the assessment's shape in its questions (configuration
 * entry 47, only when it has answers). Answers the work order holds by what came after them are given too (see
 * ResumedAnswers): None of the above, a covid No, the number on file. The work-order fields that give an answer as they
 * are, and the asset level each asset answer means, are the rows of rules/repair-work-order-fields.json. The emergency
 * access answer and a No to the supplementary question are not recorded, so they are never given. Also stores the
 * stored priority, SOR code and damp and mould flag. Inputs: workOrderId; phoneOnFile and nameOnFile (the contact
 * step's number on file and the name it saves with it), to tell the number on file from another one.
 */
export const loadRepairDraft: Effect<EffectInput, ResumedDraft> = (input, environment) =>
  loadDraftWith(REPAIR_WORK_ORDER_FIELDS, input, environment);

/**
 * 'repair.loadDraft' with the answers ↔ work order table given (a test's copy:
 * tests/effects/work-order-fields-table.test.ts).
 */
export const loadDraftWith = async (
  table: WorkOrderFieldsTable,
  ...[input, environment]: Parameters<Effect<EffectInput, ResumedDraft>>
): Promise<ResumedDraft> => {
  const id = readText(input, 'workOrderId');
  const onFile: OnFile = { phone: readOptionalText(input, 'phoneOnFile'), name: readOptionalText(input, 'nameOnFile') };
  const workOrder = await environment.gateway.getWorkOrder(id, environment.signal);
  if (workOrder.status !== DRAFT_STATUS || workOrder.isSubmitted)
    throw new DraftNotResumableError(id, workOrder.status);
  const [repairAsset, repairMedia, assessment] = await Promise.all([
    assetAnswer(workOrder, environment, table),
    mediaAnswer(workOrder, environment),
    assessmentAnswer(workOrder, environment),
  ]);
  const isVandalism = vandalismAnswer(workOrder);
  const isVulnerable = workOrder.vulnerability?.isVulnerable;
  const repairDescription = text(workOrder.description);
  const contact = contactAnswers(workOrder, onFile);
  const contactSaved = Object.keys(contact).length > 0;
  const answers = known<ResumedAnswers>({
    repairProperty: text(workOrder.premisesId),
    repairAsset,
    ...restoredTableAnswers(workOrder, table),
    duplicateChoice: repairDescription === undefined ? undefined : NO_DUPLICATE,
    isDampAndMould: dampMouldAnswer(workOrder),
    repairMedia,
    isVandalism,
    crimeReference: isVandalism ? text(workOrder.crimeReferenceNumber) : undefined,
    isVulnerable,
    vulnerabilityDetails: isVulnerable ? text(workOrder.vulnerability?.VulnerableResponseText) : undefined,
    isCovidSelfIsolated: workOrder.isCovidSelfIsolated ? true : contactSaved ? false : undefined,
    ...contact,
  });
  return known<ResumedDraft>({
    id: workOrder.id,
    eTag: workOrder.eTag,
    answers,
    priority: text(workOrder.priority),
    sorCode: text(workOrder.sorCode),
    isDampAndMould: workOrder.isDampAndMould,
    assessment,
  });
};
