/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'case.determineTeam' (src/effects/cases/determine-team.ts): Asks which team owns the case. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface CaseDetermineTeamInput {
  /**
   * The result of 'case.chooseType' (effects.caseType).
   */
  caseType: {
    [k: string]: unknown;
  };
  /**
   * The chosen property's premises id: its landlord is asked for.
   */
  premisesId: string;
  /**
   * The journey's properties (context.properties: id, tenancyId, address, residential), to find the chosen property's tenancy.
   */
  properties: {
    [k: string]: unknown;
  }[];
  /**
   * The resident's active tenancies (context.tenancies: id, type…): the chosen property's tenancy type.
   */
  tenancies: {
    [k: string]: unknown;
  }[];
}
