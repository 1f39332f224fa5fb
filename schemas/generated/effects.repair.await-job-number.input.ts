/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.awaitJobNumber' (src/effects/repairs/await-job-number.ts): Reads the submitted work order; fails while it has no job number yet. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairAwaitJobNumberInput {
  /**
   * The submitted work order's id.
   */
  workOrderId: string;
  /**
   * The contractor facts submission kept (effects.submission.contractor), saving a second contractor call.
   */
  contractor?: {
    [k: string]: unknown;
  } | null;
}
