import { describe, expect, it } from 'vitest';
import type { CaseActivity } from '../../../schemas/generated/gateway.case-activities';
import { buildPng } from '../../../sandbox/db/seed/png';
import {
  alex,
  CONTRACTOR_IDS,
  createDraft,
  omar,
  patchWorkOrder,
  readWorkOrder,
  seededGateway,
} from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

// Every id a request body carries is checked like an id in a path (issue 12 item 19, decision 0029): it must exist
// (404) and be the caller's (403, worded like the 404), or name the very object the path and token already name
// (422 mismatch). Each refusal changes nothing.

const NOBODY = 'f0000000-0000-4000-8000-00000000dead';
const workOrderCount = (gateway: TestGateway) => gateway.db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get();

describe('originalWorkOrderIdentifier (a recall names the repair it recalls)', () => {
  const create = (gateway: TestGateway, originalWorkOrderIdentifier: string) =>
    gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, originalWorkOrderIdentifier, isRecall: true },
    });

  it("refuses a new repair raised as a recall of another customer's repair (403), creating nothing", async () => {
    const gateway = seededGateway();
    const before = workOrderCount(gateway);
    const res = await create(gateway, omar.workOrderId);
    expect(res.status).toBe(403);
    const body = await readErrorBody(res);
    expect(body.errors).toEqual([{ message: 'You do not have access to this resource.' }]);
    expect(JSON.stringify(body)).not.toContain(omar.workOrderId);
    expect(workOrderCount(gateway)).toBe(before);
  });

  it('refuses a recall of a repair that does not exist (404), creating nothing', async () => {
    const gateway = seededGateway();
    const before = workOrderCount(gateway);
    expect((await create(gateway, NOBODY)).status).toBe(404);
    expect(workOrderCount(gateway)).toBe(before);
  });

  it("takes a recall of the caller's own repair", async () => {
    const gateway = seededGateway();
    const res = await create(gateway, alex.workOrders.recallable);
    expect(res.status).toBe(201);
  });

  it("refuses to point the caller's draft at another customer's repair (403) and leaves the draft as it was", async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    const res = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { originalWorkOrderIdentifier: omar.workOrderId, isRecall: true },
      draft.etag,
    );
    expect(res.status).toBe(403);
    const after = await readWorkOrder(gateway, 'alex-token', draft.id);
    expect(after.etag).toBe(draft.etag);
    expect(after.body.identifiers.originalWorkOrderIdentifier).toBeUndefined();
  });

  it('refuses a draft pointed at a repair that does not exist (404) or at itself (422)', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    expect(
      (await patchWorkOrder(gateway, 'alex-token', draft.id, { originalWorkOrderIdentifier: NOBODY }, draft.etag))
        .status,
    ).toBe(404);
    const self = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { originalWorkOrderIdentifier: draft.id },
      draft.etag,
    );
    expect(self.status).toBe(422);
    expect((await readErrorBody(self)).errors).toEqual([
      expect.objectContaining({ field: '/originalWorkOrderIdentifier', code: 'self-recall' }),
    ]);
    expect((await readWorkOrder(gateway, 'alex-token', draft.id)).etag).toBe(draft.etag);
  });
});

describe('contractorSiteIdentifier of the cancel and reschedule checks', () => {
  const shared = { channel: 'CustomerSelfService', status: 'Appointed' };

  it("refuses a cancel check naming another site than the repair's (422 mismatch); the repair's own site is fine", async () => {
    const gateway = seededGateway();
    const check = (site: string | null) =>
      gateway.call('/wo-cancellation-eligibility', {
        method: 'POST',
        token: 'alex-token',
        body: { ...shared, worksOrderIdentifier: alex.workOrders.appointed, contractorSiteIdentifier: site },
      });
    const other = await check(CONTRACTOR_IDS.aquaflow);
    expect(other.status).toBe(422);
    expect((await readErrorBody(other)).errors).toEqual([
      expect.objectContaining({ field: '/contractorSiteIdentifier', code: 'mismatch' }),
    ]);
    expect((await check(CONTRACTOR_IDS.brightspark)).status).toBe(200);
    expect((await check(null)).status).toBe(200);
  });

  it("refuses a reschedule check naming another site than the repair's (422 mismatch)", async () => {
    const gateway = seededGateway();
    const check = (site: string) =>
      gateway.call(`/works-orders/${alex.workOrders.appointed}/appointments/reschedule-eligibility`, {
        method: 'POST',
        token: 'alex-token',
        body: { ...shared, contractorSiteIdentifier: site },
      });
    expect((await check(CONTRACTOR_IDS.castle)).status).toBe(422);
    expect((await check(CONTRACTOR_IDS.brightspark)).status).toBe(200);
  });
});

