/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.addNote' (src/effects/repairs/add-note.ts): Leaves a note of type Other on the work order. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairAddNoteInput {
  /**
   * The work order's id.
   */
  workOrderId: string;
  /**
   * The note.
   */
  text: string;
}
