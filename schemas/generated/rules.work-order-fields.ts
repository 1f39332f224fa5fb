/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * One row per work-order field the draft saves as it is. A step sends the field by giving 'repair.saveDraft' an input of that name (e.g. "description": {"var": "answers.repairDescription"}); an empty or null value is left out.
 *
 * @minItems 1
 */
export type WorkOrderFields = WorkOrderFieldRow[];

/**
 * The one table between a journey's answers and the work order (rules/repair-work-order-fields.json): which work-order fields the draft saves as they are, which answer each one gives back when the draft is resumed, and which asset level each answer of the asset question means. Saving ('repair.saveDraft') and resuming ('repair.loadDraft') both read it, so a new answer is saved and restored by editing JSON alone.
 */
export interface WorkOrderFieldsTable {
  /**
   * Path to this schema, so editors complete and check the file.
   */
  $schema?: string;
  /**
   * What the table maps, with the part of the specification it implements.
   */
  description: string;
  /**
   * The journey whose answers the table names (journeys/<journey>.json): the lint checks every `answer` against its fields.
   */
  journey: string;
  fields: WorkOrderFields;
  assetLevels: AssetLevels;
}
/**
 * The asset question's answers (its option values) and the level of the property's asset hierarchy each one means: which asset the work order is raised against, and which answer a resumed draft's asset gives back.
 *
 * This interface was referenced by `WorkOrderFieldsTable`'s JSON-Schema
 * via the `definition` "AssetLevels".
 */
export interface AssetLevels {
  /**
   * The journey field of the asset question (its options' values are the `value`s below).
   */
  answer: string;
  /**
   * @minItems 1
   */
  levels: AssetLevelRow[];
}
/**
 * One work-order field: its name, its kind and, when the draft gives an answer back on resume, the journey field it restores.
 *
 * This interface was referenced by `WorkOrderFieldsTable`'s JSON-Schema
 * via the `definition` "FieldRow".
 */
export interface WorkOrderFieldRow {
  /**
   * The work order's field (repairs.md §3), as the gateway's work-order update names it; also the name of the 'repair.saveDraft' input that carries it.
   */
  workOrder: string;
  /**
   * text (trimmed; empty is left out), integer (a whole number) or flag (true or false). The value the journey gives must be of this kind, or the save fails naming the input.
   */
  kind: 'text' | 'integer' | 'flag';
  /**
   * The journey field this work-order field gives back when the draft is resumed (effects.resumedDraft.answers.<answer>; the journey's entry takes it into the answers). Leave it out for a field no answer comes from (worked out by the journey or an effect).
   */
  answer?: string;
  /**
   * "text": give an integer back as text, for a choice whose option values are text (the reason id "25"). A flag is given back only when true: false is also what a draft that never asked holds.
   */
  answerAs?: 'text';
}
/**
 * One level: the answer that chooses it, its key in effects.repairAssets, and the gateway's asset types that count as it (the nearest first).
 *
 * This interface was referenced by `WorkOrderFieldsTable`'s JSON-Schema
 * via the `definition` "AssetLevelRow".
 */
export interface AssetLevelRow {
  /**
   * An option value of the asset question.
   */
  value: string;
  /**
   * The level's key in what 'repair.loadAssets' stores (effects.repairAssets.<level>).
   */
  level: 'property' | 'dividedBlock' | 'block' | 'estate';
  /**
   * The gateway's asset types (assetType) that count as this level, tried in order: an Estate Area is the resident's estate (repair-rules.md). A Scheme is never a level (repairs.md §2).
   *
   * @minItems 1
   */
  assetTypes: [string, ...string[]];
}
