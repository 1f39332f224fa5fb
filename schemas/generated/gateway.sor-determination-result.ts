/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The SOR to raise the repair with and, when the determination has something to say, a code: E32 (SSR047, continue allowed) or another code (SSR049, blocks): E31 heating source mismatch, E33 SOR not in the schedule.
 */
export interface SorDeterminationResult {
  sorCode: string;
  determinationCode?: string;
}
