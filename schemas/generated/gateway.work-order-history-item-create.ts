/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/{id}/historyItems: an entry the resident's portal records in the repair's history. Extension of the contract, not in repairs.md (docs/decisions/0064): the only entry a resident records is HAZSUMV01, that they opened the written summary of the investigation (Awaab's Law AW-5), and only once a summary has been sent (HAZSUM01; 409 otherwise). It is recorded once: 201 with the new entry the first time, 200 with the entry already recorded after that. The answer is a HistoryItem of work-order-history.schema.json.
 */
export interface WorkOrderHistoryItemCreate {
  identifier: 'HAZSUMV01';
}
