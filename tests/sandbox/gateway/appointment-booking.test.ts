import { describe, expect, it } from 'vitest';
import type { AppointmentAvailability } from '../../../schemas/generated/gateway.appointment-availability';
import {
  alex,
  CONTRACTOR_IDS,
  omar,
  readWorkOrder,
  seededGateway,
  submitNewRepair,
} from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

// The clock starts on Saturday 21 November 2026 at 09:00 UTC.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

async function setCapacity(
  gateway: TestGateway,
  contractorId: string,
  weekly: { weekday: number; band: string; slots: number }[],
): Promise<void> {
  const res = await gateway.app.request(`/__sandbox/contractors/${contractorId}/capacity`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ weekly }),
  });
  expect(res.status).toBe(200);
}

async function availability(
  gateway: TestGateway,
  id: string,
  jobNo: string,
  contractorName = 'Aquaflow Plumbing & Heating',
): Promise<Response> {
  return gateway.call(
    `/works-orders/${id}/appointments/availability?referenceNumber=${jobNo}&contractorName=${encodeURIComponent(contractorName)}`,
    { token: 'alex-token' },
  );
}

const booking = (jobNumber: string, date: string, band: 'AM' | 'PM' | 'ALL' = 'AM') => ({
  isPreferences: false,
  jobNumber,
  diaryCode: `HUB1-REP-${band}`,
  appointmentFromDate: `${date}T${band === 'PM' ? '12' : '08'}:00:00Z`,
  appointmentToDate: `${date}T${band === 'AM' ? '12' : '18'}:00:00Z`,
  availabilityType: band,
  isInsideSla: true,
  reasonCode: 'NEW_APPOINTMENT',
  remarks: '',
  externalCreateDateTime: '2026-11-21T09:00:00Z',
  externalReferenceId: 'portal',
  metadata: [],
});

const book = (gateway: TestGateway, id: string, body: object, headers: Record<string, string> = {}) =>
  gateway.call(`/works-orders/${id}/appointments?contractorName=HUB1-REP`, {
    method: 'POST',
    token: 'alex-token',
    body,
    headers,
  });

async function jobNoOf(gateway: TestGateway, id: string): Promise<string> {
  return (await readWorkOrder(gateway, 'alex-token', id)).body.job.jobNo ?? '';
}

