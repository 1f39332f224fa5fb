/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /customer/{id}/account/{acc}/servicerequest body: a financial inclusion enquiry (portal.md §3 "Financial enquiry payload"). Send X-Operation-Key so a retried submission is not created twice.
 */
export interface FinancialEnquiry {
  /**
   * What the resident wrote: 1 to 1500 characters, without & * % ! < > (portal.md §5; the portal strips them). & * % ! may stand inside a web address, an angle bracket nowhere (400 forbidden-characters).
   */
  additionalDetails: string;
  /**
   * The chosen reasons, as their referralReason texts: each one of the financial-referral-reason reference data shown to residents (displayOnMyPeabody 1), else 400 unknown-reference or not-offered.
   *
   * @minItems 1
   * @maxItems 50
   */
  referralReason: [string, ...string[]];
  /**
   * Who the advice is for.
   */
  referralFor: 'Myself' | 'Other';
  /**
   * The premises id of one of the customer's tenancies (404 when there is none, 403 when it is not one of theirs).
   */
  assetIdentifier: string;
  serviceRequestType: 'financialinclusionenquiry';
  preferredContact: {
    /**
     * Who to ask for: the name the resident typed, or the customer's own name when the number on file is chosen (the portal checks typed names; the gateway holds it to the details' rule).
     */
    personName: string;
    /**
     * The person's relation to the customer (ids 1, 2, 3 in the association's system).
     */
    relationship: 'Customer' | 'Friend or Family' | 'Other';
    /**
     * 11 digits starting with 0.
     */
    phoneNumber: string;
    phoneNumberType: 'mobilePhone' | 'homePhone' | 'workPhone';
  };
}
