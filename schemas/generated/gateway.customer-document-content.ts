/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /customers/{id}/documents/{docId}: one of the customer's own documents (a monthly statement, the document a STATEMENT message names in content[2]), base64 in media, answered as GET /assets/{id}/documents/{docId} answers a building-safety document (decision 0032).
 */
export interface CustomerDocumentContent {
  id: string;
  /**
   * STATEMENT for the seeded statements; other types may appear.
   */
  documentType: string;
  fileName: string;
  contentType: string;
  /**
   * Base64 of the file (a PDF), without a data: prefix.
   */
  media: string;
  /**
   * A statement's account-reference (the pay ref), account-identifier and inspection-date (the last day of its month).
   */
  metadata: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
