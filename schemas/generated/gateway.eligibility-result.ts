/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Answer of the three eligibility calls (repair, enhanced, asset): repairs.md §3 "Eligibility result". errorCode is a code of repairs.md §8 (E1…E36, SSR005, SSR037, SSR069) or null when eligible; supplimentaryCodes (spelled as the association spells it) is a comma list, empty when none.
 */
export interface EligibilityResult {
  isEligible: boolean;
  errorCode: string | null;
  supplimentaryCodes: string;
}
