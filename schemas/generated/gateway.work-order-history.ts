/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/historyItems: the repair's life, oldest first (identifiers of repairs.md §4: Unappointed, Reported to EMA, APCREATE01, APCREATE10, AUPDATE01-03, NOACCESS, NOACC01, ENGOS01, ENGOS03, ENGOS05-07, Completed, Cancelled; when each is recorded: docs/repair-rules.md "History entries the sandbox records"). Appointment entries carry the visit's start and end.
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
