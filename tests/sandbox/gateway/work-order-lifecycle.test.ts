import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import {
  alex,
  CONTRACTOR_IDS,
  createDraft,
  omar,
  patchWorkOrder,
  READY_TO_SUBMIT,
  readWorkOrder,
  seededGateway,
  submitNewRepair,
} from '../work-orders/seeded-gateway';
import { readErrorBody } from './test-gateway';

const HOUR = 3_600_000;

describe('POST /works-orders (create a draft)', () => {
  it('creates a draft In Diagnosis with the channel of X-Channel, reporting method 4 and raised now; the id is the fifth segment of Location', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', {
      assetIdentifier: alex.propertyId,
      repairLocation: 'Kitchen',
      description: '',
    });
    expect(draft.status).toBe(201);
    expect(draft.location).toBe(`${API_PREFIX}/works-orders/${draft.id}`);
    expect(draft.etag).toMatch(/^"[^"]+"$/);
    expect(draft.body.eTag).toBe(draft.etag);
    expect(draft.body).toMatchObject({
      identifiers: {
        worksOrderIdentifier: draft.id,
        customerIdentifier: alex.customerId,
        assetIdentifier: alex.propertyId,
        premisesId: alex.propertyId,
      },
      statuses: { status: 'In Diagnosis', isDraft: true, isSubmitted: false },
      job: { repairLocation: 'Kitchen', reportingMethodId: 4, documents: { documentIdentifiers: [] } },
      asset: {
        id: alex.propertyId,
        type: { assetTypeName: 'Property', assetTypeId: 2 },
        address: { formattedAddress: 'Flat 12, Beacon House, Bankside Way, London SE1 9RB' },
      },
      customer: { name: { givenName: 'Alex', surname: 'Morgan' } },
      channel: 'CustomerSelfService',
      raisedDate: '2026-11-21T09:00:00Z',
    });
    expect(draft.body.job.jobNo).toBeUndefined();
  });

  it('raises a communal repair from the customer property and takes the channel header', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(
      gateway,
      'alex-token',
      { assetIdentifier: alex.blockId },
      { 'X-Channel': 'ColleagueSelfService' },
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      identifiers: { premisesId: alex.propertyId, assetIdentifier: alex.blockId },
      asset: { type: { assetTypeName: 'Block' } },
      channel: 'ColleagueSelfService',
    });
    const unknownChannel = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId },
      headers: { 'X-Channel': 'Fax' },
    });
    expect(unknownChannel.status).toBe(400);
  });

  it('makes one draft for a retried create with the same operation key', async () => {
    const gateway = seededGateway();
    const body = { assetIdentifier: alex.propertyId, repairLocation: 'Kitchen' };
    const first = await createDraft(gateway, 'alex-token', body, { 'X-Operation-Key': 'draft-1' });
    const again = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body,
      headers: { 'X-Operation-Key': 'draft-1' },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('Location')).toBe(first.location);
    expect(
      gateway.db.prepare('SELECT COUNT(*) FROM work_orders WHERE customer_id = ?').pluck().get(alex.customerId),
    ).toBe(32);
  });

  it("refuses another customer's asset (403) and unknown fields (400), creating nothing", async () => {
    const gateway = seededGateway();
    const before = gateway.db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get();
    expect(
      (
        await gateway.call('/works-orders', {
          method: 'POST',
          token: 'alex-token',
          body: { assetIdentifier: omar.propertyId },
        })
      ).status,
    ).toBe(403);
    const extra = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, status: 'Completed' },
    });
    expect(extra.status).toBe(400);
    expect((await readErrorBody(extra)).errors[0]).toMatchObject({ field: '/status', code: 'additionalProperties' });
    const script = await gateway.call('/works-orders', {
      method: 'POST',
      token: 'alex-token',
      body: { assetIdentifier: alex.propertyId, description: '<script>alert(1)</script>' },
    });
    expect(script.status).toBe(400);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get()).toBe(before);
  });
});

