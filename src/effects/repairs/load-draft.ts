import type { DocumentSummary, RepairWorkOrder } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import type { Effect, EffectEnvironment } from '../types';
import { assetLevels, type RepairAsset } from './asset-levels';
import { nationalPhoneNumber, RELATIONSHIPS, type Relationship } from './reporter-fields';

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
 * The repair journey's answers the draft records, by field id, in the value each field's widget gives. A field
 * the draft does not record is absent: the emergency answer, the contact choice, a supplementary or covid No.
 */
export interface ResumedAnswers {
  /** The property's premises id (context.properties[].id). */
  repairProperty?: string;
  /** The asset step's option value: the level of the draft's asset in the property's hierarchy. */
  repairAsset?: RepairAsset['assetType'];
  /** The location's name (effects.repairLocations[].value). */
  repairLocation?: string;
  /** The reason id as text (effects.repairReasons[].value). */
  repairReason?: string;
  /** Only Yes: No blocks the step, and a draft that never had the question looks the same. */
  supplementaryAnswer?: true;
  repairDescription?: string;
  /** Only a non-empty list: an empty one is also what a new draft has. */
  repairMedia?: ResumedDocument[];
  isVandalism?: boolean;
  crimeReference?: string;
  isVulnerable?: boolean;
  vulnerabilityDetails?: string;
  /** Only Yes: a No looks like a draft that never had the question. */
  isCovidSelfIsolated?: true;
  /** The reporter's number (11 digits, starting with 0), the number on file or another one. */
  otherPhone?: string;
  contactName?: string;
  contactRelationship?: Relationship;
}

/** What 'repair.loadDraft' stores: the draft (as 'repair.saveDraft' refers to it), its answers and the routing facts. */
export interface ResumedDraft {
  id: string;
  eTag: string;
  answers: ResumedAnswers;
  /** The stored priority, to compare with the recalculated one (repairs.md §4). */
  priority?: string;
  sorCode?: string;
  /** The stored flag: false also when the damp and mould question was never asked. */
  isDampAndMould: boolean;
}

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The asset step's answer: the level whose asset is the draft's, in the hierarchy of the draft's property. */
async function assetAnswer(workOrder: RepairWorkOrder, environment: EffectEnvironment): Promise<RepairAsset['assetType'] | undefined> {
  if (!workOrder.premisesId) return undefined;
  const levels = assetLevels(await environment.gateway.getAssetHierarchy(workOrder.premisesId));
  return Object.values(levels).find((asset) => asset.id === workOrder.assetIdentifier)?.assetType;
}

const metadataValue = (document: DocumentSummary, key: string): string | undefined =>
  document.metadata.find((m) => m.key.toLowerCase() === key)?.value;

/** The media answer: the draft's documents that the gateway still lists, in the draft's order. */
async function mediaAnswer(workOrder: RepairWorkOrder, environment: EffectEnvironment): Promise<ResumedDocument[] | undefined> {
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

/** The vandalism answer from the cause the vandalism step sets with it (repairs.md §3: 4 vandalism, 1 wear and tear). */
function vandalismAnswer(workOrder: RepairWorkOrder): boolean | undefined {
  if (workOrder.isVandalism || workOrder.repairCauseId === 4) return true;
  if (workOrder.repairCauseId === 1) return false;
  return undefined;
}

function contactAnswers(workOrder: RepairWorkOrder): Pick<ResumedAnswers, 'otherPhone' | 'contactName' | 'contactRelationship'> {
  const contact = workOrder.reporterContactDetails;
  if (!contact) return {};
  const number = contact.contactNumber === undefined ? undefined : nationalPhoneNumber(contact.contactNumber);
  const name = text(contact.name?.givenName);
  const relationship = RELATIONSHIPS.find((r) => r === contact.relationship);
  return {
    ...(number ? { otherPhone: number } : {}),
    ...(name ? { contactName: name } : {}),
    ...(relationship ? { contactRelationship: relationship } : {}),
  };
}

/** Leaves out the answers the draft does not know. */
const known = <T extends object>(answers: T): T =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as T;

/**
 * 'repair.loadDraft': reads a draft work order (GET /works-orders/{id}) so the repair journey can resume it at the
 * first missing information (repairs.md §4 "Resume repair"). Fails with DraftNotResumableError when the work order
 * is not 'In Diagnosis' (a submitted repair cannot be resumed). Answers are given by the journey's field ids in the
 * values the fields hold, and only those the draft records: the asset level is found in the property's asset
 * hierarchy (GET /assets/{premisesId}/assets) and the media's names and types in its document list (GET
 * /works-orders/{id}/documents, only when it has documents). The emergency answer, the contact choice and a No to the
 * supplementary or covid question are not recorded, so they are never given. Also stores the stored priority, SOR
 * code and damp and mould flag, which the resume's routing compares. Input: workOrderId.
 */
export const loadRepairDraft: Effect<EffectInput, ResumedDraft> = async (input, environment) => {
  const id = readText(input, 'workOrderId');
  const workOrder = await environment.gateway.getWorkOrder(id, environment.signal);
  if (workOrder.status !== DRAFT_STATUS || workOrder.isSubmitted) throw new DraftNotResumableError(id, workOrder.status);
  const [repairAsset, repairMedia] = await Promise.all([assetAnswer(workOrder, environment), mediaAnswer(workOrder, environment)]);
  const isVandalism = vandalismAnswer(workOrder);
  const isVulnerable = workOrder.vulnerability?.isVulnerable;
  const answers = known<ResumedAnswers>({
    repairProperty: text(workOrder.premisesId),
    repairAsset,
    repairLocation: text(workOrder.repairLocation),
    repairReason: workOrder.repairReasonId === undefined ? undefined : String(workOrder.repairReasonId),
    supplementaryAnswer: workOrder.isSupplementary ? true : undefined,
    repairDescription: text(workOrder.description),
    repairMedia,
    isVandalism,
    crimeReference: isVandalism ? text(workOrder.crimeReferenceNumber) : undefined,
    isVulnerable,
    vulnerabilityDetails: isVulnerable ? text(workOrder.vulnerability?.VulnerableResponseText) : undefined,
    isCovidSelfIsolated: workOrder.isCovidSelfIsolated ? true : undefined,
    ...contactAnswers(workOrder),
  });
  return known<ResumedDraft>({
    id: workOrder.id,
    eTag: workOrder.eTag,
    answers,
    priority: text(workOrder.priority),
    sorCode: text(workOrder.sorCode),
    isDampAndMould: workOrder.isDampAndMould,
  });
};
