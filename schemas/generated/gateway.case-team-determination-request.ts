/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /case-team-determination body (portal.md §3 "Team-determination request"): which team owns a new case. The gateway answers from its decision table; an unknown combination goes to the customer services team.
 */
export interface CaseTeamDeterminationRequest {
  /**
   * The fixed value for customer self-service.
   */
  channel: 'CustomerSelfService';
  /**
   * The case type's subType.
   */
  caseSubType: string;
  /**
   * The case type's subTypeCategory.
   */
  caseSubTypeCategory: string;
  /**
   * The property's landlord (asset associates landLord.organisation.name), e.g. Peabody or Catalyst.
   */
  landLord: string;
  /**
   * The chosen tenancy's tenancyType, e.g. Social, Leasehold, Commercial.
   */
  tenancyType: string;
  /**
   * The value of the case type's pea_casecategory field, or NA when it has none.
   */
  caseCategory: string;
}
