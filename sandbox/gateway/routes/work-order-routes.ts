import type { WorkOrderCancel } from '../../../schemas/generated/gateway.work-order-cancel';
import type { WorkOrderCreate } from '../../../schemas/generated/gateway.work-order-create';
import type { WorkOrderNote } from '../../../schemas/generated/gateway.work-order-note';
import type { WorkOrderNoteCreated } from '../../../schemas/generated/gateway.work-order-note-created';
import type { WorkOrderUpdate } from '../../../schemas/generated/gateway.work-order-update';
import { authorise } from '../authorise';
import { badRequest, conflict, GatewayHttpError, unprocessable } from '../errors';
import { API_PREFIX, type GatewayApp, type GatewayContext, type RouteDeps } from '../gateway-env';
import { requireIfMatch } from '../if-match';
import { requireVisibleAsset } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { cancelFacts } from '../work-orders/action-facts';
import { decideCancelEligibility, type CancelOutcome } from '../work-orders/cancel-eligibility';
import { configurationValue } from '../work-orders/configuration-value';
import { loadContractor, withContractor } from '../work-orders/contractor-store';
import { newDraft, resolvePremises } from '../work-orders/create-draft';
import { isDampAndMouldRepair, openDampMouldCase } from '../work-orders/damp-mould-case';
import { documentIdProblems } from '../work-orders/document-ids';
import { jobNumberDueAt } from '../work-orders/job-numbers';
import { requireOwnOriginal, requireOwnWorkOrder, versionedWorkOrder } from '../work-orders/own-work-order';
import { workOrderReferenceProblems } from '../work-orders/reference-checks';
import { FINAL_STATUSES, type StoredWorkOrder } from '../work-orders/stored-work-order';
import { submissionOutcome } from '../work-orders/submission';
import { isoDate, isoDateTime } from '../../db/dates';
import { applyUpdate, fieldProblems, missingForSubmission } from '../work-orders/update-rules';
import { addHistory, insertWorkOrder, saveWorkOrder } from '../work-orders/work-order-store';
import { HAZARD_AWARENESS } from '../../db/hazard-records';

const CHANNELS = new Set(['CustomerSelfService', 'ERGO', 'Northgate', 'ColleagueSelfService']);
const NOTE_TYPES: Record<number, WorkOrderNoteCreated['noteType']> = {
  1: 'CCIM',
  2: 'Chase',
  3: 'Contractor',
  4: 'Other',
};

/** Why DELETE refuses a repair the cancel check sends to the phone (the codes of POST /wo-cancellation-eligibility). */
const CANCEL_BY_PHONE: Record<CancelOutcome['errorCode'], string> = {
  SSR036: 'The repair can be cancelled.',
  SSR066: 'An emergency repair must be cancelled by phone.',
  SSR008: 'The visit is today: cancel the repair by phone.',
  SSR073: 'This repair cannot be cancelled online: phone us to cancel it.',
};

/** X-Channel names the channel the repair is raised through (default CustomerSelfService). */
function channelOf(c: GatewayContext): string {
  const channel = c.req.header('X-Channel')?.trim() || 'CustomerSelfService';
  if (!CHANNELS.has(channel))
    throw badRequest([{ field: 'X-Channel', code: 'enum', message: `must be one of ${[...CHANNELS].join(', ')}` }]);
  return channel;
}

/**
 * The work order itself (repairs.md §7): create a draft, read, update (and submit), cancel, its history and
 * notes. A work order is reachable only by its customer; drafts disappear 48 hours after their last change.
 */
