import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open-database';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import { API_PREFIX } from '../../sandbox/gateway/create-gateway-app';
import { toWorkOrderRepresentation } from '../../sandbox/gateway/work-orders/representation';
import type { StoredWorkOrder } from '../../sandbox/gateway/work-orders/stored-work-order';
import { createGatewayClient, type GatewayClient } from '../../src/gateway/create-gateway-client';
import { fromBase64, toBase64 } from '../../src/gateway/documents';
import { GatewayHttpError, PreconditionFailedError } from '../../src/gateway/errors';
import { toRepairWorkOrder, workOrderIdFromLocation } from '../../src/gateway/work-orders';
import type { TestGateway } from '../sandbox/gateway/test-gateway';
import { alex, CONTRACTOR_IDS, NOW, READY_TO_SUBMIT, seededGateway } from '../sandbox/work-orders/seeded-gateway';
import { baseUrl, createFakeGateway, onlyRequest } from './fake-gateway';

/** The typed client talking to the in-process sandbox gateway as Alex. */
function clientFor(gateway: TestGateway): GatewayClient {
  let correlation = 0;
  return createGatewayClient(
    {
      config: {
        gatewayBaseUrl: `http://portal.test${API_PREFIX}`,
        subscriptionKey: 'sandbox-subscription-key',
        channel: 'CustomerSelfService',
        apiTimeoutMs: 5000,
      },
      getAccessToken: () => Promise.resolve('alex-token'),
      getSessionId: () => 'session-1',
      getCustomerId: () => alex.customerId,
      newCorrelationId: () => `corr-${++correlation}`,
      onUnauthorised: () => undefined,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        return Promise.resolve(gateway.app.request(url.pathname + url.search, init));
      }) as typeof fetch,
    },
    { sleep: () => Promise.resolve(), random: () => 0 },
  );
}

