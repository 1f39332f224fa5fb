import { describe, expect, it } from 'vitest';
import { contractErrors } from './repair-seeded-world';
import {
  alex,
  CONTRACTOR_IDS,
  createDraft,
  patchWorkOrder,
  READY_TO_SUBMIT,
  readWorkOrder,
  seededGateway,
} from '../work-orders/seeded-gateway';
import type { TestGateway } from './test-gateway';

type HistoryItem = {
  id: string;
  identifier: string;
  subType: string;
  createDateTime: string;
  appointmentStartDatetime?: string;
  appointmentEndDatetime?: string;
};

const MINUTE = 60_000;
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

async function history(gateway: TestGateway, id: string): Promise<HistoryItem[]> {
  const res = await gateway.call(`/works-orders/${id}/historyItems`, { token: 'alex-token' });
  expect(res.status).toBe(200);
  const items = (await res.json()) as HistoryItem[];
  expect(contractErrors('work-order-history.schema.json', items)).toEqual([]);
  return items;
}

const stamp = (gateway: TestGateway) => `${gateway.clock.now().toISOString().slice(0, 19)}Z`;

const slot = (date: string) => ({
  appointmentFromDate: `${date}T08:00:00Z`,
  appointmentToDate: `${date}T12:00:00Z`,
  availabilityType: 'AM',
});