export function registerWorkOrderRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => deps.clock.now();
  const isCatalyst = (customerId: string) =>
    db.prepare('SELECT is_catalyst FROM customers WHERE id = ?').pluck().get(customerId) === 1;

  /** The contractor named by a request, filled in from its record; an unknown site is refused. */
  const applyContractor = (wo: StoredWorkOrder, siteId: string | undefined): StoredWorkOrder => {
    if (siteId === undefined) return wo;
    const contractor = loadContractor(db, siteId);
    if (!contractor)
      throw unprocessable([{ field: '/contractor', code: 'unknown-contractor', message: 'is not a contractor site' }]);
    return withContractor(wo, contractor);
  };

  api.post('/works-orders', async (c) => {
    const customerId = authorise(c, db);
    const channel = channelOf(c);
    const request = await readValidatedBody<WorkOrderCreate>(c, deps.validator, 'work-order-create.schema.json');
    // Every id in the body is the caller's, like an id in a path (403 someone else's, 404 nobody's).
    requireVisibleAsset(db, customerId, request.assetIdentifier);
    requireOwnOriginal(db, customerId, request.originalWorkOrderIdentifier, now());
    const asset = db
      .prepare("SELECT json_extract(body, '$.assetType') FROM assets WHERE id = ?")
      .pluck()
      .get(request.assetIdentifier) as string | undefined;
    const problems = [
      ...fieldProblems(request),
      ...workOrderReferenceProblems(db, { assetType: asset, isCatalystCustomer: isCatalyst(customerId) }, request),
    ];
    if (problems.length > 0) throw badRequest(problems);
    if ((request.documents?.documentIdentifiers.length ?? 0) > 0) {
      throw unprocessable([
        {
          field: '/documents',
          code: 'unknown-document',
          message: 'a new draft has no documents yet: upload them to it first',
        },
      ]);
    }
    const premisesId = resolvePremises(db, customerId, request.assetIdentifier, request.premisesId);
    const at = now();
    const id = deps.newId();
    const draft = applyContractor(
      newDraft({ db, id, customerId, premisesId, channel, now: at, request }),
      request.contractor,
    );
    const { crimeReferenceNumber } = applyUpdate(draft, {}).next;
    db.transaction(() => insertWorkOrder(db, { ...draft, crimeReferenceNumber }, at))();
    const { representation, etag } = versionedWorkOrder({ ...draft, crimeReferenceNumber });
    // The portal takes the id from the fifth segment of this path (repairs.md §4).
    c.header('Location', `${API_PREFIX}/works-orders/${encodeURIComponent(id)}`);
    return jsonWithETag(c, representation, etag, 201);
  });

  api.get('/works-orders/:id', (c) => {
    const customerId = authorise(c, db);
    const { workOrder } = requireOwnWorkOrder(db, customerId, c.req.param('id'), now());
    const { representation, etag } = versionedWorkOrder(workOrder);
    return jsonWithETag(c, representation, etag);
  });

  api.patch('/works-orders/:id', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const update = await readValidatedBody<WorkOrderUpdate>(c, deps.validator, 'work-order-update.schema.json');
    const at = now();
    requireOwnOriginal(db, customerId, update.originalWorkOrderIdentifier, at, id);
    const saved = db.transaction(() => {
      const { row, workOrder } = requireOwnWorkOrder(db, customerId, id, at);
      requireIfMatch(c, versionedWorkOrder(workOrder).etag);
      if (FINAL_STATUSES.has(workOrder.status))
        throw conflict(`The repair is ${workOrder.status.toLowerCase()} and can no longer change.`);
      const outcome = applyUpdate(workOrder, update);
      const problems = [
        ...outcome.problems,
        ...workOrderReferenceProblems(
          db,
          { assetType: workOrder.area, isCatalystCustomer: isCatalyst(customerId) },
          update,
        ),
      ];
      if (problems.length > 0) {
        const semantic = problems.some((p) => p.code === 'submitted' || p.code === 'conflict');
        throw semantic ? unprocessable(problems) : badRequest(problems);
      }
      let next = applyContractor(outcome.next, update.contractor);
      if (update.documents) {
        const problems = documentIdProblems(db, id, update.documents.documentIdentifiers);
        if (problems.length > 0) throw unprocessable(problems);
      }
      let jobNoDueAt: string | null | undefined;
      if (outcome.submits) {
        const missing = missingForSubmission(next);
        if (missing.length > 0) throw unprocessable(missing);
        const contractor = next.contractor === undefined ? undefined : loadContractor(db, next.contractor);
        const result = submissionOutcome(contractor, isoDate(at));
        next = {
          ...next,
          status: result.status,
          isDraft: false,
          isSubmitted: true,
          reportingMethod: 'Customer Self-Serve',
          reportingMethodId: 4,
        };
        if (next.caseIdentifier === undefined && isDampAndMouldRepair(next, configurationValue(db, 'dmcsorcodes'))) {
          next = {
            ...next,
            isDampAndMould: true,
            caseIdentifier: openDampMouldCase(db, { wo: next, now: at, newId: deps.newId }),
          };
        }
        jobNoDueAt = jobNumberDueAt(at, row.job_no_delay_ms ?? deps.jobNumberDelayMs ?? null);
        addHistory(db, { id: deps.newId(), workOrderId: id, ...result.history, at });
        // Day 0 of the statutory clocks (AW-3: a portal report counts), at the server's time (decision 0059).
        addHistory(db, { id: deps.newId(), workOrderId: id, identifier: HAZARD_AWARENESS, subType: 'WorkOrder', at });
      }
      saveWorkOrder(db, next, at, jobNoDueAt === undefined ? {} : { jobNoDueAt });
      return next;
    })();
    const { representation, etag } = versionedWorkOrder(saved);
    return jsonWithETag(c, representation, etag);
  });

  api.delete('/works-orders/:id', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    // The cancel payload of repairs.md §3 is optional; when sent it must be that payload.
    if ((await c.req.text()).trim() !== '')
      await readValidatedBody<WorkOrderCancel>(c, deps.validator, 'work-order-cancel.schema.json');
    const at = now();
    const cancelled = db.transaction(() => {
      const { workOrder } = requireOwnWorkOrder(db, customerId, id, at);
      requireIfMatch(c, versionedWorkOrder(workOrder).etag);
      if (FINAL_STATUSES.has(workOrder.status))
        throw conflict(`The repair is already ${workOrder.status.toLowerCase()}.`);
      // The same rule as the cancel check: a client that skips the check still cannot cancel by the back door.
      const check = decideCancelEligibility(cancelFacts(db, workOrder, at));
      if (check.errorCode !== 'SSR036')
        throw new GatewayHttpError(409, [{ code: check.errorCode, message: CANCEL_BY_PHONE[check.errorCode] }]);
      db.prepare("UPDATE appointments SET status = 'Cancelled' WHERE work_order_id = ? AND status = 'Booked'").run(id);
      const { appointmentStartDate: start, appointmentEndDate: end } = workOrder;
      // A booked visit ends with the repair: "appointment cancelled" (AUPDATE02) comes before "repair cancelled".
      if (workOrder.status === 'Appointed' && start !== undefined && end !== undefined) {
        addHistory(db, {
          id: deps.newId(),
          workOrderId: id,
          identifier: 'AUPDATE02',
          subType: 'Appointment',
          at,
          appointment: { start, end },
        });
      }
      const next: StoredWorkOrder = { ...workOrder, status: 'Cancelled' };
      saveWorkOrder(db, next, at);
      addHistory(db, { id: deps.newId(), workOrderId: id, identifier: 'Cancelled', subType: 'WorkOrder', at });
      return next;
    })();
    const { representation, etag } = versionedWorkOrder(cancelled);
    return jsonWithETag(c, representation, etag);
  });

  api.get('/works-orders/:id/historyItems', (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const rows = db
      .prepare('SELECT id, body FROM work_order_history WHERE work_order_id = ? ORDER BY created_at, rowid')
      .all(id) as { id: string; body: string }[];
    return jsonWithETag(
      c,
      rows.map((r) => ({ id: r.id, ...parseStoredBody<object>('work_order_history', r.id, r.body) })),
    );
  });

  // The spec names this path /workorders/{id}/{x}/notes without saying what x is; it is kept with the note.
  api.post('/workorders/:id/:context/notes', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    const context = c.req.param('context');
    requireOwnWorkOrder(db, customerId, id, now());
    // The schema holds the text to the free-text check (textRule); a note of blanks says nothing.
    const note = await readValidatedBody<WorkOrderNote>(c, deps.validator, 'work-order-note.schema.json');
    if (note.text.trim() === '')
      throw badRequest([{ field: '/text', code: 'blank', message: 'must say something, not only spaces' }]);
    const at = now();
    const stored: WorkOrderNoteCreated = {
      noteIdentifier: deps.newId(),
      worksOrderIdentifier: id,
      noteTypeId: note.noteTypeId,
      noteType: NOTE_TYPES[note.noteTypeId] ?? 'Other',
      text: note.text,
      context,
      createdDateTime: isoDateTime(at),
    };
    db.prepare('INSERT INTO work_order_notes (id, work_order_id, created_at, body) VALUES (?, ?, ?, ?)').run(
      stored.noteIdentifier,
      id,
      stored.createdDateTime,
      JSON.stringify(stored),
    );
    c.header(
      'Location',
      `${API_PREFIX}/workorders/${encodeURIComponent(id)}/${encodeURIComponent(context)}/notes/${stored.noteIdentifier}`,
    );
    return c.json(stored, 201);
  });
}
