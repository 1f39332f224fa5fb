import { describe, expect, it } from 'vitest';
import type { CaseActivity } from '../../../schemas/generated/gateway.case-activities';
import { alex, omar, seededGateway } from '../work-orders/seeded-gateway';
import { readErrorBody, type TestGateway } from './test-gateway';

async function activities(gateway: TestGateway, caseId: string): Promise<CaseActivity[]> {
  return (await (await gateway.call(`/cases/${caseId}/activities`, { token: 'alex-token' })).json()) as CaseActivity[];
}

const completion = (caseId: string, actionIdentifier = 'BookAppointment') => ({
  caseIdentifier: caseId,
  actionIdentifier,
  metadata: [
    { key: 'appointmentDate', value: '2026-11-23T08:00:00Z' },
    { key: 'isWithinSla', value: 'true' },
    { key: 'status', value: 'complete' },
  ],
});

describe('damp and mould case activities', () => {
  it("lists the case's activities, each with its own eTag", async () => {
    const gateway = seededGateway();
    const list = await activities(gateway, alex.dampAndMouldCaseId);
    expect(list.map((a) => [a.actionIdentifier, a.status])).toEqual([
      ['Acknowledge', 'Completed'],
      ['BookAppointment', 'Open'],
      ['ContactCustomer', 'Open'],
    ]);
    expect(list.every((a) => /^"[^"]+"$/.test(a.eTag ?? ''))).toBe(true);
  });

  it('completes the BookAppointment activity with the appointment metadata, once', async () => {
    const gateway = seededGateway();
    const caseId = alex.dampAndMouldCaseId;
    const activity = (await activities(gateway, caseId)).find(
      (a) => a.actionIdentifier === 'BookAppointment',
    ) as CaseActivity;
    const path = `/cases/${caseId}/activities/${activity.id}`;
    expect((await gateway.call(path, { method: 'PATCH', token: 'alex-token', body: completion(caseId) })).status).toBe(
      428,
    );
    const res = await gateway.call(path, {
      method: 'PATCH',
      token: 'alex-token',
      body: completion(caseId),
      headers: { 'If-Match': activity.eTag ?? '' },
    });
    expect(res.status).toBe(200);
    const done = (await res.json()) as CaseActivity;
    expect(done).toMatchObject({ status: 'Completed', completedDate: '2026-11-21T09:00:00Z' });
    expect(done.metadata).toEqual(
      expect.arrayContaining([
        { key: 'worksOrderIdentifier', value: alex.workOrders.dampAndMould },
        { key: 'isWithinSla', value: 'true' },
      ]),
    );
    const again = await gateway.call(path, {
      method: 'PATCH',
      token: 'alex-token',
      body: completion(caseId),
      headers: { 'If-Match': res.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(409);
    const stale = await gateway.call(path, {
      method: 'PATCH',
      token: 'alex-token',
      body: completion(caseId),
      headers: { 'If-Match': activity.eTag ?? '' },
    });
    expect(stale.status).toBe(412);
  });

  it('refuses a body naming another case or action (422) and leaves the activity open', async () => {
    const gateway = seededGateway();
    const caseId = alex.dampAndMouldCaseId;
    const activity = (await activities(gateway, caseId)).find(
      (a) => a.actionIdentifier === 'BookAppointment',
    ) as CaseActivity;
    const res = await gateway.call(`/cases/${caseId}/activities/${activity.id}`, {
      method: 'PATCH',
      token: 'alex-token',
      body: completion(caseId, 'CloseCase'),
      headers: { 'If-Match': activity.eTag ?? '' },
    });
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/actionIdentifier' });
    expect((await activities(gateway, caseId)).find((a) => a.id === activity.id)?.status).toBe('Open');
  });

  it("keeps another customer's case out of reach (403) and changes nothing", async () => {
    const gateway = seededGateway();
    expect((await gateway.call(`/cases/${omar.caseId}/activities`, { token: 'alex-token' })).status).toBe(403);
    const theirActivity = gateway.db
      .prepare('SELECT id, body FROM case_activities WHERE case_id = ? LIMIT 1')
      .get(omar.caseId) as { id: string; body: string };
    const res = await gateway.call(`/cases/${omar.caseId}/activities/${theirActivity.id}`, {
      method: 'PATCH',
      token: 'alex-token',
      body: completion(omar.caseId, 'Acknowledge'),
      headers: { 'If-Match': '"x"' },
    });
    expect(res.status).toBe(403);
    expect(gateway.db.prepare('SELECT body FROM case_activities WHERE id = ?').pluck().get(theirActivity.id)).toBe(
      theirActivity.body,
    );
    // An activity of another case, through one's own case: not there.
    expect(
      (
        await gateway.call(`/cases/${alex.dampAndMouldCaseId}/activities/${theirActivity.id}`, {
          method: 'PATCH',
          token: 'alex-token',
          body: completion(alex.dampAndMouldCaseId),
          headers: { 'If-Match': '"x"' },
        })
      ).status,
    ).toBe(404);
  });
});
