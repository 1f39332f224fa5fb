/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'case.loadTypes' (src/effects/cases/load-types.ts): The case types the resident may raise on the chosen property. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface CaseLoadTypesInput {
  /**
   * The chosen property's premises id.
   */
  premisesId: string;
  /**
   * The journey's properties (context.properties: id, tenancyId, address, residential), to find the chosen property's tenancy.
   */
  properties: {
    [k: string]: unknown;
  }[];
}