describe('identifiers in an upload’s metadata', () => {
  const upload = (extra: { key: string; value: string }[]) => ({
    DocumentType: 'WORKORDER',
    Media: buildPng(8, 8, [10, 200, 10]).toString('base64'),
    Metadata: [{ key: 'content-type', value: 'image/png' }, { key: 'filename', value: 'tap.png' }, ...extra],
  });

  it.each([
    ['customer-identifier', () => omar.customerId],
    ['works-order-identifier', () => omar.workOrderId],
    ['asset-identifier', () => omar.propertyId],
  ])('refuses a %s naming someone else’s (422 mismatch) and stores nothing', async (key, value) => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    const res = await gateway.call(`/works-orders/${draft.id}/documents`, {
      method: 'POST',
      token: 'alex-token',
      body: upload([{ key, value: value() }]),
    });
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors).toEqual([
      expect.objectContaining({ field: '/Metadata/2/value', code: 'mismatch' }),
    ]);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM documents WHERE owner_id = ?').pluck().get(draft.id)).toBe(0);
  });

  it('takes the identifiers when they are the ones the gateway would write', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    const own = [
      { key: 'customer-identifier', value: alex.customerId },
      { key: 'works-order-identifier', value: draft.id },
      { key: 'asset-identifier', value: alex.propertyId },
    ];
    expect(
      (
        await gateway.call(`/works-orders/${draft.id}/documents`, {
          method: 'POST',
          token: 'alex-token',
          body: upload(own),
        })
      ).status,
    ).toBe(201);
  });
});

describe('identifiers in a case activity’s metadata', () => {
  async function bookAppointmentActivity(gateway: TestGateway): Promise<CaseActivity> {
    const list = (await (
      await gateway.call(`/cases/${alex.dampAndMouldCaseId}/activities`, { token: 'alex-token' })
    ).json()) as CaseActivity[];
    return list.find((a) => a.actionIdentifier === 'BookAppointment') as CaseActivity;
  }

  it.each([
    ['worksOrderIdentifier', () => omar.workOrderId],
    ['worksOrderIdentifier', () => alex.workOrders.unappointed],
    ['caseIdentifier', () => omar.caseId],
  ])('refuses metadata %s pointing the activity elsewhere (422 mismatch) and leaves it open', async (key, value) => {
    const gateway = seededGateway();
    const activity = await bookAppointmentActivity(gateway);
    const res = await gateway.call(`/cases/${alex.dampAndMouldCaseId}/activities/${activity.id}`, {
      method: 'PATCH',
      token: 'alex-token',
      headers: { 'If-Match': activity.eTag ?? '' },
      body: {
        caseIdentifier: alex.dampAndMouldCaseId,
        actionIdentifier: 'BookAppointment',
        metadata: [
          { key, value: value() },
          { key: 'status', value: 'complete' },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors).toEqual([
      expect.objectContaining({ field: '/metadata/0/value', code: 'mismatch' }),
    ]);
    const after = await bookAppointmentActivity(gateway);
    expect(after).toEqual(activity);
  });

  it('takes the identifiers the activity already holds', async () => {
    const gateway = seededGateway();
    const activity = await bookAppointmentActivity(gateway);
    const res = await gateway.call(`/cases/${alex.dampAndMouldCaseId}/activities/${activity.id}`, {
      method: 'PATCH',
      token: 'alex-token',
      headers: { 'If-Match': activity.eTag ?? '' },
      body: {
        caseIdentifier: alex.dampAndMouldCaseId,
        actionIdentifier: 'BookAppointment',
        metadata: [
          { key: 'worksOrderIdentifier', value: alex.workOrders.dampAndMould },
          { key: 'caseIdentifier', value: alex.dampAndMouldCaseId },
        ],
      },
    });
    expect(res.status).toBe(200);
  });
});
