/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.cancelDraft' (src/effects/repairs/cancel-draft.ts): Reads the draft for its entity tag and cancels it. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairCancelDraftInput {
  /**
   * The draft work order's id (effects.draft.id).
   */
  workOrderId: string;
  /**
   * The asset type id sent with the cancellation; the draft's own when not given.
   */
  assetTypeId?: number | null;
}
