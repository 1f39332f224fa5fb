import type { Db } from '../../db/open-database';
import type { ErrorItem } from '../errors';
import { repairAssetType, type RepairAssetType } from '../repairs/asset-type';
import { normaliseSor } from '../repairs/reason-facts';
import { DETERMINED_SOR_TRADES, DETERMINED_SORS } from '../repairs/sor-determination';
import { parseStoredBody } from '../representations/stored-body';
import type { StoredWorkOrder } from './stored-work-order';

/**
 * The reference values a work order names (decision 0029): its location and reason come from the reference data
 * of the repaired asset's type, its trade and SOR from the repair reasons (or the SOR determination), and its
 * damp and mould answers from configuration entry 47. An unknown value is refused with 400 unknown-reference; an
 * id and a name of different entries with 400 reference-mismatch. Only what a request sends is checked, against
 * the repair it is for.
 */
export type ReferenceFields = Pick<
  StoredWorkOrder,
  | 'trade'
  | 'repairLocation'
  | 'repairLocationId'
  | 'repairReason'
  | 'repairReasonId'
  | 'sorCode'
  | 'originalWorkOrderSorCode'
  | 'assessmentInformation'
>;

interface LocationEntry {
  id: number;
  value: string;
}

interface ReasonEntry {
  id: number;
  description: string;
  assetType: RepairAssetType | undefined;
  location: string;
  element: string;
  isCatalyst: boolean;
  isUsedForCreation: boolean;
}

interface AssessmentEntry {
  questions: { questionId: string; options: { id: number }[] }[];
}

const unknown = (field: string, message: string): ErrorItem => ({ field, code: 'unknown-reference', message });
const mismatch = (field: string, message: string): ErrorItem => ({ field, code: 'reference-mismatch', message });

function locationsOf(db: Db, assetType: RepairAssetType | undefined): LocationEntry[] {
  if (assetType === undefined) return [];
  const body = db
    .prepare("SELECT body FROM reference_data WHERE namespace = 'repair-locations' AND key = ?")
    .pluck()
    .get(assetType) as string | undefined;
  return body === undefined
    ? []
    : parseStoredBody<LocationEntry[]>('reference_data', `repair-locations/${assetType}`, body);
}

function reasons(db: Db): ReasonEntry[] {
  const rows = db
    .prepare(
      'SELECT id, description, asset_type, location, is_catalyst, is_used_for_creation, body FROM repair_reasons ORDER BY id',
    )
    .all() as {
    id: number;
    description: string;
    asset_type: string;
    location: string;
    is_catalyst: number;
    is_used_for_creation: number;
    body: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    assetType: repairAssetType(row.asset_type),
    location: row.location,
    element: parseStoredBody<{ element: string }>('repair_reasons', String(row.id), row.body).element,
    isCatalyst: row.is_catalyst === 1,
    isUsedForCreation: row.is_used_for_creation === 1,
  }));
}

/** SOR codes a work order may carry: every reason's (N/A as NA) and those the determination gives. */
function knownSors(db: Db): Set<string> {
  const sors = db.prepare("SELECT json_extract(body, '$.sors[0].sorCode') FROM repair_reasons").pluck().all() as (
    string | null
  )[];
  return new Set([
    ...sors.filter((s): s is string => s !== null).map((s) => normaliseSor(s).toUpperCase()),
    ...DETERMINED_SORS,
  ]);
}

export interface ReferenceContext {
  /** The stored asset type of the asset repaired (an Estate Area reads as its estate). */
  assetType: string | undefined;
  isCatalystCustomer: boolean;
}

