import { describe, expect, it } from 'vitest';
import { createSchemaValidator } from '../../sandbox/gateway/schema-validator';
import { EffectInputError, type EffectEnvironment } from '../../src/effects';
import { awaitJobNumber } from '../../src/effects/repairs/await-job-number';
import { bookRepairAppointment } from '../../src/effects/repairs/book-appointment';
import { loadRepairAvailability } from '../../src/effects/repairs/load-availability';
import { rescheduleRepairAppointment } from '../../src/effects/repairs/reschedule-appointment';
import { createGatewayClient, GatewayHttpError, UnauthorisedError } from '../../src/gateway';
import {
  alex,
  alexSubmitted,
  sandboxEnvironment,
  setCapacity,
  type SandboxEnvironment,
} from './support/sandbox-environment';

// Rescheduling against the sandbox's contractor diary, on Monday 23 November 2026 at 10:00: Alex's repair is booked
// for Tuesday 24th in the morning, and he moves it to another morning. Two appointments a weekday morning.
const WEEKDAY_MORNINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, band: 'AM' as const, slots: 2 }));

const isReschedule = (r: { method: string; path: string }) => r.method === 'PATCH' && r.path.endsWith('/appointments');

/**
 * Alex's repair booked for Tuesday morning, the availability as the reschedule step loads it, and the effect's input.
 */
async function booked(setup: SandboxEnvironment) {
  const { submission, workOrder } = await alexSubmitted(setup, '1');
  const contractorId = submission.contractor.id;
  await setCapacity(setup, contractorId, WEEKDAY_MORNINGS);
  const query = { workOrderId: workOrder.id, jobNo: workOrder.jobNo, contractorName: workOrder.contractor?.name };
  const first = await loadRepairAvailability(query, setup.env);
  await bookRepairAppointment(
    { ...query, slot: '2026-11-24|AM', availabilities: first.availabilities, isPreferences: first.isPreferences },
    setup.env,
  );
  const appointed = await setup.gateway.getWorkOrder(workOrder.id);
  const availability = await loadRepairAvailability(query, setup.env);
  const input = {
    workOrderId: workOrder.id,
    eTag: appointed.eTag,
    jobNo: workOrder.jobNo,
    contractorSiteCode: contractorId,
    availabilities: availability.availabilities,
    isPreferences: availability.isPreferences,
  };
  const reschedule = (slot: string, env: EffectEnvironment = setup.env, overrides: Record<string, unknown> = {}) =>
    rescheduleRepairAppointment({ ...input, slot, ...overrides }, env);
  return { workOrder, submittedETag: workOrder.eTag, appointedETag: appointed.eTag, contractorId, input, reschedule };
}

/**
 * The effects' environment with a gateway that answers the reschedule (after the sandbox made it) without its
 * appointment id.
 */
function withoutAppointmentId(setup: SandboxEnvironment): EffectEnvironment {
  const gateway = createGatewayClient({
    config: {
      gatewayBaseUrl: 'http://127.0.0.1:8080/customerselfserve/api/v1',
      subscriptionKey: 'key',
      channel: 'CustomerSelfService',
      apiTimeoutMs: 5000,
    },
    getAccessToken: async () => 'token',
    getSessionId: () => 'session',
    getCustomerId: () => alex.customerId,
    newCorrelationId: () => 'corr',
    onUnauthorised: () => undefined,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await setup.sandbox.app.request(String(input), init);
      if (init?.method !== 'PATCH' || !new URL(String(input)).pathname.endsWith('/appointments')) return answer;
      const { appointmentId: _dropped, ...rest } = (await answer.json()) as Record<string, unknown>;
      return new Response(JSON.stringify(rest), { status: answer.status, headers: answer.headers });
    }) as typeof fetch,
  });
  return { ...setup.env, gateway };
}

