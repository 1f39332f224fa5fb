import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaValidator } from '../../gateway/schema-validator';
import { addReferenceDataSchema, REFERENCE_DATA_SCHEMA_ID } from './reference-data-schema';
import { REFERENCE_DATA_FILES, type ReferenceData, type ReferenceDataKind } from './reference-data-files';
import { repairReasonBody } from './repair-reason-body';

/** A problem in one of the files: which file, where in it (a JSON pointer; '' for the whole file) and what. */
export interface ReferenceDataProblem {
  file: string;
  pointer: string;
  message: string;
}

/** The reference-data files could not be used: every problem found, each with its file and JSON pointer. */
export class ReferenceDataError extends Error {
  constructor(readonly problems: ReferenceDataProblem[]) {
    super(`The reference data has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ReferenceDataError';
  }
}

export const formatProblem = (problem: ReferenceDataProblem): string =>
  `${problem.file}${problem.pointer === '' ? '' : `#${problem.pointer}`}: ${problem.message}`;

function readKind(
  dir: string,
  kind: ReferenceDataKind,
  validator: SchemaValidator,
  problems: ReferenceDataProblem[],
): unknown {
  const { file, definition } = REFERENCE_DATA_FILES[kind];
  const path = join(dir, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push({
      file: path,
      pointer: '',
      message:
        error instanceof SyntaxError
          ? `is not valid JSON: ${error.message}`
          : `cannot be read: ${(error as Error).message}`,
    });
    return undefined;
  }
  const errors = validator.validate(`${REFERENCE_DATA_SCHEMA_ID}#/definitions/${definition}`, json);
  for (const error of errors)
    problems.push({ file: path, pointer: error.field === '/' ? '' : (error.field ?? ''), message: error.message });
  return errors.length > 0 ? undefined : (json as Record<string, unknown>)[kind];
}

/** Ids that appear twice in a list, each reported at its second place. */
function duplicateIds(file: string, base: string, items: readonly { id: string | number }[]): ReferenceDataProblem[] {
  const seen = new Set<string | number>();
  return items.flatMap((item, i) => {
    if (!seen.has(item.id)) return (seen.add(item.id), []);
    return [{ file, pointer: `${base}/${i}/id`, message: `id ${item.id} is used by an earlier entry` }];
  });
}

/**
 * What the schemas cannot say: ids are unique, a reason's location is one of its asset type's, a reason's answer is the
 * contract's.
 */
function crossCheck(dir: string, data: ReferenceData, validator: SchemaValidator): ReferenceDataProblem[] {
  const at = (kind: ReferenceDataKind) => join(dir, REFERENCE_DATA_FILES[kind].file);
  const problems = [
    ...duplicateIds(at('caseTypes'), '/caseTypes', data.caseTypes),
    ...duplicateIds(at('financialReferralReasons'), '/financialReferralReasons', data.financialReferralReasons),
    ...duplicateIds(at('repairReasons'), '/repairReasons', data.repairReasons),
    ...Object.entries(data.repairLocations).flatMap(([assetType, locations]) =>
      duplicateIds(at('repairLocations'), `/repairLocations/${assetType}`, locations),
    ),
  ];
  data.repairReasons.forEach((reason, i) => {
    const pointer = `/repairReasons/${i}`;
    if (!data.repairLocations[reason.assetType].some((location) => location.value === reason.location)) {
      problems.push({
        file: at('repairReasons'),
        pointer: `${pointer}/location`,
        message: `"${reason.location}" is not a repair location of ${reason.assetType} in ${REFERENCE_DATA_FILES.repairLocations.file}`,
      });
    }
    for (const error of validator.validate('repair-reason.schema.json', repairReasonBody(reason))) {
      problems.push({
        file: at('repairReasons'),
        pointer,
        message: `gives a repair reason the contract refuses: ${error.field} ${error.message}`,
      });
    }
  });
  return problems;
}

/**
 * Reads and checks every reference-data file of `dir`: each against its definition in
 * schemas/sandbox/reference-data.schema.json (whose entries are the gateway contract's schemas), then across files.
 * Throws a ReferenceDataError listing every problem, so one bad edit is reported in full, never half applied.
 */
export function readReferenceData(dir: string, validator: SchemaValidator): ReferenceData {
  addReferenceDataSchema(validator);
  const problems: ReferenceDataProblem[] = [];
  const data = Object.fromEntries(
    (Object.keys(REFERENCE_DATA_FILES) as ReferenceDataKind[]).map((kind) => [
      kind,
      readKind(dir, kind, validator, problems),
    ]),
  ) as unknown as ReferenceData;
  if (problems.length === 0) problems.push(...crossCheck(dir, data, validator));
  if (problems.length > 0) throw new ReferenceDataError(problems);
  return data;
}
