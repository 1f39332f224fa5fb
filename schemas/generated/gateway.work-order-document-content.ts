/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/documents/{docId}: the file itself, base64 in media.
 */
export interface WorkOrderDocumentContent {
  id: string;
  fileName: string;
  contentType: string;
  /**
   * Base64 of the file, without a data: prefix.
   */
  media: string;
  metadata: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