describe('repair.rescheduleAppointment', () => {
  it("moves the appointment with the work order's etag and the §3 reschedule payload, and answers it as the resident is told of it", async () => {
    const setup = sandboxEnvironment();
    const { reschedule, workOrder, appointedETag, contractorId } = await booked(setup);
    const result = await reschedule('2026-11-26|AM');

    const sent = setup.requests.filter(isReschedule);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.ifMatch).toBe(appointedETag);
    expect(sent[0]?.path).toBe(`/customerselfserve/api/v1/works-orders/${workOrder.id}/appointments`);
    expect(createSchemaValidator().validate('appointment-reschedule.schema.json', sent[0]?.body)).toEqual([]);
    expect(sent[0]?.body).toEqual({
      status: 'RESCHEDULE',
      reasonCode: 'RESCHEDULE_APPOINTMENT',
      remarks: 'Rescheduled by the resident through Customer Self-Service.',
      isPreferred: false,
      jobNumber: workOrder.jobNo,
      appointmentFromDate: '2026-11-26T08:00:00Z',
      appointmentToDate: '2026-11-26T12:00:00Z',
      externalCreateDateTime: '2026-11-23T10:00:00.000Z',
      availabilityType: 'AM',
      isInsideSla: true,
      contractorSiteCode: contractorId,
    });
    expect(result).toEqual({
      outcome: 'rescheduled',
      appointmentId: expect.any(String),
      date: '2026-11-26',
      startTime: '2026-11-26T08:00:00Z',
      endTime: '2026-11-26T12:00:00Z',
      label: 'Thursday 26 November 2026, Morning (8am to 12pm)',
      isInsideSla: true,
      slaReason: null,
    });
    expect(await setup.gateway.getWorkOrder(workOrder.id)).toMatchObject({
      status: 'Appointed',
      appointmentStartDate: '2026-11-26T08:00:00Z',
    });
  });

  it("gives the resident's reason when they move it more than 6 days away", async () => {
    const { reschedule } = await booked(sandboxEnvironment());
    expect(await reschedule('2026-12-01|AM')).toMatchObject({
      outcome: 'rescheduled',
      date: '2026-12-01',
      slaReason: 'resident',
      label: 'Tuesday 1 December 2026, Morning (8am to 12pm)',
    });
  });

  it('answers contractorChanged when the work order changed meanwhile (412), without trying again', async () => {
    const setup = sandboxEnvironment();
    const { reschedule, submittedETag, workOrder } = await booked(setup);
    // The etag from before the booking: the work order has changed since.
    expect(await reschedule('2026-11-26|AM', setup.env, { eTag: submittedETag })).toEqual({
      outcome: 'contractorChanged',
    });
    expect(setup.requests.filter(isReschedule)).toHaveLength(1);
    expect(await setup.gateway.getWorkOrder(workOrder.id)).toMatchObject({
      appointmentStartDate: '2026-11-24T08:00:00Z',
    });
  });

  it('answers noAppointmentId when the gateway confirms the reschedule without an appointment id', async () => {
    const setup = sandboxEnvironment();
    const { reschedule } = await booked(setup);
    expect(await reschedule('2026-11-26|AM', withoutAppointmentId(setup))).toEqual({ outcome: 'noAppointmentId' });
  });

  it('rejects with the gateway error when the reschedule fails with a 500 or a 401 (the error page)', async () => {
    const setup = sandboxEnvironment();
    const { reschedule } = await booked(setup);
    await setup.control('/faults', 'POST', {
      method: 'PATCH',
      path: '/works-orders/:id/appointments',
      kind: 'status',
      status: 500,
      times: 1,
    });
    const error = await reschedule('2026-11-26|AM').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayHttpError);
    expect(error).toMatchObject({ status: 500, title: expect.not.stringMatching('Invalid Response') });

    await setup.control('/faults', 'POST', {
      method: 'PATCH',
      path: '/works-orders/:id/appointments',
      kind: 'status',
      status: 401,
      times: 1,
    });
    await expect(reschedule('2026-11-26|AM')).rejects.toBeInstanceOf(UnauthorisedError);
  });

  it('refuses a slot that is not offered, and other unusable inputs, without calling the gateway', async () => {
    const setup = sandboxEnvironment();
    const { reschedule } = await booked(setup);
    // A Saturday: the contractor works weekday mornings only.
    await expect(reschedule('2026-11-28|AM')).rejects.toBeInstanceOf(EffectInputError);
    await expect(reschedule('2026-11-26|PM')).rejects.toBeInstanceOf(EffectInputError);
    await expect(reschedule('2026-11-26|AM', setup.env, { availabilities: undefined })).rejects.toMatchObject({
      key: 'slot',
    });
    await expect(reschedule('2026-11-26|AM', setup.env, { eTag: '' })).rejects.toMatchObject({ key: 'eTag' });
    await expect(reschedule('2026-11-26|AM', setup.env, { contractorSiteCode: undefined })).rejects.toMatchObject({
      key: 'contractorSiteCode',
    });
    await expect(reschedule('2026-11-26|AM', setup.env, { isPreferences: 'yes' })).rejects.toMatchObject({
      key: 'isPreferences',
    });
    expect(setup.requests.filter(isReschedule)).toEqual([]);
  });
});

