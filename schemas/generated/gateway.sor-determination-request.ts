/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/{id}/sor-determination body (all-zero id for a repair not yet saved). context names the chosen reason's SOR and supplementary codes; each attribute is that level's heating values, null/unknown/none/empty dropped, joined with '+'.
 */
export interface SorDeterminationRequest {
  context: {
    /**
     * sors[0].sorCode of the chosen reason. A code no reason has answers E33.
     */
    sorCode: string;
    /**
     * The reason's additionalData.supplementaryCodes (comma list), e.g. FISPUMPS02.
     */
    supplementaryCodes?: string;
  };
  propertyAttribute?: string;
  dividedBlockAttribute?: string;
  blockAttribute?: string;
  estateAttribute?: string;
}
