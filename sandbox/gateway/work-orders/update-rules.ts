import type { WorkOrderCreate } from '../../../schemas/generated/gateway.work-order-create';
import type { WorkOrderUpdate } from '../../../schemas/generated/gateway.work-order-update';
import type { ErrorItem } from '../errors';
import type { StoredWorkOrder } from './stored-work-order';
import { crimeReferenceProblem, isBlankCrimeReference } from './text-rules';

/** Fields a submitted repair still accepts: media added later and the damp and mould answers. */
const AFTER_SUBMISSION: ReadonlySet<string> = new Set(['documents', 'assessmentInformation', 'isSubmitted', 'isDraft']);

export interface UpdateOutcome {
  /** The work order with the fields applied (contractor details are filled in by the caller). */
  next: StoredWorkOrder;
  /** true when this update submits a draft. */
  submits: boolean;
  problems: ErrorItem[];
}

type WritableFields =
  Omit<WorkOrderUpdate, 'isSubmitted' | 'isDraft'> | Omit<WorkOrderCreate, 'assetIdentifier' | 'premisesId'>;

/**
 * Checks what the schema does not: the crime reference's characters and length, whose messages are the spec's
 * templates. The free-text check of the resident's texts is the schemas' (textRule, decision 0029).
 */
export function fieldProblems(fields: WritableFields): ErrorItem[] {
  const problems: ErrorItem[] = [];
  if (!isBlankCrimeReference(fields.crimeReferenceNumber)) {
    const problem = crimeReferenceProblem(fields.crimeReferenceNumber ?? '');
    if (problem)
      problems.push({
        field: '/crimeReferenceNumber',
        code: problem,
        message: `Crime reference number: ${problem.replace('_', ' ')}`,
      });
  }
  return problems;
}

/**
 * Applies a PATCH to a stored work order. A draft takes every field; a submitted repair only its media and
 * assessment. The crime reference is blanked when empty or No, and when the repair is not vandalism;
 * isDraft is the inverse of isSubmitted (repairs.md §3 "a draft flag is inverted to submitted").
 */
export function applyUpdate(current: StoredWorkOrder, update: WorkOrderUpdate): UpdateOutcome {
  const { isSubmitted, isDraft, ...fields } = update;
  const problems = fieldProblems(fields);
  if (isSubmitted !== undefined && isDraft !== undefined && isSubmitted === isDraft) {
    problems.push({ field: '/isDraft', code: 'conflict', message: 'isDraft must be the inverse of isSubmitted' });
  }
  const wantsSubmitted = isSubmitted ?? (isDraft === undefined ? undefined : !isDraft);
  if (current.isSubmitted) {
    for (const key of Object.keys(update)) {
      if (!AFTER_SUBMISSION.has(key))
        problems.push({ field: `/${key}`, code: 'submitted', message: 'cannot change once the repair is submitted' });
    }
    if (wantsSubmitted === false)
      problems.push({
        field: '/isSubmitted',
        code: 'submitted',
        message: 'a submitted repair cannot go back to draft',
      });
  }
  const next: StoredWorkOrder = { ...current, ...fields };
  if (isBlankCrimeReference(next.crimeReferenceNumber) || next.isVandalism === false) next.crimeReferenceNumber = '';
  if (fields.vulnerability && !fields.vulnerability.isVulnerable)
    next.vulnerability = { isVulnerable: false, VulnerableResponseText: '' };
  const submits = !current.isSubmitted && wantsSubmitted === true;
  return { next, submits, problems };
}

/** What a draft needs before it can be submitted (every step of the journey before confirmation fills these). */
export function missingForSubmission(wo: StoredWorkOrder): ErrorItem[] {
  const required: [keyof StoredWorkOrder, string][] = [
    ['repairLocation', 'the location'],
    ['repairReason', 'the repair reason'],
    ['sorCode', 'the schedule of rates code'],
    ['priority', 'the priority'],
    ['description', 'the description'],
  ];
  return required
    .filter(([key]) => {
      const value = wo[key];
      return value === undefined || (typeof value === 'string' && value.trim() === '');
    })
    .map(([key, label]) => ({
      field: `/${key}`,
      code: 'required-for-submission',
      message: `Add ${label} before submitting the repair.`,
    }));
}
