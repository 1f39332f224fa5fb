/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.findDuplicates' (src/effects/repairs/find-duplicates.ts): The resident's open repairs at the property with the same SOR and location. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairFindDuplicatesInput {
  /**
   * The chosen property's premises id.
   */
  premisesId: string;
  /**
   * The SOR code to match.
   */
  sor: string;
  /**
   * The location to match.
   */
  location: string;
  /**
   * The journey's own draft, left out of the choices.
   */
  excludeId?: string | null;
}