// Decision 0026: the appointment already booked is shown as the current one, never offered as a move.
describe('the appointment already booked, when rescheduling', () => {
  it("is the availability's current slot, found from the work order's appointment, and not counted as a choice", async () => {
    const setup = sandboxEnvironment();
    const { workOrder } = await booked(setup);
    const read = await awaitJobNumber({ workOrderId: workOrder.id }, setup.env);
    expect(read.appointment).toEqual({
      start: expect.stringMatching(/^2026-11-24T08:00/),
      end: expect.stringMatching(/^2026-11-24T12:00/),
    });
    const query = { workOrderId: workOrder.id, jobNo: workOrder.jobNo, contractorName: workOrder.contractor?.name };
    const availability = await loadRepairAvailability(
      { ...query, appointmentStart: read.appointment?.start, appointmentEnd: read.appointment?.end },
      setup.env,
    );
    expect(availability.currentSlot).toBe('2026-11-24|AM');
    expect(availability.isEmpty).toBe(false);
    // Booking a new appointment: there is none yet.
    expect((await loadRepairAvailability(query, setup.env)).currentSlot).toBeNull();
  });

  it('is found though his own booking filled it (Not Available)', async () => {
    const setup = sandboxEnvironment();
    const { workOrder, contractorId } = await booked(setup);
    const read = await awaitJobNumber({ workOrderId: workOrder.id }, setup.env);
    await setCapacity(
      setup,
      contractorId,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, band: 'AM' as const, slots: 1 })),
    );
    const availability = await loadRepairAvailability(
      {
        workOrderId: workOrder.id,
        jobNo: workOrder.jobNo,
        contractorName: workOrder.contractor?.name,
        appointmentStart: read.appointment?.start,
        appointmentEnd: read.appointment?.end,
      },
      setup.env,
    );
    const tuesday = availability.availabilities
      .flatMap((entry) => entry.slots)
      .find((slot) => slot.date.startsWith('2026-11-24'));
    expect(tuesday?.capacity).toBe('Not Available');
    expect(availability.currentSlot).toBe('2026-11-24|AM');
  });

  it('is refused as the slot to move to, without calling the gateway', async () => {
    const setup = sandboxEnvironment();
    const { reschedule } = await booked(setup);
    await expect(reschedule('2026-11-24|AM', setup.env, { currentSlot: '2026-11-24|AM' })).rejects.toMatchObject({
      key: 'slot',
    });
    expect(setup.requests.filter(isReschedule)).toEqual([]);
  });
});

describe('repair.loadAvailability with the appointment already booked', () => {
  const answer = (capacity: string) => ({
    isPreferences: false,
    availabilities: [
      {
        availabilityDetails: {
          start: '08:00',
          end: '12:00',
          availabilityTypeLabel: 'Morning (8am to 12pm)',
          availabilityType: 'AM',
        },
        slots: [
          {
            date: '2026-11-24',
            insideSla: true,
            capacity,
            metadata: [
              { key: 'appointmentFromDate', value: '2026-11-24T08:00:00Z' },
              { key: 'appointmentToDate', value: '2026-11-24T12:00:00Z' },
            ],
          },
        ],
      },
    ],
  });
  const environment = (capacity: string) =>
    ({ gateway: { getAppointmentAvailability: async () => answer(capacity) } }) as unknown as EffectEnvironment;
  const input = {
    workOrderId: 'W1',
    jobNo: '1',
    contractorName: 'C',
    appointmentStart: '2026-11-24T08:00:00.000Z',
    appointmentEnd: '2026-11-24T12:00:00.000Z',
  };

  it('has nothing to choose when the only slot offered is the appointment itself', async () => {
    expect(await loadRepairAvailability(input, environment('High'))).toMatchObject({
      currentSlot: '2026-11-24|AM',
      isEmpty: true,
    });
    expect(
      await loadRepairAvailability({ ...input, appointmentStart: null, appointmentEnd: null }, environment('High')),
    ).toMatchObject({ currentSlot: null, isEmpty: false });
  });
});
