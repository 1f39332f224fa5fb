/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/{id}/documents: one photo, video or PDF as base64 without a data: prefix. Metadata must hold content-type and filename; the gateway sets the customer, asset and work order identifiers itself. Checks: at most 20,000,000 bytes (413), at most 5 per repair (422 too-many-files), an allowed type (415), bytes that really are that type (422 content-mismatch), no empty file (422 empty-file).
 */
export interface WorkOrderDocumentUpload {
  DocumentType: 'WORKORDER';
  /**
   * Base64 of the file (about 26.7 MB of text for the 20 MB limit).
   */
  Media: string;
  /**
   * @minItems 1
   * @maxItems 50
   */
  Metadata: [KeyValue, ...KeyValue[]];
}
export interface KeyValue {
  key: string;
  value: string;
}
