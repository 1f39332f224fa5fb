/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.removeDocument' (src/effects/repairs/remove-document.ts): Deletes one uploaded document (the media uploader's remove call). Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairRemoveDocumentInput {
  /**
   * The draft work order's id (effects.draft.id).
   */
  workOrderId: string;
  /**
   * The document's id (call).
   */
  documentIdentifier: string;
}
