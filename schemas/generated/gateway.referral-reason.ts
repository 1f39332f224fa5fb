/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * One entry of the financial-referral-reason reference data (a keyValues value). Only entries with displayOnMyPeabody 1 are offered to residents; the referralReason text is what the enquiry sends.
 */
export interface ReferralReason {
  id: number;
  referralReason: string;
  /**
   * 1: offered in the portal; 0: staff use only.
   */
  displayOnMyPeabody: 0 | 1;
}
