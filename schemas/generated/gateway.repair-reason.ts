/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * One item of GET /repair-reasons (repairs.md §3 "Repair reason"): a high-level repair reason with its priority, element (the trade), schedule-of-rates code and additionalData. additionalData.eligibilityCode is what the eligibility calls answer for it (docs/repair-rules.md).
 */
export interface RepairReason {
  id: number;
  description: string;
  priority: 'Next Available' | 'Emergency';
  /**
   * The trade the repair needs, e.g. Plumbing; contractor selection matches it.
   */
  element: string;
  /**
   * @minItems 1
   */
  sors: [
    {
      /**
       * Schedule-of-rates code; 'N/A' for a reason with none.
       */
      sorCode: string;
    },
    ...{
      /**
       * Schedule-of-rates code; 'N/A' for a reason with none.
       */
      sorCode: string;
    }[]
  ];
  additionalData: {
    /**
     * Hint shown with the reason. Absent on some reasons (then an E2 refusal blocks).
     */
    description?: string;
    assetType: 'Property' | 'Block' | 'Divided Block' | 'Estate';
    /**
     * The repair location the reason belongs to (repairs.md §2: the location, then the reasons of that location), so one search gives the location step every location's reasons.
     */
    location: string;
    /**
     * Tenancy types the reason is offered to.
     */
    tenancyTypes: string[];
    isEligible: boolean;
    supplementaryQuestion?: string;
    /**
     * Comma list, e.g. FISPUMPS02.
     */
    supplementaryCodes?: string;
    eligibilityCode?: string;
  };
}
