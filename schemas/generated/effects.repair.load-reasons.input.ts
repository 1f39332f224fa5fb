/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.loadReasons' (src/effects/repairs/load-reasons.ts): The repair reasons of every location of the chosen asset type. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairLoadReasonsInput {
  /**
   * The chosen asset type (the asset step's answer).
   */
  assetType: string;
  /**
   * Whether the resident is a catalyst customer (catalyst-only reasons are offered); false when not given.
   */
  isCatalyst?: boolean | null;
  /**
   * The locations as 'repair.loadLocations' stores them (effects.repairLocations).
   */
  locations: {
    [k: string]: unknown;
  }[];
}
