/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.checkAsset' (src/effects/repairs/check-asset.ts): The tenancy group and the chosen asset's eligibility for it. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairCheckAssetInput {
  /**
   * The chosen property's premises id.
   */
  premisesId: string;
  /**
   * The resident's properties (context.properties), to find the chosen property's tenancy.
   */
  properties: {
    [k: string]: unknown;
  }[];
  /**
   * The asset step's answer (Property, Divided Block, Block or Estate): which level of assets is meant.
   */
  assetType: string;
  /**
   * The asset levels of the chosen property, as 'repair.loadAssets' stores them (effects.repairAssets).
   */
  assets: {
    [k: string]: unknown;
  };
}
