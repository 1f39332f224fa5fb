/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * PUT /customers/{id} body, sent with If-Match. Empty strings clear optional numbers.
 */
export interface CustomerUpdate {
  /**
   * portal.md §5's e-mail rules, the one definition the profile form uses too (src/engine/email-address.ts).
   */
  emailAddress: string;
  mobilePhone: string;
  homePhone?: string;
  workPhone?: string;
}
