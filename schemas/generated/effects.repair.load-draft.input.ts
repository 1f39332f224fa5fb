/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.loadDraft' (src/effects/repairs/load-draft.ts): Reads a draft work order to resume it, with the answers it records. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairLoadDraftInput {
  /**
   * The draft work order's id.
   */
  workOrderId: string;
  /**
   * The resident's number on file, to tell it from another number.
   */
  phoneOnFile?: string | null;
  /**
   * The resident's name on file, saved with the number on file.
   */
  nameOnFile?: string | null;
}
