/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'case.create' (src/effects/cases/create-case.ts): Creates the case. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface CaseCreateInput {
  /**
   * The result of 'case.chooseType' (effects.caseType).
   */
  caseType: {
    [k: string]: unknown;
  };
  /**
   * The result of 'case.determineTeam' (effects.caseTeam): owningTeam and owningTeamCategory.
   */
  team: {
    [k: string]: unknown;
  };
  /**
   * The chosen property's premises id: the case's asset.
   */
  premisesId: string;
  /**
   * The journey's properties (context.properties: id, tenancyId, address, residential), to find the chosen property's tenancy.
   */
  properties: {
    [k: string]: unknown;
  }[];
  /**
   * The on-path answers: the question answers are case_<questionId>.
   */
  answers: {
    [k: string]: unknown;
  };
  /**
   * The phone number to contact.
   */
  phoneNumber: string;
  /**
   * The person to contact.
   */
  name: string;
  /**
   * Who the person is: 1 Customer, 2 Friend or Family, 3 Other (portal.md §3 Contact relation).
   */
  relationId: '1' | '2' | '3';
}
