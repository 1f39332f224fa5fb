/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /customer/{id}/account/{acc}/servicerequest body: a financial inclusion enquiry (portal.md §3 "Financial enquiry payload"). Send X-Operation-Key so a retried submission is not created twice.
 */
export interface FinancialEnquiry {
  /**
   * What the resident wrote: 1 to 1500 characters, without & * % ! < > outside web addresses (the portal strips them).
   */
  additionalDetails: string;
  /**
   * The chosen reasons, as their referralReason texts.
   *
   * @minItems 1
   */
  referralReason: [string, ...string[]];
  /**
   * Who the advice is for.
   */
  referralFor: 'Myself' | 'Other';
  /**
   * The premises id of one of the customer's tenancies.
   */
  assetIdentifier: string;
  serviceRequestType: 'financialinclusionenquiry';
  preferredContact: {
    /**
     * Who to ask for: the name the resident typed, or the customer's own name when the number on file is chosen (so no character rule here; the portal checks typed names).
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