describe('GET /works-orders/{id}', () => {
  it('answers a seeded repair with jobNo, area, a strong ETag equal to the body eTag', async () => {
    const gateway = seededGateway();
    const read = await readWorkOrder(gateway, 'alex-token', alex.workOrders.dampAndMould);
    expect(read.status).toBe(200);
    expect(read.body.eTag).toBe(read.etag);
    expect(read.body).toMatchObject({
      job: { jobNo: expect.stringMatching(/^610000\d\d$/), sorCode: 'PROMOULD' },
      asset: { type: { assetTypeName: 'Property' } },
      identifiers: { caseIdentifier: alex.dampAndMouldCaseId },
    });
  });

  it("answers another customer's repair with 403 that says nothing about it", async () => {
    const gateway = seededGateway();
    const res = await gateway.call(`/works-orders/${omar.workOrderId}`, { token: 'alex-token' });
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).not.toContain('Bath leaks');
    expect(
      (await gateway.call('/works-orders/f0000000-0000-4000-8000-00000000ffff', { token: 'alex-token' })).status,
    ).toBe(404);
  });
});

describe('PATCH /works-orders/{id}', () => {
  it('needs If-Match (428), refuses a stale one (412) and changes nothing; a current one saves and gives a new ETag', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    expect((await patchWorkOrder(gateway, 'alex-token', draft.id, { trade: 'Plumbing' }, null)).status).toBe(428);
    const saved = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { trade: 'Plumbing', isVandalism: true, crimeReferenceNumber: 'CAD 123/24' },
      draft.etag,
    );
    expect(saved.status).toBe(200);
    const newEtag = saved.headers.get('ETag');
    expect(newEtag).not.toBe(draft.etag);
    expect(((await saved.json()) as { job: object }).job).toMatchObject({
      trade: 'Plumbing',
      crimeReferenceNumber: 'CAD 123/24',
    });
    const stale = await patchWorkOrder(gateway, 'alex-token', draft.id, { trade: 'Electrics' }, draft.etag);
    expect(stale.status).toBe(412);
    expect((await readWorkOrder(gateway, 'alex-token', draft.id)).body.job.trade).toBe('Plumbing');
  });

  it('blanks the crime reference when it is empty or No, or the repair is not vandalism; refuses a malformed one', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', {
      assetIdentifier: alex.propertyId,
      isVandalism: true,
      crimeReferenceNumber: 'CAD 123/24',
    });
    const no = await patchWorkOrder(gateway, 'alex-token', draft.id, { crimeReferenceNumber: 'No' }, draft.etag);
    expect(((await no.json()) as { job: { crimeReferenceNumber: string } }).job.crimeReferenceNumber).toBe('');
    const again = await readWorkOrder(gateway, 'alex-token', draft.id);
    const set = await patchWorkOrder(gateway, 'alex-token', draft.id, { crimeReferenceNumber: 'AB1' }, again.etag);
    const notVandalism = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { isVandalism: false },
      set.headers.get('ETag'),
    );
    expect(((await notVandalism.json()) as { job: { crimeReferenceNumber: string } }).job.crimeReferenceNumber).toBe(
      '',
    );
    const latest = await readWorkOrder(gateway, 'alex-token', draft.id);
    const short = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { isVandalism: true, crimeReferenceNumber: 'AB' },
      latest.etag,
    );
    expect(short.status).toBe(400);
    expect((await readErrorBody(short)).errors[0]).toMatchObject({
      field: '/crimeReferenceNumber',
      code: 'minimum_length',
    });
    const odd = await patchWorkOrder(
      gateway,
      'alex-token',
      draft.id,
      { isVandalism: true, crimeReferenceNumber: 'AB!12' },
      latest.etag,
    );
    expect((await readErrorBody(odd)).errors[0]).toMatchObject({ code: 'invalid_characters' });
  });

  it("refuses another customer's repair with 403 and leaves it as it was", async () => {
    const gateway = seededGateway();
    const before = gateway.db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(omar.workOrderId);
    const res = await patchWorkOrder(gateway, 'alex-token', omar.workOrderId, { trade: 'Hacked' }, '"anything"');
    expect(res.status).toBe(403);
    expect(gateway.db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(omar.workOrderId)).toBe(before);
  });

  it('keeps a submitted repair as it is except its media and assessment', async () => {
    const gateway = seededGateway();
    const id = await submitNewRepair(gateway);
    const read = await readWorkOrder(gateway, 'alex-token', id);
    const res = await patchWorkOrder(gateway, 'alex-token', id, { description: 'Changed afterwards' }, read.etag);
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/description', code: 'submitted' });
  });
});

