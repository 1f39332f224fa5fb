/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.loadLocations' (src/effects/repairs/load-locations.ts): The repair locations of the chosen asset type. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairLoadLocationsInput {
  /**
   * The chosen asset type (the asset step's answer).
   */
  assetType: string;
}
