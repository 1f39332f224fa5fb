/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /customers/{id}/documents?yearMonthFrom=YYYY-MM&yearMonthTo=YYYY-MM (portal.md §7 "Statement list"): the customer's own monthly statements (documents of type STATEMENT) whose month (the inspection-date's) is in the range, both ends included, newest month first; every month when a bound is not sent. Metadata only: GET /customers/{id}/documents/{docId} gives the file. totalCount counts every match.
 */
export interface CustomerDocuments {
  documents: CustomerDocument[];
  totalCount: number;
}
/**
 * This interface was referenced by `CustomerDocuments`'s JSON-Schema
 * via the `definition` "CustomerDocument".
 */
export interface CustomerDocument {
  id: string;
  documentType: 'STATEMENT';
  fileName: string;
  /**
   * application/pdf.
   */
  contentType: string;
  /**
   * Key/value pairs: account-reference (the pay ref), account-identifier (the account's id) and inspection-date (YYYY-MM-DD, the last day of the statement's month).
   */
  metadata: KeyValue[];
  createdDateTime?: string;
}
export interface KeyValue {
  key: string;
  value: string;
}
