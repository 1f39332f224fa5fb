import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../schemas/generated/gateway.work-order';
import { alex, bea, CONTRACTOR_IDS, createDraft, readWorkOrder, seededGateway } from '../work-orders/seeded-gateway';
import { createTestGateway, readErrorBody, type TestGateway } from './test-gateway';

type HistoryItem = {
  identifier: string;
  subType: string;
  createDateTime: string;
  appointmentStartDatetime?: string;
  appointmentEndDatetime?: string;
};

const NOW = '2026-11-21T09:00:00Z';
const MONDAY = '2026-11-23';

const playEvent = (gateway: TestGateway, id: string, body: unknown) =>
  gateway.app.request(`/__sandbox/work-orders/${id}/state`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function history(gateway: TestGateway, id: string, token = 'alex-token'): Promise<HistoryItem[]> {
  return (await (await gateway.call(`/works-orders/${id}/historyItems`, { token })).json()) as HistoryItem[];
}

async function moved(gateway: TestGateway, id: string, event: string): Promise<WorkOrder> {
  const res = await playEvent(gateway, id, { event });
  expect(res.status).toBe(200);
  const body = (await res.json()) as WorkOrder;
  expect(res.headers.get('ETag')).toBe(body.eTag);
  return body;
}

/** Books Alex's unappointed repair on Monday morning (one place that day, so the tests can count it). */
async function bookMonday(gateway: TestGateway, date = MONDAY): Promise<Response> {
  await gateway.app.request(`/__sandbox/contractors/${CONTRACTOR_IDS.aquaflow}/capacity`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      weekly: [
        { weekday: 1, band: 'AM', slots: 1 },
        { weekday: 2, band: 'AM', slots: 1 },
      ],
    }),
  });
  const id = alex.workOrders.unappointed;
  const jobNo = (await readWorkOrder(gateway, 'alex-token', id)).body.job.jobNo ?? '';
  return gateway.call(`/works-orders/${id}/appointments?contractorName=HUB1-REP`, {
    method: 'POST',
    token: 'alex-token',
    body: {
      isPreferences: false,
      jobNumber: jobNo,
      diaryCode: 'HUB1-REP-AM',
      appointmentFromDate: `${date}T08:00:00Z`,
      appointmentToDate: `${date}T12:00:00Z`,
      availabilityType: 'AM',
      isInsideSla: true,
      reasonCode: 'NEW_APPOINTMENT',
    },
  });
}

