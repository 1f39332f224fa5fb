/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/historyItems: the repair's life, oldest first (identifiers of repairs.md §4: Unappointed, Reported to EMA, APCREATE01, APCREATE10, AUPDATE01-03, NOACCESS, NOACC01, ENGOS01, ENGOS03, ENGOS05-07, Completed, Cancelled; when each is recorded: docs/repair-rules.md "History entries the sandbox records"). Appointment entries carry the visit's start and end. Extension of the contract, not in repairs.md (docs/decisions/0059): the records Awaab's Law asks the association to keep, as WorkOrder entries stamped when they were made: HAZAWARE01 (the association became aware, day 0, written with the report's own entry), HAZINV01 (investigation concluded), HAZSUM01 (written summary sent), HAZSAFE01 (safety work done), HAZPREV01 (preventative work started) and HAZSUMV01 (the resident opened the written summary; the one entry the portal writes, once, with POST /works-orders/{id}/historyItems: work-order-history-item-create.schema.json, docs/decisions/0064). The portal's clocks read them (rules/statutory-clock-steps.json); a gateway without them gives clocks counted from the report with every later step still due.
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
