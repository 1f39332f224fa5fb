import type { AppointmentAvailability } from '../../../schemas/generated/gateway.appointment-availability';
import type { AppointmentBooking } from '../../../schemas/generated/gateway.appointment-booking';
import type { AppointmentConfirmation } from '../../../schemas/generated/gateway.appointment-confirmation';
import type { AppointmentReschedule } from '../../../schemas/generated/gateway.appointment-reschedule';
import { authorise } from '../authorise';
import { badRequest, GatewayHttpError, unprocessable } from '../errors';
import type { GatewayApp, GatewayContext, RouteDeps } from '../gateway-env';
import { requireIfMatch } from '../if-match';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { toAvailabilities } from '../work-orders/availability';
import { bandTimes, type Band } from '../work-orders/bands';
import { chooseSlot, namesContractor } from '../work-orders/booking-rules';
import type { ContractorRecord } from '../work-orders/contractor-record';
import { contractorSlots, diaryPrefix } from '../work-orders/contractor-diary';
import { loadContractor } from '../work-orders/contractor-store';
import { takesPreferences } from '../work-orders/diary-mode';
import { requireOwnWorkOrder, versionedWorkOrder } from '../work-orders/own-work-order';
import { slaDays } from '../work-orders/sla';
import type { StoredWorkOrder } from '../work-orders/stored-work-order';
import { isoDate, isoDateTime } from '../../db/dates';
import { addHistory, saveWorkOrder } from '../work-orders/work-order-store';

const SCHEDULABLE = new Set(['Unappointed', 'Appointed']);

const conflictWith = (code: string, message: string) => new GatewayHttpError(409, [{ code, message }]);

/** The repair's contractor, when the request names it; 409 when the repair has none or cannot be booked. */
function contractorFor(
  deps: RouteDeps,
  wo: StoredWorkOrder,
  named: string | undefined,
  field: string,
): ContractorRecord {
  if (!SCHEDULABLE.has(wo.status))
    throw conflictWith('not-schedulable', `A repair that is ${wo.status} cannot be given an appointment.`);
  if (wo.jobNo === undefined)
    throw conflictWith('no-job-number', 'The repair has no job number yet. Try again in a few seconds.');
  const contractor = wo.contractor === undefined ? undefined : loadContractor(deps.db, wo.contractor);
  if (!contractor) throw conflictWith('no-contractor', 'The repair has no contractor to book with.');
  if (named !== undefined && !namesContractor(contractor, named)) {
    throw unprocessable([{ field, code: 'contractor-mismatch', message: "is not this repair's contractor" }]);
  }
  return contractor;
}

function requireJobNumber(wo: StoredWorkOrder, jobNumber: string, field: string): void {
  if (jobNumber !== wo.jobNo)
    throw unprocessable([{ field, code: 'job-number-mismatch', message: "is not this repair's job number" }]);
}

const confirmation = (
  id: string,
  times: { start: string; end: string },
  band: Band,
  insideSla: boolean,
  statusCode: number,
): AppointmentConfirmation => ({
  appointmentId: id,
  appointmentFromDate: times.start,
  appointmentToDate: times.end,
  availabilityType: band,
  isInsideSla: insideSla,
  statusCode,
});

/**
 * Appointments (repairs.md §7): availability generated from the contractor's capacity less what is booked,
 * booking a slot (status Appointed, history APCREATE01) and rescheduling (AUPDATE01, then APCREATE01).
 * Capacity is checked and taken in one transaction, so the last place of a slot goes to exactly one booking.
 */
