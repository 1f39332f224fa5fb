/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /assets/{id}/eligibilityoutcomes body: the tenancy group of the tenancy the resident is reporting from (one of theirs that covers the asset). Rules: docs/repair-rules.md.
 */
export interface AssetEligibilityRequest {
  tenancyGroup: string;
}