/** Problems with the reference values among `fields`, for a repair of `context`; [] when all are known. */
export function workOrderReferenceProblems(db: Db, context: ReferenceContext, fields: ReferenceFields): ErrorItem[] {
  const problems: ErrorItem[] = [];
  const assetType = repairAssetType(context.assetType);
  const area = assetType ?? context.assetType ?? 'asset';
  const locations = locationsOf(db, assetType);
  const { repairLocation, repairLocationId, repairReason, repairReasonId } = fields;

  const locationByName = repairLocation === undefined ? undefined : locations.find((l) => l.value === repairLocation);
  const locationById = repairLocationId === undefined ? undefined : locations.find((l) => l.id === repairLocationId);
  if (repairLocation !== undefined && !locationByName)
    problems.push(
      unknown('/repairLocation', `is not a repair location of a ${area} (reference data repair-locations)`),
    );
  if (repairLocationId !== undefined && !locationById)
    problems.push(unknown('/repairLocationId', `is not the id of a repair location of a ${area}`));
  if (locationByName && locationById && locationByName !== locationById)
    problems.push(mismatch('/repairLocationId', 'is not the id of repairLocation'));

  const offered = (r: ReasonEntry) =>
    r.assetType === assetType && r.isUsedForCreation && (!r.isCatalyst || context.isCatalystCustomer);
  const all =
    repairReason !== undefined || repairReasonId !== undefined || fields.trade !== undefined ? reasons(db) : [];
  const reasonById = repairReasonId === undefined ? undefined : all.find((r) => r.id === repairReasonId && offered(r));
  if (repairReasonId !== undefined && !reasonById)
    problems.push(unknown('/repairReasonId', `is not a repair reason residents can raise for a ${area}`));
  if (repairReason !== undefined) {
    if (reasonById) {
      if (reasonById.description !== repairReason)
        problems.push(mismatch('/repairReason', 'is not the description of repairReasonId'));
    } else if (!all.some((r) => r.description === repairReason && offered(r))) {
      problems.push(unknown('/repairReason', `is not a repair reason residents can raise for a ${area}`));
    }
  }
  const location = locationByName ?? locationById;
  if (reasonById && location && reasonById.location !== location.value)
    problems.push(mismatch('/repairReasonId', `is not a reason of the location ${location.value}`));

  if (fields.trade !== undefined) {
    const trades = new Set([...all.map((r) => r.element), ...Object.values(DETERMINED_SOR_TRADES)]);
    if (!trades.has(fields.trade)) problems.push(unknown('/trade', 'is not the trade of any repair reason'));
  }
  const sorFields: [string, string | undefined][] = [
    ['/sorCode', fields.sorCode],
    ['/originalWorkOrderSorCode', fields.originalWorkOrderSorCode],
  ];
  if (sorFields.some(([, sor]) => sor !== undefined)) {
    const sors = knownSors(db);
    for (const [field, sor] of sorFields) {
      if (sor !== undefined && !sors.has(normaliseSor(sor).toUpperCase()))
        problems.push(unknown(field, 'is not the SOR code of any repair reason'));
    }
  }
  if (fields.assessmentInformation) problems.push(...assessmentProblems(db, fields.assessmentInformation));
  return problems;
}

/** The damp and mould answers: each question one of configuration entry 47's, each response one of its options. */
function assessmentProblems(db: Db, assessment: NonNullable<ReferenceFields['assessmentInformation']>): ErrorItem[] {
  const body = db
    .prepare("SELECT body FROM reference_data WHERE namespace = 'configuration' AND key = '47'")
    .pluck()
    .get() as string | undefined;
  const questions =
    body === undefined ? [] : parseStoredBody<AssessmentEntry>('reference_data', 'configuration/47', body).questions;
  return assessment.supplementaryQuestionResponses.flatMap((response, i) => {
    const at = `/assessmentInformation/supplementaryQuestionResponses/${i}`;
    const question = questions.find((q) => q.questionId === response.questionId);
    if (!question)
      return [unknown(`${at}/questionId`, 'is not a question of the damp and mould assessment (configuration 47)')];
    return response.responseId.flatMap((id, j) =>
      question.options.some((o) => o.id === id)
        ? []
        : [unknown(`${at}/responseId/${j}`, `is not an answer to ${response.questionId}`)],
    );
  });
}