describe('draft expiry', () => {
  it('keeps a draft 48 hours after its last change, then it is gone from reads and search', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', {
      assetIdentifier: alex.propertyId,
      description: 'Tap drips',
    });
    gateway.clock.advance(47 * HOUR);
    const saved = await patchWorkOrder(gateway, 'alex-token', draft.id, { trade: 'Plumbing' }, draft.etag);
    expect(saved.status).toBe(200);
    gateway.clock.advance(47 * HOUR);
    expect((await readWorkOrder(gateway, 'alex-token', draft.id)).status).toBe(200);
    gateway.clock.advance(1 * HOUR);
    expect((await gateway.call(`/works-orders/${draft.id}`, { token: 'alex-token' })).status).toBe(404);
    expect(
      (await patchWorkOrder(gateway, 'alex-token', draft.id, { trade: 'Gas' }, saved.headers.get('ETag'))).status,
    ).toBe(404);
    const search = await gateway.call('/search/works-orders?status=In%20Diagnosis&limit=100', { token: 'alex-token' });
    const ids = ((await search.json()) as { models: { id: string }[] }).models.map((m) => m.id);
    expect(ids).not.toContain(draft.id);
  });

  it('counts a seeded draft from its raised date', async () => {
    const gateway = seededGateway();
    expect((await gateway.call(`/works-orders/${alex.workOrders.draft}`, { token: 'alex-token' })).status).toBe(200);
    gateway.clock.advance(48 * HOUR);
    expect((await gateway.call(`/works-orders/${alex.workOrders.draft}`, { token: 'alex-token' })).status).toBe(404);
  });
});

