/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * What the rule decides, in plain English, with the part of the specification it implements.
 */
export type Description = string;
/**
 * A json-logic expression over context.* (strict equality only: use === and !==).
 */
export type Logic = unknown;

/**
 * A named business rule in rules/<name>.json that a page evaluates (who sees a button, how a status is shown…). Analysts change it here, not in TypeScript.
 */
export interface PageRule {
  /**
   * Path to this schema, so editors complete and check the file.
   */
  $schema?: string;
  description: Description;
  inputs: Inputs;
  logic: Logic;
}
/**
 * Every value the rule reads, as context.<name>, with what it means. The page provides exactly these.
 */
export interface Inputs {
  [k: string]: string;
}
