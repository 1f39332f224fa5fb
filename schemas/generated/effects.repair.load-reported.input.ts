/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.loadReported' (src/effects/repairs/load-reported.ts): Reads a submitted repair so a new report about the same problem starts with its property, asset, location and reason. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairLoadReportedInput {
  /**
   * The earlier repair's id.
   */
  workOrderId: string;
}
