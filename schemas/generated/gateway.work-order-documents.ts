/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/documents: the repair's media, metadata only (content-type, IsMediaAppropriate, customer-identifier, asset-identifier, works-order-identifier, filename).
 */
export interface WorkOrderDocuments {
  documents: DocumentSummary[];
}
/**
 * This interface was referenced by `WorkOrderDocuments`'s JSON-Schema
 * via the `definition` "DocumentSummary".
 */
export interface DocumentSummary {
  id: string;
  media: {
    fileName: string;
  };
  metadata: KeyValue[];
  createdDateTime?: string;
  /**
   * The document's entity tag, for If-Match on DELETE /works-orders/{id}/documents/{docId}.
   */
  eTag?: string;
}
export interface KeyValue {
  key: string;
  value: string;
}
