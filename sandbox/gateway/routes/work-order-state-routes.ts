import { GatewayHttpError, notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { applyContractorEvent, CONTRACTOR_EVENTS, type ContractorEvent } from '../work-orders/contractor-events';
import { versionedWorkOrder } from '../work-orders/own-work-order';
import { isoDateTime } from '../../db/dates';
import { addHistory, loadWorkOrder, saveWorkOrder } from '../work-orders/work-order-store';
import { HAZARD_RECORDS, type HazardRecord } from '../../db/hazard-records';

const stateControlSchemaId = 'sandbox-work-order-state.schema.json';
const stateControlSchema = {
  $id: stateControlSchemaId,
  type: 'object',
  required: ['event'],
  properties: { event: { enum: [...CONTRACTOR_EVENTS] } },
  additionalProperties: false,
};

const hazardControlSchemaId = 'sandbox-work-order-hazard.schema.json';
const hazardControlSchema = {
  $id: hazardControlSchemaId,
  type: 'object',
  required: ['record'],
  properties: { record: { enum: [...HAZARD_RECORDS] } },
  additionalProperties: false,
};

/**
 * Test control (test mode only): POST /__sandbox/work-orders/{id}/state {event} plays what the contractor reports,
 * so testers can move a repair on the way its real life does (docs/repair-rules.md "Contractor events"): the
 * status and dates change and the history entry is recorded, in one transaction. No token or If-Match: like the
 * other controls it stands for the association's back office, not the resident. An event the repair's state
 * does not allow is 409 not-allowed, and changes nothing.
 */
export function registerWorkOrderStateSandboxRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  deps.validator.addSchema(stateControlSchema);
  sandbox.post('/work-orders/:id/state', async (c) => {
    const id = c.req.param('id');
    const { event } = await readValidatedBody<{ event: ContractorEvent }>(c, deps.validator, stateControlSchemaId);
    const at = deps.clock.now();
    const saved = db.transaction(() => {
      const loaded = loadWorkOrder(db, id, at);
      if (!loaded) throw notFound();
      const move = applyContractorEvent(loaded.workOrder, event, isoDateTime(at));
      if (!move.ok) throw new GatewayHttpError(409, [{ field: '/event', code: 'not-allowed', message: move.message }]);
      // The booked place is given back (or kept as attended): a new booking must not find the old one still Booked.
      if (move.booking)
        db.prepare("UPDATE appointments SET status = ? WHERE work_order_id = ? AND status = 'Booked'").run(
          move.booking,
          id,
        );
      saveWorkOrder(db, move.next, at);
      addHistory(db, { id: deps.newId(), workOrderId: id, ...move.history, at });
      return move.next;
    })();
    const { representation, etag } = versionedWorkOrder(saved);
    return jsonWithETag(c, representation, etag);
  });
  // Test control: POST /__sandbox/work-orders/{id}/hazard {record} writes what the back office records under Awaab's
  // Law (hazard-records.ts, decision 0059), stamped now: the investigation concluded, the summary sent, and so on.
  deps.validator.addSchema(hazardControlSchema);
  sandbox.post('/work-orders/:id/hazard', async (c) => {
    const id = c.req.param('id');
    const { record } = await readValidatedBody<{ record: HazardRecord }>(c, deps.validator, hazardControlSchemaId);
    const at = deps.clock.now();
    db.transaction(() => {
      if (!loadWorkOrder(db, id, at)) throw notFound();
      addHistory(db, { id: deps.newId(), workOrderId: id, identifier: record, subType: 'WorkOrder', at });
    })();
    return c.json({ id, record, at: isoDateTime(at) }, 201);
  });
}
