/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/documents: the repair's media, metadata only (content-type, IsMediaAppropriate, customer-identifier, asset-identifier, works-order-identifier, filename). Extension of the contract, not in repairs.md (docs/decisions/0064): with DocumentType=HAZSUM, the written summaries of the repair's investigation instead (Awaab's Law AW-5), one per HAZSUM01 history entry, whose id is the document's, with content-type, document-type, works-order-identifier, filename and content-length (bytes) in the metadata; GET /works-orders/{id}/documents/{docId} gives one as it gives a media file. Without DocumentType, or with WORKORDER, the media as before; any other value is 400.
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
