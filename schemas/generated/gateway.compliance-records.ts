/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /assets/{id}/compliance?complianceType=…&skip=0&limit=…&orderBy=visitDue: one page of the asset's gas servicing or electrical inspection visits (portal.md §3 "Compliance record"), latest visit due first. totalCount counts every record of that type, not only this page.
 */
export interface ComplianceRecords {
  compliances: ComplianceRecord[];
  totalCount: number;
}
/**
 * This interface was referenced by `ComplianceRecords`'s JSON-Schema
 * via the `definition` "ComplianceRecord".
 */
export interface ComplianceRecord {
  id: string;
  assetIdentifier: string;
  /**
   * Annual Domestic Gas Servicing or EICR 5Y.
   */
  complianceType: string;
  /**
   * YYYY-MM-DD.
   */
  visitDue: string;
  /**
   * YYYY-MM-DD the visit happened; absent while it has not (a due date in the past without it is overdue).
   */
  visitActual?: string;
  /**
   * e.g. Pass, Satisfactory, Appliance decommissioned.
   */
  visitOutcome?: string;
  contractor: {
    contractorName: string;
    /**
     * The contractor's phone number, for the overdue text of portal.md §8.
     */
    contractorNumber: string;
  };
  /**
   * YYYY-MM-DD the appliance was taken out of use.
   */
  dateDecommissioned?: string;
  /**
   * Gas Boiler, or Electrical Installation for the EICR.
   */
  equipmentType: string;
}
