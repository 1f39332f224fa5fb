/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.determineSor' (src/effects/repairs/determine-sor.ts): SOR determination for the chosen reason at the chosen asset. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairDetermineSorInput {
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
   * The asset step's answer (Property, Divided Block, Block or Estate): which level of assets is meant.
   */
  assetType: string;
  /**
   * The asset levels of the chosen property, as 'repair.loadAssets' stores them (effects.repairAssets).
   */
  assets: {
    [k: string]: unknown;
  };
  /**
   * The eligibility answer's supplementary codes (FISPUMPS02…); none when not given.
   */
  supplementaryCodes?: string[] | null;
  /**
   * The draft's id, when there is one; else the all-zero id is used.
   */
  workOrderId?: string | null;
}
