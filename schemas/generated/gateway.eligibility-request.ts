/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/eligibilityoutcomes body (repairs.md §7). The gateway finds the reason by repairType (its SOR code) and the asset by uprn (which must be one the customer may see), and decides from its own records: the asset's defects status and maintenance responsibility and the customer's tenancy type there win over the flags sent. Rules: docs/repair-rules.md.
 */
export interface EligibilityRequest {
  /**
   * Asset type or property-level label of the chosen asset: Property, Divided Block, Block, Estate (Estate Area, divided-block and the labels of repairs.md §3 are mapped).
   */
  premisesType: string;
  /**
   * The asset's MAINTSRESP value as the portal read it (e.g. FMFULL). Informational: the stored value decides.
   */
  maintenanceResponsibility?: string;
  /**
   * Who the portal thinks is responsible. Informational.
   */
  repairResponsibility?: string;
  /**
   * The reason's additionalData.description. Informational.
   */
  additionalRepairInfo?: string;
  /**
   * The reason's additionalData.isEligible; false makes the answer not eligible (E2 when nothing more specific applies).
   */
  isRepairEligible?: boolean;
  isCustomerView?: boolean;
  /**
   * UPRN of the asset the repair is for.
   */
  uprn: string;
  /**
   * Informational: the stored asset status decides.
   */
  isInDefects?: boolean;
  /**
   * SOR code of the chosen repair reason (sors[0].sorCode). A code no reason has answers E3.
   */
  repairType: string;
  /**
   * Heating attribute values of the asset and those above it, null/unknown/none/empty dropped, joined with '+'. When absent the gateway reads them from the asset.
   */
  heatingRepairContext?: string;
}