describe("a repair's history follows its life (GET /works-orders/{id}/historyItems)", () => {
  it('create (none: a draft shows Draft), submit, book, reschedule, cancel: each entry stamped when it happened', async () => {
    const gateway = seededGateway();
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

    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId, ...READY_TO_SUBMIT });
    expect(await history(gateway, draft.id)).toEqual([]);

    gateway.clock.advance(2 * MINUTE);
    const submittedAt = stamp(gateway);
    expect((await patchWorkOrder(gateway, 'alex-token', draft.id, { isSubmitted: true }, draft.etag)).status).toBe(200);
    expect(await history(gateway, draft.id)).toEqual([
      { id: expect.any(String), identifier: 'Unappointed', subType: 'WorkOrder', createDateTime: submittedAt },
      // Day 0 of the statutory clocks, at the same server time (decision 0059).
      { id: expect.any(String), identifier: 'HAZAWARE01', subType: 'WorkOrder', createDateTime: submittedAt },
    ]);

    gateway.clock.advance(MINUTE);
    const bookedAt = stamp(gateway);
    const jobNumber = (await readWorkOrder(gateway, 'alex-token', draft.id)).body.job.jobNo ?? '';
    const booked = await gateway.call(`/works-orders/${draft.id}/appointments?contractorName=HUB1-REP`, {
      method: 'POST',
      token: 'alex-token',
      body: {
        isPreferences: false,
        jobNumber,
        diaryCode: 'HUB1-REP-AM',
        ...slot(MONDAY),
        isInsideSla: true,
        reasonCode: 'NEW_APPOINTMENT',
      },
    });
    expect(booked.status).toBe(201);
    expect((await history(gateway, draft.id)).at(-1)).toEqual({
      id: expect.any(String),
      identifier: 'APCREATE01',
      subType: 'Appointment',
      createDateTime: bookedAt,
      appointmentStartDatetime: `${MONDAY}T08:00:00Z`,
      appointmentEndDatetime: `${MONDAY}T12:00:00Z`,
    });

    gateway.clock.advance(MINUTE);
    const movedAt = stamp(gateway);
    const moved = await gateway.call(`/works-orders/${draft.id}/appointments`, {
      method: 'PATCH',
      token: 'alex-token',
      headers: { 'If-Match': booked.headers.get('ETag') ?? '' },
      body: {
        status: 'RESCHEDULE',
        reasonCode: 'RESCHEDULE_APPOINTMENT',
        jobNumber,
        ...slot(TUESDAY),
        contractorSiteCode: CONTRACTOR_IDS.aquaflow,
      },
    });
    expect(moved.status).toBe(200);
    const afterMove = await history(gateway, draft.id);
    expect(afterMove.slice(-2)).toEqual([
      {
        id: expect.any(String),
        identifier: 'AUPDATE01',
        subType: 'Appointment',
        createDateTime: movedAt,
        appointmentStartDatetime: `${MONDAY}T08:00:00Z`,
        appointmentEndDatetime: `${MONDAY}T12:00:00Z`,
      },
      {
        id: expect.any(String),
        identifier: 'APCREATE01',
        subType: 'Appointment',
        createDateTime: movedAt,
        appointmentStartDatetime: `${TUESDAY}T08:00:00Z`,
        appointmentEndDatetime: `${TUESDAY}T12:00:00Z`,
      },
    ]);

    gateway.clock.advance(MINUTE);
    const cancelledAt = stamp(gateway);
    const cancelled = await gateway.call(`/works-orders/${draft.id}`, {
      method: 'DELETE',
      token: 'alex-token',
      headers: { 'If-Match': moved.headers.get('ETag') ?? '' },
    });
    expect(cancelled.status).toBe(200);
    const entries = await history(gateway, draft.id);
    expect(entries.map((h) => h.identifier)).toEqual([
      'Unappointed',
      'HAZAWARE01',
      'APCREATE01',
      'AUPDATE01',
      'APCREATE01',
      'AUPDATE02',
      'Cancelled',
    ]);
    expect(entries.slice(-2)).toEqual([
      {
        id: expect.any(String),
        identifier: 'AUPDATE02',
        subType: 'Appointment',
        createDateTime: cancelledAt,
        appointmentStartDatetime: `${TUESDAY}T08:00:00Z`,
        appointmentEndDatetime: `${TUESDAY}T12:00:00Z`,
      },
      { id: expect.any(String), identifier: 'Cancelled', subType: 'WorkOrder', createDateTime: cancelledAt },
    ]);
    expect(new Set(entries.map((h) => h.id)).size).toBe(entries.length);
  });

  it('cancelling a repair without an appointment records only Cancelled; leaving a draft records Cancelled too', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    const read = await readWorkOrder(gateway, 'alex-token', id);
    expect(
      (
        await gateway.call(`/works-orders/${id}`, {
          method: 'DELETE',
          token: 'alex-token',
          headers: { 'If-Match': read.etag },
        })
      ).status,
    ).toBe(200);
    expect((await history(gateway, id)).map((h) => h.identifier)).toEqual(['Unappointed', 'Cancelled']);
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    expect(
      (
        await gateway.call(`/works-orders/${draft.id}`, {
          method: 'DELETE',
          token: 'alex-token',
          headers: { 'If-Match': draft.etag },
        })
      ).status,
    ).toBe(200);
    expect((await history(gateway, draft.id)).map((h) => h.identifier)).toEqual(['Cancelled']);
  });

  it('a seeded appointed repair cancelled online records the appointment cancelled with its seeded times', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.appointed;
    const read = await readWorkOrder(gateway, 'alex-token', id);
    expect(
      (
        await gateway.call(`/works-orders/${id}`, {
          method: 'DELETE',
          token: 'alex-token',
          headers: { 'If-Match': read.etag },
        })
      ).status,
    ).toBe(200);
    const entries = await history(gateway, id);
    expect(entries.map((h) => h.identifier)).toEqual(['Unappointed', 'APCREATE01', 'AUPDATE02', 'Cancelled']);
    expect(entries[2]).toMatchObject({
      appointmentStartDatetime: read.body.appointments?.appointmentStartDate,
      appointmentEndDatetime: read.body.appointments?.appointmentEndDate,
    });
  });

  it('a repair for the emergency agent starts with Reported to EMA', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', {
      assetIdentifier: alex.propertyId,
      ...READY_TO_SUBMIT,
      contractor: CONTRACTOR_IDS.rapidResponse,
    });
    await patchWorkOrder(gateway, 'alex-token', draft.id, { isSubmitted: true }, draft.etag);
    expect(await history(gateway, draft.id)).toEqual([
      {
        id: expect.any(String),
        identifier: 'Reported to EMA',
        subType: 'Status',
        createDateTime: '2026-11-21T09:00:00Z',
      },
      {
        id: expect.any(String),
        identifier: 'HAZAWARE01',
        subType: 'WorkOrder',
        createDateTime: '2026-11-21T09:00:00Z',
      },
    ]);
  });
});