export function registerAppointmentRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => deps.clock.now();

  api.get('/works-orders/:id/appointments/availability', (c) => {
    const customerId = authorise(c, db);
    const at = now();
    const { workOrder } = requireOwnWorkOrder(db, customerId, c.req.param('id'), at);
    const referenceNumber = c.req.query('referenceNumber');
    const contractorName = c.req.query('contractorName');
    const missing = [
      ['referenceNumber', referenceNumber],
      ['contractorName', contractorName],
    ].filter(([, v]) => !v);
    if (missing.length > 0)
      throw badRequest(missing.map(([name]) => ({ field: name, code: 'required', message: 'is required' })));
    const contractor = contractorFor(deps, workOrder, contractorName, 'contractorName');
    requireJobNumber(workOrder, referenceNumber ?? '', 'referenceNumber');
    const slots = contractorSlots(db, contractor, at, slaDays(workOrder.priority, workOrder.isDampAndMould === true));
    const body: AppointmentAvailability = {
      availabilities: toAvailabilities(slots, diaryPrefix(contractor)),
      isPreferences: takesPreferences(db, contractor.id),
      statusCode: 200,
    };
    return jsonWithETag(c, body);
  });

  /**
   * Books `band` on the date of from/to for the work order, inside the caller's transaction. A preference is
   * booked the same way (it holds the place) but recorded as APCREATE10, "preferred appointment noted".
   */
  const book = (
    wo: StoredWorkOrder,
    contractor: ContractorRecord,
    request: { from: string; to: string; band: Band; diaryCode?: string },
    at: Date,
    payload: object,
    identifier: 'APCREATE01' | 'APCREATE10' = 'APCREATE01',
  ) => {
    const choice = chooseSlot({
      slots: contractorSlots(db, contractor, at, slaDays(wo.priority, wo.isDampAndMould === true)),
      prefix: diaryPrefix(contractor),
      ...request,
    });
    if (!choice.ok) throw new GatewayHttpError(choice.status, [choice.problem]);
    const { slot } = choice;
    const times = bandTimes(slot.date, slot.band);
    const id = deps.newId();
    db.prepare(
      "INSERT INTO appointments (id, work_order_id, contractor_id, slot_date, band, status, created_at, body) VALUES (?, ?, ?, ?, ?, 'Booked', ?, ?)",
    ).run(
      id,
      wo.id,
      contractor.id,
      slot.date,
      slot.band,
      isoDateTime(at),
      JSON.stringify({ ...payload, appointmentId: id, isInsideSla: slot.insideSla }),
    );
    addHistory(db, {
      id: deps.newId(),
      workOrderId: wo.id,
      identifier,
      subType: 'Appointment',
      at,
      appointment: times,
    });
    const next: StoredWorkOrder = {
      ...wo,
      status: 'Appointed',
      appointmentStartDate: times.start,
      appointmentEndDate: times.end,
      lastAppointmentCreatedDate: isoDateTime(at),
    };
    saveWorkOrder(db, next, at);
    return { id, times, slot, next };
  };

  api.post('/works-orders/:id/appointments', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const request = await readValidatedBody<AppointmentBooking>(c, deps.validator, 'appointment-booking.schema.json');
    const at = now();
    const booked = db.transaction(() => {
      const { workOrder } = requireOwnWorkOrder(db, customerId, id, at);
      // If-Match is optional on a booking (a POST), but when sent it must still be current.
      if (c.req.header('If-Match') !== undefined) requireIfMatch(c, versionedWorkOrder(workOrder).etag);
      const contractor = contractorFor(deps, workOrder, c.req.query('contractorName'), 'contractorName');
      // The booking must be of the kind the availability offered: slots, or preferences.
      const preferences = takesPreferences(db, contractor.id);
      if ((request.isPreferences === true) !== preferences) {
        throw unprocessable([
          preferences
            ? {
                field: '/isPreferences',
                code: 'preferences-only',
                message: "this contractor takes preferences: send isPreferences true with one of the availability's",
              }
            : {
                field: '/isPreferences',
                code: 'preferences-not-offered',
                message: "this contractor books real slots: choose one of the availability's",
              },
        ]);
      }
      if (workOrder.status !== 'Unappointed')
        throw conflictWith('already-appointed', 'The repair already has an appointment: reschedule it instead.');
      requireJobNumber(workOrder, request.jobNumber, '/jobNumber');
      const slot = {
        from: request.appointmentFromDate,
        to: request.appointmentToDate,
        band: request.availabilityType,
        diaryCode: request.diaryCode,
      };
      return book(workOrder, contractor, slot, at, request, preferences ? 'APCREATE10' : 'APCREATE01');
    })();
    c.header('ETag', versionedWorkOrder(booked.next).etag);
    return c.json(confirmation(booked.id, booked.times, booked.slot.band, booked.slot.insideSla, 201), 201);
  });

  api.patch('/works-orders/:id/appointments', async (c: GatewayContext) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id') ?? '';
    requireOwnWorkOrder(db, customerId, id, now());
    const request = await readValidatedBody<AppointmentReschedule>(
      c,
      deps.validator,
      'appointment-reschedule.schema.json',
    );
    const at = now();
    const moved = db.transaction(() => {
      const { workOrder } = requireOwnWorkOrder(db, customerId, id, at);
      requireIfMatch(c, versionedWorkOrder(workOrder).etag);
      const contractor = contractorFor(deps, workOrder, request.contractorSiteCode, '/contractorSiteCode');
      const current = db
        .prepare("SELECT id, slot_date, band FROM appointments WHERE work_order_id = ? AND status = 'Booked'")
        .get(id) as { id: string; slot_date: string; band: Band } | undefined;
      const currentDate = current?.slot_date ?? workOrder.appointmentStartDate?.slice(0, 10);
      if (workOrder.status !== 'Appointed' || currentDate === undefined)
        throw conflictWith('not-appointed', 'The repair has no appointment to reschedule.');
      requireJobNumber(workOrder, request.jobNumber, '/jobNumber');
      if (currentDate <= isoDate(at))
        throw conflictWith('visit-day', 'An appointment cannot be rescheduled on the day of the visit.');
      if (
        current &&
        request.appointmentFromDate.slice(0, 10) === current.slot_date &&
        request.availabilityType === current.band
      ) {
        throw unprocessable([
          { field: '/appointmentFromDate', code: 'same-slot', message: 'is the appointment already booked' },
        ]);
      }
      // The old booking gives its place back before the new one is checked, as the contractor's diary would.
      if (current) db.prepare("UPDATE appointments SET status = 'Rescheduled' WHERE id = ?").run(current.id);
      addHistory(db, {
        id: deps.newId(),
        workOrderId: id,
        identifier: 'AUPDATE01',
        subType: 'Appointment',
        at,
        ...(workOrder.appointmentStartDate && workOrder.appointmentEndDate
          ? { appointment: { start: workOrder.appointmentStartDate, end: workOrder.appointmentEndDate } }
          : {}),
      });
      return book(
        workOrder,
        contractor,
        { from: request.appointmentFromDate, to: request.appointmentToDate, band: request.availabilityType },
        at,
        request,
      );
    })();
    c.header('ETag', versionedWorkOrder(moved.next).etag);
    return c.json(confirmation(moved.id, moved.times, moved.slot.band, moved.slot.insideSla, 200));
  });
}
