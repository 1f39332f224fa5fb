/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.getPriority' (src/effects/repairs/get-priority.ts): The repair priority of the chosen reason. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairGetPriorityInput {
  /**
   * The reason step's answer: the reason id as text, the value of one of reasons.
   */
  reasonId: string;
  /**
   * The repair reasons as 'repair.loadReasons' stores them (effects.repairReasons).
   */
  reasons: {
    [k: string]: unknown;
  }[];
  /**
   * Whether the resident said they are vulnerable; false when not given.
   */
  isVulnerable?: boolean | null;
  /**
   * Whether the report is a recall of an earlier repair (the repair journey's entry parameter recall); false when not given.
   */
  isRecall?: boolean | null;
}