describe('submission and the job number', () => {
  it('submits a draft as Unappointed; the job number is absent on the first reads and arrives 6 s later', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId, ...READY_TO_SUBMIT });
    const submitted = await patchWorkOrder(gateway, 'alex-token', draft.id, { isDraft: false }, draft.etag);
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({
      statuses: { status: 'Unappointed', isDraft: false, isSubmitted: true },
      contractor: { name: 'Aquaflow Plumbing & Heating' },
    });
    const polls: (string | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      polls.push((await readWorkOrder(gateway, 'alex-token', draft.id)).body.job.jobNo);
      gateway.clock.advance(5000);
    }
    expect(polls[0]).toBeUndefined();
    expect(polls[1]).toBeUndefined();
    expect(polls[2]).toMatch(/^\d{8}$/);
    const history = (await (
      await gateway.call(`/works-orders/${draft.id}/historyItems`, { token: 'alex-token' })
    ).json()) as { identifier: string }[];
    expect(history.map((h) => h.identifier)).toEqual(['Unappointed', 'HAZAWARE01']);
  });

  it('brings the job number with the first read when the gateway is set to no delay (the browser fixture replay)', async () => {
    const gateway = seededGateway({ jobNumberDelayMs: 0 });
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId, ...READY_TO_SUBMIT });
    expect((await patchWorkOrder(gateway, 'alex-token', draft.id, { isDraft: false }, draft.etag)).status).toBe(200);
    expect((await readWorkOrder(gateway, 'alex-token', draft.id)).body.job.jobNo).toMatch(/^\d{8}$/);
  });

  it('refuses to submit a draft without its reason, sor code and priority', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', {
      assetIdentifier: alex.propertyId,
      description: 'Tap drips',
    });
    const res = await patchWorkOrder(gateway, 'alex-token', draft.id, { isSubmitted: true }, draft.etag);
    expect(res.status).toBe(422);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toEqual([
      '/repairLocation',
      '/repairReason',
      '/sorCode',
      '/priority',
    ]);
  });

  it('takes the status the contractor gives: EMA, on hold, catalyst triage', async () => {
    const gateway = seededGateway();
    const statusOf = async (contractor: string, token = 'alex-token', asset: string = alex.propertyId) => {
      const id = await submitNewRepair(gateway, { contractor }, token, asset);
      return (await readWorkOrder(gateway, token, id)).body.statuses.status;
    };
    expect(await statusOf(CONTRACTOR_IDS.rapidResponse)).toBe('Reported to EMA');
    expect(await statusOf(CONTRACTOR_IDS.northside)).toBe('On Hold');
    expect(await statusOf(CONTRACTOR_IDS.catalystDefects)).toBe('Catalyst Defect Triage');
    expect(await statusOf(CONTRACTOR_IDS.catalystTier2)).toBe('Catalyst Tier 2 Triage');
    expect(await statusOf(CONTRACTOR_IDS.catalystManagingAgent)).toBe('Catalyst Managing Agent Triage');
    const unknown = await createDraft(gateway, 'alex-token', {
      assetIdentifier: alex.propertyId,
      contractor: 'no-such-site',
    });
    expect(unknown.status).toBe(422);
  });

  it('holds the job number back when the test control says never, and brings it when it says afterMs', async () => {
    const gateway = seededGateway();
    const id = await submitNewRepair(gateway);
    const never = await gateway.app.request(`/__sandbox/work-orders/${id}/job-number`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ never: true }),
    });
    expect(never.status).toBe(200);
    for (let poll = 0; poll < 5; poll++, gateway.clock.advance(5000))
      expect((await readWorkOrder(gateway, 'alex-token', id)).body.job.jobNo).toBeUndefined();
    await gateway.app.request(`/__sandbox/work-orders/${id}/job-number`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ afterMs: 1000 }),
    });
    expect((await readWorkOrder(gateway, 'alex-token', id)).body.job.jobNo).toBeUndefined();
    gateway.clock.advance(1000);
    expect((await readWorkOrder(gateway, 'alex-token', id)).body.job.jobNo).toMatch(/^\d{8}$/);
  });

  it('has no job-number control outside test mode', async () => {
    const { createTestGateway } = await import('./test-gateway');
    const gateway = createTestGateway({ testMode: false });
    expect((await gateway.app.request('/__sandbox/work-orders/x/job-number', { method: 'POST' })).status).toBe(404);
  });

  it('opens a damp and mould case for a damp and mould repair, whose id the work order then carries', async () => {
    const gateway = seededGateway();
    const id = await submitNewRepair(gateway, {
      sorCode: 'PROMOULD',
      repairLocation: 'Bathroom',
      repairLocationId: 2,
      repairReason: 'Mould on walls or ceiling',
      repairReasonId: 8,
      trade: 'Damp and mould',
    });
    const { body } = await readWorkOrder(gateway, 'alex-token', id);
    expect(body.statuses.isDampAndMould).toBe(true);
    const caseId = body.identifiers.caseIdentifier ?? '';
    const activities = (await (await gateway.call(`/cases/${caseId}/activities`, { token: 'alex-token' })).json()) as {
      actionIdentifier: string;
      status: string;
      metadata: { key: string; value: string }[];
    }[];
    expect(activities.find((a) => a.actionIdentifier === 'BookAppointment')).toMatchObject({
      status: 'Open',
      metadata: expect.arrayContaining([{ key: 'worksOrderIdentifier', value: id }]),
    });
  });
});

