/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.submit' (src/effects/repairs/submit.ts): Chooses the contractor and submits the draft to it. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairSubmitInput {
  /**
   * The draft work order's id (effects.draft.id).
   */
  workOrderId: string;
  /**
   * The draft's entity tag; read from the gateway when not given.
   */
  eTag?: string | null;
  /**
   * The asset levels of the chosen property, as 'repair.loadAssets' stores them (effects.repairAssets).
   */
  assets: {
    [k: string]: unknown;
  };
  /**
   * The asset step's answer (Property, Divided Block, Block or Estate): which level of assets is meant.
   */
  assetType: string;
  /**
   * The SOR code after determination.
   */
  sorCode: string;
  /**
   * The priority label or code; an emergency by it (EME, Emergency…) when isEmergency is not given.
   */
  priority?: string | null;
  /**
   * Whether the repair is an emergency; worked out from priority when not given.
   */
  isEmergency?: boolean | null;
  /**
   * Whether the damage is vandalism; false when not given.
   */
  isVandalism?: boolean | null;
  /**
   * @deprecated
   * Not used: the contractor query takes the UPRN from the chosen asset.
   */
  premisesId?: string | null;
  /**
   * @deprecated
   * Not used: whether an emergency is out of hours is left to the gateway's clock.
   */
  isOutOfHours?: boolean | null;
  /**
   * @deprecated
   * Not used: the contractor query does not take the trade.
   */
  trade?: string | null;
}
