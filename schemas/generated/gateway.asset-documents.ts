/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /assets/{id}/documents?DocumentType=FRA|BSR|RESIDENTENGAGEMENTSTRATEGY&Limit=1&Skip=0: one page of the asset's building-safety documents of that type (every type when DocumentType is not sent), the newest inspection first (metadata inspection-date). Metadata only: GET /assets/{id}/documents/{docId} gives the file. totalCount counts every match.
 */
export interface AssetDocuments {
  documents: AssetDocument[];
  totalCount: number;
}
/**
 * This interface was referenced by `AssetDocuments`'s JSON-Schema
 * via the `definition` "AssetDocument".
 */
export interface AssetDocument {
  id: string;
  documentType: 'FRA' | 'BSR' | 'RESIDENTENGAGEMENTSTRATEGY';
  fileName: string;
  /**
   * application/pdf.
   */
  contentType: string;
  /**
   * Key/value pairs: inspection-date (YYYY-MM-DD), document-title.
   */
  metadata: KeyValue[];
  createdDateTime?: string;
}
export interface KeyValue {
  key: string;
  value: string;
}
