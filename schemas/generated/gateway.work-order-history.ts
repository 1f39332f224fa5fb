/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/historyItems: the repair's life, oldest first (identifiers of repairs.md §4: Unappointed, Reported to EMA, APCREATE01, AUPDATE01, NOACCESS, ENGOS01, Completed, Cancelled…).
 */
export type WorkOrderHistory = HistoryItem[];

export interface HistoryItem {
  id: string;
  identifier: string;
  subType: 'WorkOrder' | 'Appointment' | 'Status';
  createDateTime: string;
  appointmentStartDatetime?: string;
  appointmentEndDatetime?: string;
}
