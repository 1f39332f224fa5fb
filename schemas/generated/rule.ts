/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * A named business rule in rules/<name>.json that a page applies (who sees a button, how a status is shown, which options a list offers…). Analysts change it here, not in TypeScript. It is a json-logic rule (`logic`) or a table (`rows`).
 */
export type RuleFile = PageRule | TableRule;
/**
 * What the rule decides, in plain English, with the part of the specification it implements.
 */
export type Description = string;
/**
 * What the logic gives: boolean (yes or no; the default), text or number. The page asks for the same kind, so changing the kind is an error the page shows, never a silent misreading.
 */
export type Returns = 'boolean' | 'text' | 'number';
/**
 * A json-logic expression over context.* (strict equality only: use === and !==).
 */
export type Logic = unknown;
/**
 * The rows, in the order they are tried (decision table) or offered (option list).
 *
 * @minItems 1
 */
export type Rows = TableRow[];
export type TableCell = (string | number | boolean | null) | (string | number | boolean | null)[];

/**
 * A json-logic rule: a yes/no answer, or the kind of value `returns` names.
 */
export interface PageRule {
  /**
   * Path to this schema, so editors complete and check the file.
   */
  $schema?: string;
  description: Description;
  inputs: Inputs;
  returns?: Returns;
  logic: Logic;
}
/**
 * Every value the rule reads, as context.<name>, with what it means. The page provides exactly these.
 */
export interface Inputs {
  [k: string]: string;
}
/**
 * A table read top to bottom. With inputs it is a decision table: the first row whose input cells all match gives its outputs, or `otherwise` when none does (without `otherwise`, no match means the page's own fallback, which the description names). Without inputs it is an option list: every row is one choice, in the order shown.
 */
export interface TableRule {
  /**
   * Path to this schema, so editors complete and check the file.
   */
  $schema?: string;
  description: Description;
  inputs: TableInputs;
  outputs: TableOutputs;
  rows: Rows;
  otherwise?: TableRow;
}
/**
 * The columns a row is matched on, with what they mean; {} for an option list. The page provides exactly these. A row that leaves an input out matches any value; a list matches any one of its values; null matches a value that is not there. Values are compared with === (strict).
 */
export interface TableInputs {
  [k: string]: string;
}
/**
 * The columns a row gives, with what they mean. Every row, and `otherwise`, gives every output.
 */
export interface TableOutputs {
  [k: string]: string;
}
/**
 * One row of a table: its cells by column name. A cell is a text, a number, true or false, null, or a list of those.
 */
export interface TableRow {
  [k: string]: TableCell;
}
