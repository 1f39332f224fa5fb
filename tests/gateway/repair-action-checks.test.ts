import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../sandbox/gateway/create-gateway-app';
import { createGatewayClient, type GatewayClient } from '../../src/gateway/create-gateway-client';
import { GatewayHttpError } from '../../src/gateway/errors';
import { cancelCheckRequest, rescheduleCheckRequest } from '../../src/pages/repairs/detail/check-requests';
import type { TestGateway } from '../sandbox/gateway/test-gateway';
import { alex, bea, seededGateway } from '../sandbox/work-orders/seeded-gateway';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

const callOf = (request: RecordedRequest) => `${request.method} ${request.url.href.slice(baseUrl.length)}`;

const cancelBody = { worksOrderIdentifier: 'WO-1', channel: 'CustomerSelfService', status: 'Appointed' } as const;

describe('cancel and reschedule checks (fake gateway)', () => {
  it('posts the cancel check to /wo-cancellation-eligibility with the repair named in the body', async () => {
    const gateway = createFakeGateway([{ json: { isEligible: true, errorCode: 'SSR036' }, headers: { ETag: '"x"' } }]);
    const answer = await createGatewayClient(gateway.ctx).checkCancellationEligibility(cancelBody);
    // The ETag the requester copies into bodies is not part of a decision.
    expect(answer).toEqual({ isEligible: true, errorCode: 'SSR036' });
    const request = onlyRequest(gateway.requests);
    expect(callOf(request)).toBe('POST /wo-cancellation-eligibility');
    expect(JSON.parse(request.body ?? '')).toEqual(cancelBody);
  });

  it('posts the reschedule check under the repair', async () => {
    const gateway = createFakeGateway([
      { json: { isEligible: false, errorCode: 'SSR071', contractorName: 'Castle', contractorPhoneNumber: '020' } },
    ]);
    const answer = await createGatewayClient(gateway.ctx).checkRescheduleEligibility('WO 1', {
      channel: 'CustomerSelfService',
      status: 'Appointed',
    });
    expect(answer).toEqual({
      isEligible: false,
      errorCode: 'SSR071',
      contractorName: 'Castle',
      contractorPhoneNumber: '020',
    });
    expect(callOf(onlyRequest(gateway.requests))).toBe('POST /works-orders/WO%201/appointments/reschedule-eligibility');
  });

  it('treats an answer without a decision as a failure', async () => {
    const gateway = createFakeGateway([{ status: 200, text: '' }]);
    const failure = await createGatewayClient(gateway.ctx)
      .checkCancellationEligibility(cancelBody)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayHttpError);
    expect((failure as GatewayHttpError).title).toBe('Invalid Response');
  });

  it('passes a refusal on as the gateway error', async () => {
    const gateway = createFakeGateway([{ status: 403, json: { title: 'Forbidden', errors: [] } }]);
    const failure = await createGatewayClient(gateway.ctx)
      .checkRescheduleEligibility('WO-1', { channel: 'CustomerSelfService', status: 'Appointed' })
      .catch((error: unknown) => error);
    expect((failure as GatewayHttpError).status).toBe(403);
  });
});

/** The typed client talking to the in-process sandbox as one persona. */
function clientFor(gateway: TestGateway, token: string, customerId: string): GatewayClient {
  return createGatewayClient(
    {
      config: {
        gatewayBaseUrl: `http://portal.test${API_PREFIX}`,
        subscriptionKey: 'sandbox-subscription-key',
        channel: 'CustomerSelfService',
        apiTimeoutMs: 5000,
      },
      getAccessToken: () => Promise.resolve(token),
      getSessionId: () => 'session-1',
      getCustomerId: () => customerId,
      newCorrelationId: () => 'corr',
      onUnauthorised: () => undefined,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        return Promise.resolve(gateway.app.request(url.pathname + url.search, init));
      }) as typeof fetch,
    },
    { sleep: () => Promise.resolve(), random: () => 0 },
  );
}

// The detail page's requests, built from the repair as GET /works-orders/{id} gives it, against the seeded repairs
// docs/personas.md names for each code: the sandbox's schema accepts them and answers as the table says.
describe('cancel and reschedule checks against the sandbox', () => {
  // The checks change nothing, so one seeded sandbox serves every case.
  let gateway: TestGateway;
  beforeAll(() => {
    gateway = seededGateway();
  });

  const cases = [
    { who: 'alex', repair: 'appointed', id: alex.workOrders.appointed, cancel: 'SSR036', reschedule: '' },
    { who: 'alex', repair: 'inProgress', id: alex.workOrders.inProgress, cancel: 'SSR073', reschedule: 'SSR070' },
    {
      who: 'alex',
      repair: 'demobilizedContractor',
      id: alex.workOrders.demobilizedContractor,
      cancel: 'SSR036',
      reschedule: 'SSR075',
    },
    { who: 'bea', repair: 'appointedToday', id: bea.workOrders.appointedToday, cancel: 'SSR008', reschedule: 'SSR070' },
    {
      who: 'bea',
      repair: 'appointedTomorrow',
      id: bea.workOrders.appointedTomorrow,
      cancel: 'SSR036',
      reschedule: 'CR166',
    },
    {
      who: 'bea',
      repair: 'preferenceNoted',
      id: bea.workOrders.preferenceNoted,
      cancel: 'SSR036',
      reschedule: 'CR165',
    },
    {
      who: 'bea',
      repair: 'builderAppointed',
      id: bea.workOrders.builderAppointed,
      cancel: 'SSR036',
      reschedule: 'SSR071',
    },
    { who: 'bea', repair: 'emergency', id: bea.workOrders.emergency, cancel: 'SSR066', reschedule: 'SSR070' },
  ] as const;

  it.each(cases)('$who $repair: cancel $cancel, reschedule "$reschedule"', async ({ who, id, cancel, reschedule }) => {
    const persona = who === 'alex' ? alex : bea;
    const client = clientFor(gateway, `${who}-token`, persona.customerId);
    const repair = await client.getWorkOrder(id);
    expect(await client.checkCancellationEligibility(cancelCheckRequest(repair, persona.customerId))).toMatchObject({
      errorCode: cancel,
    });
    const answer = await client.checkRescheduleEligibility(
      id,
      rescheduleCheckRequest(repair, persona.customerId, true),
    );
    expect(answer.errorCode).toBe(reschedule);
    if (reschedule === 'SSR071' || reschedule === 'SSR075') expect(answer.contractorName).toBeTruthy();
  });

  it("refuses a check about someone else's repair", async () => {
    const client = clientFor(gateway, 'bea-token', bea.customerId);
    const alexRepair = await clientFor(gateway, 'alex-token', alex.customerId).getWorkOrder(alex.workOrders.appointed);
    const failure = await client
      .checkCancellationEligibility(cancelCheckRequest(alexRepair, bea.customerId))
      .catch((error: unknown) => error);
    expect([403, 404]).toContain((failure as GatewayHttpError).status);
  });
});
