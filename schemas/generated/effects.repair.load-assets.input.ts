/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.loadAssets' (src/effects/repairs/load-assets.ts): The asset levels of the chosen property. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairLoadAssetsInput {
  /**
   * The chosen property's premises id.
   */
  premisesId: string;
}
