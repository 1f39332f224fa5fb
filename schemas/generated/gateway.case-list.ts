/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /cases: one page of the customer's cases in the order asked, paged by key (decision 0038): links.next is the key to pass as after for the following page, links.previous the key to pass as before for the one before; each is absent at that end of the list. No total count: a page costs the same at row 10 or 10 000.
 */
export interface CaseList {
  cases: Case[];
  limit: number;
  links: {
    next?: string;
    previous?: string;
  };
}
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
