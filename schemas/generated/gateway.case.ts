/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * A case in the list (portal.md §3 "Case in list").
 */
export interface Case {
  id: string;
  /**
   * What the resident quotes, e.g. CAS-104201.
   */
  caseReferenceNumber: string;
  caseTypeId: string;
  /**
   * The request type.
   */
  caseTypeDescription: string;
  subType?: string;
  subTypeCategory?: string;
  /**
   * The owning team: NM and IO stand for the property's neighbourhood manager and incomes officer (asset associates); any other is a team the portal names from rules/case-owner-names.json.
   */
  assignee: string;
  assigneeType: string;
  /**
   * When it was raised, YYYY-MM-DDTHH:mm:ssZ.
   */
  createdDate: string;
  status: 'Active' | 'Resolved' | 'Cancelled';
  identifiers: {
    caseIdentifier: string;
    customerIdentifier: string;
    assetIdentifier: string;
    tenancyIdentifier?: string;
  };
  /**
   * Detail lines separated by line feeds, each "label - value" (split at the first " - ").
   */
  description: string;
}
