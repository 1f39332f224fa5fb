/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'case.chooseType' (src/effects/cases/choose-type.ts): The chosen case type with the questions the resident is asked. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface CaseChooseTypeInput {
  /**
   * The chosen case type's id.
   */
  caseTypeId: string;
  /**
   * The chosen property's tenancy group (effects.caseTypes.tenancyGroup): the type must be offered for it, and its options are filtered by it.
   */
  tenancyGroup: string;
}
