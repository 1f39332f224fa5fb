/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /cases query parameters (portal.md §7), as the gateway reads them (limit as a number). customerId must be the caller's (403/404). Empty values mean not sent. after and before are keys from a page's links and exclude each other.
 */
export interface CaseSearchQuery {
  customerId: string;
  /**
   * One status; absent for all.
   */
  status?: 'Active' | 'Resolved' | 'Cancelled';
  /**
   * Found in the reference, the request type or the detail lines, case aside (portal.md §5 "Case search text": letters, digits, spaces and . , _ @ + ! ( ) ? ' = & -; no leading hyphen, no double hyphen).
   */
  searchText?: string;
  /**
   * Only the cases about these assets: one id, or up to 10 separated by commas (a property with the block and estate above it, so a home's list holds its communal cases too).
   */
  assetIdentifier?: string;
  /**
   * Only the case with this reference (the detail page's address names a case by it).
   */
  caseReferenceNumber?: string;
  /**
   * Newest first by default.
   */
  orderBy?: 'createdDate desc' | 'createdDate asc';
  /**
   * 1 to 50, 10 by default.
   */
  limit?: number;
  /**
   * links.next of the page before: the page after it.
   */
  after?: string;
  /**
   * links.previous of the page after: the page before it.
   */
  before?: string;
}
