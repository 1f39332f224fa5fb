/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/repair-priority body (repairs.md §3 "Priority request"). Out of hours is judged by the gateway's clock, not raisedDate.
 */
export interface RepairPriorityRequest {
  isEmergency: boolean;
  /**
   * SOR code of the chosen reason.
   */
  repairType?: string;
  isVulnerable?: boolean;
  isRecall?: boolean;
  isEMA?: boolean;
  /**
   * What the repair is (the portal sends the reason's description); held to the free-text check of repairs.md §5.
   */
  description?: string;
  channel?: 'CustomerSelfService' | 'ERGO' | 'Northgate' | 'ColleagueSelfService';
  /**
   * YYYY-MM-DDTHH:mm:ss (repairs.md §9), optionally with a zone.
   */
  raisedDate?: string;
}
