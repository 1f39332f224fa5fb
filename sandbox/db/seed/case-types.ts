/** Case type master data (case-types reference data): one entry per service request type. */
import { committedReferenceData } from '../reference-data/reference-data-files';

// The shapes are the contract's (schemas/sandbox/reference-data.schema.json, generated), not written again here.
import type { CaseType } from '../../../schemas/generated/sandbox.reference-data';

export type { CaseQuestion, CaseType } from '../../../schemas/generated/sandbox.reference-data';

/** The case types of sandbox/reference-data/case-types.json, as committed (the seed's cases are of these types). */
export const CASE_TYPES: CaseType[] = committedReferenceData('caseTypes') as CaseType[];

export function caseType(id: string): CaseType {
  const type = CASE_TYPES.find((t) => t.id === id);
  if (!type) throw new Error(`no case type ${id}`);
  return type;
}