describe('GET /works-orders/{id}/appointments/availability', () => {
  it("generates five weeks of slots from the contractor's diary: bands by weekday, some full, SLA by priority", async () => {
    const gateway = seededGateway();
    const res = await availability(
      gateway,
      alex.workOrders.unappointed,
      await jobNoOf(gateway, alex.workOrders.unappointed),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as AppointmentAvailability;
    expect(body).toMatchObject({ isPreferences: false, statusCode: 200 });
    expect(body.availabilities.map((a) => a.availabilityDetails.availabilityType)).toEqual(['AM', 'PM', 'ALL']);
    const am = body.availabilities[0]?.slots ?? [];
    const pm = body.availabilities[1]?.slots ?? [];
    expect(am[0]?.date).toBe(MONDAY);
    // Saturday mornings only; never Sundays or today.
    expect(am.map((s) => s.date)).toContain('2026-11-28');
    expect(pm.map((s) => s.date)).not.toContain('2026-11-28');
    expect(am.map((s) => s.date)).not.toContain('2026-11-29');
    expect(am.at(-1)?.date).toBe('2026-12-26');
    expect(am.some((s) => s.capacity === 'Not Available')).toBe(true);
    expect(am.some((s) => s.capacity === 'High')).toBe(true);
    // Next Available: 28 days.
    expect(am.filter((s) => !s.insideSla).map((s) => s.date)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(am[0]?.metadata).toContainEqual({ key: 'diaryCode', value: 'HUB1-REP-AM' });
  });

  it('is empty for a contractor with no capacity', async () => {
    const gateway = seededGateway();
    await setCapacity(gateway, CONTRACTOR_IDS.aquaflow, []);
    const res = await availability(
      gateway,
      alex.workOrders.unappointed,
      await jobNoOf(gateway, alex.workOrders.unappointed),
    );
    expect(((await res.json()) as AppointmentAvailability).availabilities).toEqual([]);
    const builder = await submitNewRepair(gateway, { contractor: CONTRACTOR_IDS.castle });
    gateway.clock.advance(6000);
    const castle = await availability(gateway, builder, await jobNoOf(gateway, builder), 'Castle Building Services');
    expect(((await castle.json()) as AppointmentAvailability).availabilities).toEqual([]);
  });

  it('needs both parameters, the job number and the contractor of this repair, and a repair that can be booked', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    expect((await gateway.call(`/works-orders/${id}/appointments/availability`, { token: 'alex-token' })).status).toBe(
      400,
    );
    expect((await availability(gateway, id, '99999999')).status).toBe(422);
    expect((await availability(gateway, id, await jobNoOf(gateway, id), 'Brightspark Electrical')).status).toBe(422);
    const completed = await availability(
      gateway,
      alex.workOrders.recallable,
      await jobNoOf(gateway, alex.workOrders.recallable),
    );
    expect(completed.status).toBe(409);
    expect((await readErrorBody(completed)).errors[0]?.code).toBe('not-schedulable');
    expect(
      (
        await gateway.call(
          `/works-orders/${omar.workOrderId}/appointments/availability?referenceNumber=1&contractorName=x`,
          { token: 'alex-token' },
        )
      ).status,
    ).toBe(403);
  });

  it('says there is no job number yet for a repair just submitted', async () => {
    const gateway = seededGateway();
    const id = await submitNewRepair(gateway);
    const res = await availability(gateway, id, 'x');
    expect(res.status).toBe(409);
    expect((await readErrorBody(res)).errors[0]?.code).toBe('no-job-number');
  });
});

describe('POST /works-orders/{id}/appointments (book)', () => {
  it('books a slot: the repair becomes Appointed with its dates, history APCREATE01, and a second booking is refused', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    const jobNo = await jobNoOf(gateway, id);
    const res = await book(gateway, id, booking(jobNo, MONDAY, 'PM'), { 'X-Operation-Key': 'book-1' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      appointmentId: expect.any(String),
      appointmentFromDate: `${MONDAY}T12:00:00Z`,
      availabilityType: 'PM',
      isInsideSla: true,
    });
    const read = await readWorkOrder(gateway, 'alex-token', id);
    expect(res.headers.get('ETag')).toBe(read.etag);
    expect(read.body).toMatchObject({
      statuses: { status: 'Appointed' },
      appointments: { appointmentStartDate: `${MONDAY}T12:00:00Z`, appointmentEndDate: `${MONDAY}T18:00:00Z` },
    });
    const history = (await (
      await gateway.call(`/works-orders/${id}/historyItems`, { token: 'alex-token' })
    ).json()) as { identifier: string; appointmentStartDatetime?: string }[];
    expect(history.at(-1)).toMatchObject({ identifier: 'APCREATE01', appointmentStartDatetime: `${MONDAY}T12:00:00Z` });
    const replay = await book(gateway, id, booking(jobNo, MONDAY, 'PM'), { 'X-Operation-Key': 'book-1' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const second = await book(gateway, id, booking(jobNo, TUESDAY, 'PM'));
    expect(second.status).toBe(409);
    expect(
      gateway.db
        .prepare("SELECT COUNT(*) FROM appointments WHERE work_order_id = ? AND status = 'Booked'")
        .pluck()
        .get(id),
    ).toBe(1);
  });

  it('gives the last place of a slot to exactly one of two simultaneous bookings; the other gets 409 slot-unavailable', async () => {
    const gateway = seededGateway();
    await setCapacity(gateway, CONTRACTOR_IDS.aquaflow, [{ weekday: 1, band: 'AM', slots: 1 }]);
    const first = alex.workOrders.unappointed;
    const other = alex.workOrders.dampAndMould;
    const [a, b] = await Promise.all([
      book(gateway, first, booking(await jobNoOf(gateway, first), MONDAY)),
      book(gateway, other, booking(await jobNoOf(gateway, other), MONDAY)),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 409]);
    const refused = a?.status === 409 ? a : b;
    expect((await readErrorBody(refused as Response)).errors[0]?.code).toBe('slot-unavailable');
    expect(
      gateway.db
        .prepare("SELECT COUNT(*) FROM appointments WHERE slot_date = ? AND status = 'Booked'")
        .pluck()
        .get(MONDAY),
    ).toBe(1);
    const after = (await (
      await availability(gateway, other, await jobNoOf(gateway, other))
    ).json()) as AppointmentAvailability;
    expect(after.availabilities[0]?.slots.find((s) => s.date === MONDAY)?.capacity).toBe('Not Available');
  });

  it('refuses a window that is not a band, a wrong diary, the wrong job number and a stale If-Match', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    const jobNo = await jobNoOf(gateway, id);
    const odd = await book(gateway, id, { ...booking(jobNo, MONDAY), appointmentToDate: `${MONDAY}T10:00:00Z` });
    expect((await readErrorBody(odd)).errors[0]?.code).toBe('not-a-slot');
    const sunday = await book(gateway, id, booking(jobNo, '2026-11-29'));
    expect(sunday.status).toBe(422);
    expect((await book(gateway, id, { ...booking(jobNo, MONDAY), diaryCode: 'HUB9-AM' })).status).toBe(422);
    expect((await book(gateway, id, booking('12345678', MONDAY))).status).toBe(422);
    expect((await book(gateway, id, booking(jobNo, MONDAY), { 'If-Match': '"stale"' })).status).toBe(412);
    expect((await readWorkOrder(gateway, 'alex-token', id)).body.statuses.status).toBe('Unappointed');
  });
});

describe('PATCH /works-orders/{id}/appointments (reschedule)', () => {
  const reschedule = (jobNumber: string, date: string) => ({
    status: 'RESCHEDULE',
    reasonCode: 'RESCHEDULE_APPOINTMENT',
    remarks: '',
    isPreferred: false,
    jobNumber,
    appointmentFromDate: `${date}T08:00:00Z`,
    appointmentToDate: `${date}T12:00:00Z`,
    externalCreateDateTime: '2026-11-21T09:00:00Z',
    availabilityType: 'AM',
    isInsideSla: true,
    contractorSiteCode: CONTRACTOR_IDS.aquaflow,
  });

  it('moves the appointment with If-Match, frees the old place and records AUPDATE01 then APCREATE01', async () => {
    const gateway = seededGateway();
    await setCapacity(gateway, CONTRACTOR_IDS.aquaflow, [
      { weekday: 1, band: 'AM', slots: 1 },
      { weekday: 2, band: 'AM', slots: 1 },
    ]);
    const id = alex.workOrders.unappointed;
    const jobNo = await jobNoOf(gateway, id);
    expect((await book(gateway, id, booking(jobNo, MONDAY))).status).toBe(201);
    const read = await readWorkOrder(gateway, 'alex-token', id);
    const path = `/works-orders/${id}/appointments`;
    expect(
      (await gateway.call(path, { method: 'PATCH', token: 'alex-token', body: reschedule(jobNo, TUESDAY) })).status,
    ).toBe(428);
    expect(
      (
        await gateway.call(path, {
          method: 'PATCH',
          token: 'alex-token',
          body: reschedule(jobNo, TUESDAY),
          headers: { 'If-Match': '"old"' },
        })
      ).status,
    ).toBe(412);
    const moved = await gateway.call(path, {
      method: 'PATCH',
      token: 'alex-token',
      body: reschedule(jobNo, TUESDAY),
      headers: { 'If-Match': read.etag },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      appointmentId: expect.any(String),
      appointmentFromDate: `${TUESDAY}T08:00:00Z`,
    });
    const history = (await (
      await gateway.call(`/works-orders/${id}/historyItems`, { token: 'alex-token' })
    ).json()) as { identifier: string; appointmentStartDatetime?: string }[];
    expect(history.map((h) => h.identifier)).toEqual(['Unappointed', 'APCREATE01', 'AUPDATE01', 'APCREATE01']);
    expect(history[2]?.appointmentStartDatetime).toBe(`${MONDAY}T08:00:00Z`);
    const other = alex.workOrders.dampAndMould;
    expect((await book(gateway, other, booking(await jobNoOf(gateway, other), MONDAY))).status).toBe(201);
    // After the move the work order changed: the ETag read before it no longer matches.
    expect(
      (
        await gateway.call(path, {
          method: 'PATCH',
          token: 'alex-token',
          body: reschedule(jobNo, MONDAY),
          headers: { 'If-Match': read.etag },
        })
      ).status,
    ).toBe(412);
  });

  it('refuses a repair without an appointment', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    const read = await readWorkOrder(gateway, 'alex-token', id);
    const res = await gateway.call(`/works-orders/${id}/appointments`, {
      method: 'PATCH',
      token: 'alex-token',
      body: reschedule(read.body.job.jobNo ?? '', TUESDAY),
      headers: { 'If-Match': read.etag },
    });
    expect(res.status).toBe(409);
  });

  it('cancelling the repair gives its place back', async () => {
    const gateway = seededGateway();
    await setCapacity(gateway, CONTRACTOR_IDS.aquaflow, [{ weekday: 1, band: 'AM', slots: 1 }]);
    const id = alex.workOrders.unappointed;
    const booked = await book(gateway, id, booking(await jobNoOf(gateway, id), MONDAY));
    await gateway.call(`/works-orders/${id}`, {
      method: 'DELETE',
      token: 'alex-token',
      headers: { 'If-Match': booked.headers.get('ETag') ?? '' },
    });
    const other = alex.workOrders.dampAndMould;
    expect((await book(gateway, other, booking(await jobNoOf(gateway, other), MONDAY))).status).toBe(201);
  });
});