describe('POST /__sandbox/work-orders/{id}/state (contractor events)', () => {
  it('in progress: the contractor is on the way (ENGOS01); cancelling and rescheduling are then by phone', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.appointed;
    const before = (await readWorkOrder(gateway, 'alex-token', id)).body.appointments;
    const body = await moved(gateway, id, 'in-progress');
    expect(body.statuses.status).toBe('In Progress');
    expect(body.appointments).toEqual(before);
    expect((await history(gateway, id)).at(-1)).toEqual({
      id: expect.any(String),
      identifier: 'ENGOS01',
      subType: 'WorkOrder',
      createDateTime: NOW,
    });
    const check = await gateway.call('/wo-cancellation-eligibility', {
      method: 'POST',
      token: 'alex-token',
      body: { worksOrderIdentifier: id, channel: 'CustomerSelfService', status: 'Appointed' },
    });
    expect(await check.json()).toEqual({ isEligible: true, errorCode: 'SSR073' });
  });

  it('no access to a booked visit: NOACCESS with its times, the repair awaits an appointment and can be booked again', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    expect((await bookMonday(gateway)).status).toBe(201);
    gateway.clock.advance(2 * 86_400_000);
    const body = await moved(gateway, id, 'no-access');
    expect(body.statuses.status).toBe('Unappointed');
    expect(body.appointments?.appointmentStartDate).toBeUndefined();
    expect(body.appointments?.lastAppointmentCreatedDate).toBe(NOW);
    expect((await history(gateway, id)).at(-1)).toMatchObject({
      identifier: 'NOACCESS',
      subType: 'Appointment',
      createDateTime: '2026-11-23T09:00:00Z',
      appointmentStartDatetime: `${MONDAY}T08:00:00Z`,
      appointmentEndDatetime: `${MONDAY}T12:00:00Z`,
    });
    expect(gateway.db.prepare('SELECT status FROM appointments WHERE work_order_id = ?').pluck().all(id)).toEqual([
      'NoAccess',
    ]);
    expect((await bookMonday(gateway, '2026-11-24')).status).toBe(201);
    expect((await readWorkOrder(gateway, 'alex-token', id)).body.statuses.status).toBe('Appointed');
  });

  it('no access without a booked visit (an emergency attendance) is NOACC01', async () => {
    const gateway = seededGateway();
    const id = bea.workOrders.emergency;
    await moved(gateway, id, 'in-progress');
    await moved(gateway, id, 'no-access');
    const entries = await history(gateway, id, 'bea-token');
    expect(entries.map((h) => h.identifier)).toEqual(['Unappointed', 'ENGOS01', 'NOACC01']);
    expect(entries.at(-1)).not.toHaveProperty('appointmentStartDatetime');
  });

  it.each([
    ['could-not-complete', 'ENGOS03'],
    ['parts-needed', 'ENGOS05'],
    ['further-visit-needed', 'ENGOS06'],
    ['another-trade-needed', 'ENGOS07'],
  ])('%s records %s and the repair awaits a new appointment', async (event, identifier) => {
    const gateway = seededGateway();
    const id = alex.workOrders.appointed;
    await moved(gateway, id, 'in-progress');
    const body = await moved(gateway, id, event);
    expect(body.statuses.status).toBe('Unappointed');
    expect(body.appointments?.appointmentStartDate).toBeUndefined();
    expect((await history(gateway, id)).map((h) => h.identifier).slice(-2)).toEqual(['ENGOS01', identifier]);
  });

  it('the contractor cancels the appointment: AUPDATE03 with the cancelled times, and its place is free again', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    expect((await bookMonday(gateway)).status).toBe(201);
    const body = await moved(gateway, id, 'contractor-cancelled');
    expect(body.statuses.status).toBe('Unappointed');
    expect((await history(gateway, id)).at(-1)).toMatchObject({
      identifier: 'AUPDATE03',
      subType: 'Appointment',
      appointmentStartDatetime: `${MONDAY}T08:00:00Z`,
    });
    expect(gateway.db.prepare("SELECT COUNT(*) FROM appointments WHERE status = 'Booked'").pluck().get()).toBe(0);
  });

  it('completed: status Completed with the completed date now; the repair can no longer be cancelled or moved', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.inProgress;
    gateway.clock.advance(3_600_000);
    const body = await moved(gateway, id, 'completed');
    expect(body.statuses.status).toBe('Completed');
    expect(body.completedDate).toBe('2026-11-21T10:00:00Z');
    expect((await history(gateway, id)).at(-1)).toMatchObject({
      identifier: 'Completed',
      subType: 'WorkOrder',
      createDateTime: '2026-11-21T10:00:00Z',
    });
    const check = await gateway.call('/wo-cancellation-eligibility', {
      method: 'POST',
      token: 'alex-token',
      body: { worksOrderIdentifier: id, channel: 'CustomerSelfService', status: 'Completed' },
    });
    expect(await check.json()).toEqual({ isEligible: false, errorCode: 'SSR073' });
    const again = await playEvent(gateway, id, { event: 'in-progress' });
    expect(again.status).toBe(409);
  });

  it('refuses an event the repair cannot take (409 not-allowed) and changes nothing', async () => {
    const gateway = seededGateway();
    const refused = async (id: string, event: string) => {
      const before = gateway.db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(id);
      const historyBefore = gateway.db
        .prepare('SELECT COUNT(*) FROM work_order_history WHERE work_order_id = ?')
        .pluck()
        .get(id);
      const res = await playEvent(gateway, id, { event });
      expect(res.status).toBe(409);
      expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/event', code: 'not-allowed' });
      expect(gateway.db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(id)).toBe(before);
      expect(
        gateway.db.prepare('SELECT COUNT(*) FROM work_order_history WHERE work_order_id = ?').pluck().get(id),
      ).toBe(historyBefore);
    };
    await refused(alex.workOrders.draft, 'in-progress');
    await refused(alex.workOrders.recallable, 'completed');
    await refused(alex.workOrders.cancelled, 'no-access');
    await refused(alex.workOrders.unappointed, 'no-access');
    await refused(alex.workOrders.unappointed, 'parts-needed');
    await refused(alex.workOrders.unappointed, 'contractor-cancelled');
    await refused(alex.workOrders.inProgress, 'in-progress');
    await refused(alex.workOrders.inProgress, 'contractor-cancelled');
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    await refused(draft.id, 'completed');
  });

  it('validates the body and answers 404 for an unknown repair', async () => {
    const gateway = seededGateway();
    expect((await playEvent(gateway, alex.workOrders.appointed, { event: 'exploded' })).status).toBe(400);
    expect((await playEvent(gateway, alex.workOrders.appointed, { event: 'completed', at: NOW })).status).toBe(400);
    expect((await playEvent(gateway, alex.workOrders.appointed, {})).status).toBe(400);
    expect((await playEvent(gateway, 'f0000000-0000-4000-8000-00000000ffff', { event: 'completed' })).status).toBe(404);
  });

  it('does not exist outside test mode', async () => {
    const gateway = createTestGateway({ testMode: false });
    expect((await playEvent(gateway, 'x', { event: 'completed' })).status).toBe(404);
  });
});