describe('work order calls against the sandbox', () => {
  it('creates a draft (id from Location), updates it with its eTag, submits it and polls for the job number', async () => {
    const gateway = seededGateway();
    const client = clientFor(gateway);
    const draft = await client.createWorkOrderDraft(
      { assetIdentifier: alex.propertyId, repairLocation: 'Kitchen' },
      'op-1',
    );
    expect(draft).toMatchObject({
      status: 'In Diagnosis',
      isDraft: true,
      area: 'Property',
      reportingMethodId: 4,
      repairLocation: 'Kitchen',
    });
    expect(draft.eTag).toMatch(/^"/);
    const updated = await client.updateWorkOrder(
      draft.id,
      { ...READY_TO_SUBMIT, repairLocation: 'Kitchen' },
      draft.eTag,
    );
    await expect(client.updateWorkOrder(draft.id, { trade: 'Gas' }, draft.eTag)).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    const submitted = await client.updateWorkOrder(draft.id, { isSubmitted: true }, updated.eTag);
    expect(submitted).toMatchObject({
      status: 'Unappointed',
      isSubmitted: true,
      contractorName: 'Aquaflow Plumbing & Heating',
    });
    expect(submitted.jobNo).toBeUndefined();
    gateway.clock.advance(6000);
    const polled = await client.getWorkOrder(draft.id);
    expect(polled.jobNo).toMatch(/^\d{8}$/);
    const history = await client.getWorkOrderHistory(draft.id);
    // The sandbox records when the association became aware of the report (decision 0059: the clocks' day 0).
    expect(history.map((h) => h.identifier)).toEqual(['Unappointed', 'HAZAWARE01']);
  });

  it('cancels with the cancel payload and adds a note', async () => {
    const gateway = seededGateway();
    const client = clientFor(gateway);
    const read = await client.getWorkOrder(alex.workOrders.unappointed);
    const note = await client.addWorkOrderNote(read.id, alex.customerId, {
      noteTypeId: 4,
      text: 'No appointment available',
    });
    expect(note).toMatchObject({ noteType: 'Other', worksOrderIdentifier: read.id });
    const cancelled = await client.cancelWorkOrder(read.id, read.eTag, read.premisesTypeId);
    expect(cancelled.status).toBe('Cancelled');
  });

  it('searches with the list, home card and duplicate check shapes', async () => {
    const client = clientFor(seededGateway());
    const page = await client.searchWorkOrders({
      propertiesIds: [alex.propertyId],
      status: ['Appointed', 'Unappointed'],
      orderBy: 'raisedDate desc',
      limit: 10,
      skip: 0,
      searchText: '',
    });
    expect(page.totalCount).toBe(4);
    expect(page.models.map((m) => m.id)).toEqual(page.worksOrders.map((w) => w.identifiers.worksOrderIdentifier));
    const duplicates = await client.searchWorkOrders({
      isDuplicateCheck: true,
      propertiesIds: [alex.propertyId],
      sor: 'PROMOULD',
    });
    expect(duplicates.worksOrders.map((w) => w.identifiers.worksOrderIdentifier)).toEqual([
      alex.workOrders.dampAndMould,
    ]);
  });

  it('reads availability, books a slot and reschedules it', async () => {
    const gateway = seededGateway();
    const client = clientFor(gateway);
    const wo = await client.getWorkOrder(alex.workOrders.unappointed);
    const availability = await client.getAppointmentAvailability(wo.id, wo.jobNo ?? '', wo.contractorName ?? '');
    const free = availability.availabilities[0]?.slots.filter((s) => s.capacity !== 'Not Available') ?? [];
    const [first, second] = free;
    if (!first || !second) throw new Error('no free slots');
    const meta = (slot: typeof first, key: string) => slot.metadata.find((m) => m.key === key)?.value ?? '';
    const booked = await client.bookAppointment(
      wo.id,
      wo.contractorName ?? '',
      {
        isPreferences: false,
        jobNumber: wo.jobNo ?? '',
        diaryCode: meta(first, 'diaryCode'),
        appointmentFromDate: meta(first, 'appointmentFromDate'),
        appointmentToDate: meta(first, 'appointmentToDate'),
        availabilityType: 'AM',
        isInsideSla: first.insideSla,
        reasonCode: 'NEW_APPOINTMENT',
      },
      'book-1',
    );
    expect(booked.appointment.appointmentFromDate).toBe(meta(first, 'appointmentFromDate'));
    expect(booked.workOrderEtag).toMatch(/^"/);
    const moved = await client.rescheduleAppointment(
      wo.id,
      {
        status: 'RESCHEDULE',
        reasonCode: 'RESCHEDULE_APPOINTMENT',
        jobNumber: wo.jobNo ?? '',
        appointmentFromDate: meta(second, 'appointmentFromDate'),
        appointmentToDate: meta(second, 'appointmentToDate'),
        availabilityType: 'AM',
        contractorSiteCode: CONTRACTOR_IDS.aquaflow,
      },
      booked.workOrderEtag ?? '',
    );
    expect(moved.appointment.appointmentFromDate).toBe(meta(second, 'appointmentFromDate'));
    expect((await client.getWorkOrder(wo.id)).appointmentStartDate).toBe(meta(second, 'appointmentFromDate'));
  });

  it('uploads binary media byte for byte, lists, fetches and deletes it; refusals are typed errors with codes', async () => {
    const gateway = seededGateway();
    const client = clientFor(gateway);
    const draft = await client.createWorkOrderDraft({ assetIdentifier: alex.propertyId });
    const bytes = new Uint8Array(70_000);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    for (let i = 4; i < bytes.length; i++) bytes[i] = i % 256;
    const id = await client.uploadWorkOrderDocument(draft.id, {
      bytes,
      contentType: 'image/jpeg',
      fileName: 'tap.jpg',
    });
    expect((await client.listWorkOrderDocuments(draft.id)).map((d) => d.media.fileName)).toEqual(['tap.jpg']);
    const fetched = await client.getWorkOrderDocument(draft.id, id);
    expect(fetched.bytes).toEqual(bytes);
    const refused = await client
      .uploadWorkOrderDocument(draft.id, {
        bytes: new TextEncoder().encode('<html>'),
        contentType: 'image/png',
        fileName: 'x.png',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayHttpError);
    expect((refused as GatewayHttpError).status).toBe(422);
    expect((refused as GatewayHttpError).errors[0]?.code).toBe('content-mismatch');
    const [listed] = await client.listWorkOrderDocuments(draft.id);
    expect(listed?.eTag).toMatch(/^".+"$/);
    // The document's entity tag is sent as If-Match: without it the gateway refuses (428), with a stale one 412.
    await expect(client.deleteWorkOrderDocument(draft.id, id, '"stale"')).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    await client.deleteWorkOrderDocument(draft.id, id, listed?.eTag ?? '');
    expect(await client.listWorkOrderDocuments(draft.id)).toEqual([]);
  });

  it('lists case activities and completes one with its eTag', async () => {
    const client = clientFor(seededGateway());
    const activities = await client.getCaseActivities(alex.dampAndMouldCaseId);
    const open = activities.find((a) => a.actionIdentifier === 'BookAppointment');
    if (!open) throw new Error('no BookAppointment activity');
    const done = await client.completeCaseActivity(
      alex.dampAndMouldCaseId,
      open.id,
      {
        caseIdentifier: alex.dampAndMouldCaseId,
        actionIdentifier: 'BookAppointment',
        metadata: [
          { key: 'appointmentDate', value: '2026-11-23T08:00:00Z' },
          { key: 'isWithinSla', value: 'true' },
          { key: 'status', value: 'complete' },
        ],
      },
      open.eTag ?? '',
    );
    expect(done.status).toBe('Completed');
  });
});

describe('work order client details', () => {
  it('sends status comma-separated, propertiesIds repeated and empty filters as empty', async () => {
    const gateway = createFakeGateway([{ json: { models: [], worksOrders: [], totalCount: 0 } }]);
    const result = await createGatewayClient(gateway.ctx).searchWorkOrders({
      propertiesIds: ['P 1', 'P2'],
      status: ['Appointed', 'On Hold'],
      searchText: '',
      limit: 1,
    });
    expect(result).toEqual({ models: [], worksOrders: [], totalCount: 0 });
    expect(onlyRequest(gateway.requests).url.href.slice(baseUrl.length)).toBe(
      '/search/works-orders?searchText=&status=Appointed%2COn%20Hold&propertiesIds=P%201&propertiesIds=P2&limit=1',
    );
  });

  it('sends the Area filter comma-separated, and nothing for it when no area is chosen', async () => {
    const gateway = createFakeGateway([
      { json: { models: [], worksOrders: [], totalCount: 0 } },
      { json: { models: [], worksOrders: [], totalCount: 0 } },
    ]);
    const client = createGatewayClient(gateway.ctx);
    await client.searchWorkOrders({ area: ['Block', 'Divided Block'], limit: 10 });
    await client.searchWorkOrders({ area: [], limit: 10 });
    const [withArea, withoutArea] = gateway.requests.map((request) => request.url.href.slice(baseUrl.length));
    expect(withArea).toBe('/search/works-orders?area=Block%2CDivided%20Block&limit=10');
    expect(withoutArea).toBe('/search/works-orders?limit=10');
  });

  it('takes the id from the fifth segment of a relative or absolute Location', () => {
    expect(workOrderIdFromLocation('/customerselfserve/api/v1/works-orders/abc')).toBe('abc');
    expect(workOrderIdFromLocation('https://gw.example/customerselfserve/api/v1/works-orders/a%20b?x=1')).toBe('a b');
    expect(workOrderIdFromLocation('/works-orders/abc')).toBeNull();
    expect(workOrderIdFromLocation(null)).toBeNull();
  });

  it('refuses a created draft without a Location', async () => {
    const gateway = createFakeGateway([{ status: 201, json: {} }]);
    await expect(
      createGatewayClient(gateway.ctx).createWorkOrderDraft({ assetIdentifier: 'A' }),
    ).rejects.toBeInstanceOf(GatewayHttpError);
  });

  it('treats a reschedule answer without appointmentId as a failure (Reschedule_ApiFailError)', async () => {
    const gateway = createFakeGateway([{ status: 200, json: { statusCode: 200 } }]);
    const call = createGatewayClient(gateway.ctx).rescheduleAppointment(
      'W1',
      {
        status: 'RESCHEDULE',
        reasonCode: 'RESCHEDULE_APPOINTMENT',
        jobNumber: '1',
        appointmentFromDate: 'x',
        appointmentToDate: 'y',
        availabilityType: 'AM',
      },
      '"e"',
    );
    await expect(call).rejects.toBeInstanceOf(GatewayHttpError);
    expect(onlyRequest(gateway.requests).headers.get('If-Match')).toBe('"e"');
  });

  it('encodes any bytes as base64 and back', () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 7) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('/9j/');
  });

  it("reads back every seeded repair's flat fields from the nested shape the sandbox sends", () => {
    const db = openDatabase(':memory:');
    seedDatabase(db, { now: NOW });
    const bodies = db.prepare('SELECT body FROM work_orders').pluck().all() as string[];
    for (const body of bodies) {
      const stored = JSON.parse(body) as StoredWorkOrder;
      const flat = toRepairWorkOrder(toWorkOrderRepresentation(stored), '"etag"') as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(stored)) {
        if (key === 'premisesType' || key === 'area') expect(flat[key], key).toBe(stored.area);
        else expect(flat[key], `${stored.id} ${key}`).toEqual(value);
      }
    }
  });
});