describe('DELETE /works-orders/{id} (cancel)', () => {
  it('cancels with If-Match and the cancel payload, adds a history entry, and refuses a second cancel', async () => {
    const gateway = seededGateway();
    const id = alex.workOrders.unappointed;
    const read = await readWorkOrder(gateway, 'alex-token', id);
    expect((await gateway.call(`/works-orders/${id}`, { method: 'DELETE', token: 'alex-token' })).status).toBe(428);
    const payload = { asset: { type: { assetTypeId: 2 } }, statuses: { Status: 'Cancelled' } };
    const res = await gateway.call(`/works-orders/${id}`, {
      method: 'DELETE',
      token: 'alex-token',
      body: payload,
      headers: { 'If-Match': read.etag },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { statuses: { status: string } }).statuses.status).toBe('Cancelled');
    const history = (await (
      await gateway.call(`/works-orders/${id}/historyItems`, { token: 'alex-token' })
    ).json()) as { identifier: string }[];
    expect(history.at(-1)?.identifier).toBe('Cancelled');
    const again = await gateway.call(`/works-orders/${id}`, {
      method: 'DELETE',
      token: 'alex-token',
      headers: { 'If-Match': res.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(409);
  });

  it("leaves another customer's repair alone (403)", async () => {
    const gateway = seededGateway();
    const res = await gateway.call(`/works-orders/${omar.workOrderId}`, {
      method: 'DELETE',
      token: 'alex-token',
      headers: { 'If-Match': '"x"' },
    });
    expect(res.status).toBe(403);
    expect(gateway.db.prepare('SELECT status FROM work_orders WHERE id = ?').pluck().get(omar.workOrderId)).toBe(
      'Appointed',
    );
  });

  it('a cancelled (left) draft is no longer listed by search', async () => {
    const gateway = seededGateway();
    const draft = await createDraft(gateway, 'alex-token', { assetIdentifier: alex.propertyId });
    await gateway.call(`/works-orders/${draft.id}`, {
      method: 'DELETE',
      token: 'alex-token',
      headers: { 'If-Match': draft.etag },
    });
    const search = (await (await gateway.call('/search/works-orders?limit=100', { token: 'alex-token' })).json()) as {
      models: { id: string }[];
    };
    expect(search.models.map((m) => m.id)).not.toContain(draft.id);
  });
});

describe('GET /works-orders/{id}/historyItems and notes', () => {
  it("lists a seeded repair's history oldest first, with appointment dates on appointment entries", async () => {
    const gateway = seededGateway();
    const res = await gateway.call(`/works-orders/${alex.workOrders.appointed}/historyItems`, { token: 'alex-token' });
    expect(res.status).toBe(200);
    const history = (await res.json()) as { identifier: string; subType: string; appointmentStartDatetime?: string }[];
    expect(history.map((h) => h.identifier)).toEqual(['Unappointed', 'APCREATE01']);
    expect(history[1]).toMatchObject({
      subType: 'Appointment',
      appointmentStartDatetime: expect.stringMatching(/T08:00:00Z$/),
    });
    expect((await gateway.call(`/works-orders/${omar.workOrderId}/historyItems`, { token: 'alex-token' })).status).toBe(
      403,
    );
  });

  it('stores a note and refuses unsafe text or a repair that is not the caller’s', async () => {
    const gateway = seededGateway();
    const path = `/workorders/${alex.workOrders.unappointed}/${alex.customerId}/notes`;
    const res = await gateway.call(path, {
      method: 'POST',
      token: 'alex-token',
      body: { noteTypeId: 4, text: 'No appointments were available.' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      noteType: 'Other',
      text: 'No appointments were available.',
      worksOrderIdentifier: alex.workOrders.unappointed,
      context: alex.customerId,
    });
    expect(gateway.db.prepare('SELECT COUNT(*) FROM work_order_notes').pluck().get()).toBe(1);
    expect(
      (await gateway.call(path, { method: 'POST', token: 'alex-token', body: { noteTypeId: 4, text: '<b>hi</b>' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await gateway.call(`/workorders/${omar.workOrderId}/x/notes`, {
          method: 'POST',
          token: 'alex-token',
          body: { noteTypeId: 4, text: 'hi' },
        })
      ).status,
    ).toBe(403);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM work_order_notes').pluck().get()).toBe(1);
  });
});
