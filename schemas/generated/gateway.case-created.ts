/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * 201 answer of POST /cases: the new case's identifier and the reference the resident is told (the home banner names it).
 */
export interface CaseCreated {
  caseIdentifier: string;
  caseReferenceNumber: string;
}
