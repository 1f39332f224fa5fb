/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.uploadDocument' (src/effects/repairs/upload-document.ts): Uploads one file to the draft's documents (the media uploader's upload call). Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairUploadDocumentInput {
  /**
   * The draft work order's id (effects.draft.id).
   */
  workOrderId: string;
  /**
   * The file's name (call.name).
   */
  name: string;
  /**
   * The file's media type (call.type).
   */
  type: string;
  /**
   * The file's content as base64 (call.base64); a data: prefix is dropped.
   */
  base64: string;
  /**
   * @deprecated
   * Not used: the gateway takes the asset from the work order.
   */
  assetId?: string | null;
}
