/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'referral.submit' (src/effects/referral/submit.ts): Raises the financial inclusion enquiry on the account of the chosen property's tenancy. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface ReferralSubmitInput {
  /**
   * Who the referral is for.
   */
  referralFor: 'Myself' | 'Other';
  /**
   * The chosen reason ids, in the order chosen; each must be the id of one of reasonOptions.
   *
   * @minItems 1
   */
  referralReasons: [string, ...string[]];
  /**
   * The loaded referral reasons ('referral.loadReasons'), to send the chosen ones' texts.
   */
  reasonOptions: {
    [k: string]: unknown;
  }[];
  /**
   * The resident's details of the enquiry.
   */
  additionalDetails: string;
  /**
   * The chosen property's asset id.
   */
  assetIdentifier: string;
  /**
   * The chosen property's tenancy, whose rent account the enquiry is raised on; else the customer's first account.
   */
  tenancyIdentifier?: string | null;
  /**
   * The preferred contact's phone number.
   */
  phoneNumber: string;
  /**
   * The number's type; when not given, 07… is a mobile and anything else a home number.
   */
  phoneNumberType?: 'mobilePhone' | 'homePhone' | 'workPhone' | null | '';
  /**
   * The preferred contact's name.
   */
  personName: string;
  /**
   * The preferred contact's relationship to the resident.
   */
  relationship: 'Customer' | 'Friend or Family' | 'Other';
}
