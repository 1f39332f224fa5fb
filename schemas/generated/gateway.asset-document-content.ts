/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /assets/{id}/documents/{docId}: the document itself, base64 in media, answered as GET /works-orders/{id}/documents/{docId} answers a repair's file.
 */
export interface AssetDocumentContent {
  id: string;
  documentType: 'FRA' | 'BSR' | 'RESIDENTENGAGEMENTSTRATEGY';
  fileName: string;
  contentType: string;
  /**
   * Base64 of the file (a PDF), without a data: prefix.
   */
  media: string;
  metadata: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
