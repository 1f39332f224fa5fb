/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Answer of POST /works-orders/{id}/documents (201).
 */
export interface WorkOrderDocumentCreated {
  documentIdentifier: string;
}
