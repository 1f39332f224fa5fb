import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { createGatewayClient } from '../../../src/gateway/create-gateway-client';
import { lookUpContractor } from '../../../src/pages/repairs/detail/look-up-contractor';
import { alex, NOW, seededGateway } from '../../sandbox/work-orders/seeded-gateway';

// The look-up the detail page makes, against the seeded sandbox: what decides Select appointment and the on-hold
// message for the repairs docs/personas.md names.
describe("the repair detail page's contractor look-up", () => {
  const gateway = seededGateway();
  const client = createGatewayClient({
    config: {
      gatewayBaseUrl: `http://portal.test${API_PREFIX}`,
      subscriptionKey: 'sandbox-subscription-key',
      channel: 'CustomerSelfService',
      apiTimeoutMs: 5000,
    },
    getAccessToken: () => Promise.resolve('alex-token'),
    getSessionId: () => 'session-1',
    getCustomerId: () => alex.customerId,
    newCorrelationId: () => 'corr',
    onUnauthorised: () => undefined,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      return Promise.resolve(gateway.app.request(url.pathname + url.search, init));
    }) as typeof fetch,
  });
  const facts = async (id: string) => lookUpContractor(client, await client.getWorkOrder(id), NOW);

  it("knows an unappointed repair's contractor books online", async () => {
    expect(await facts(alex.workOrders.unappointed)).toMatchObject({
      name: 'Aquaflow Plumbing & Heating',
      isIntegrated: true,
      isOnHold: false,
    });
  });

  it("knows the on-hold repair's contractor site is on hold", async () => {
    expect(await facts(alex.workOrders.onHold)).toMatchObject({ isOnHold: true });
  });

  it("does not take another contractor for the repair's own: the emergency agent's repair stays unknown", async () => {
    expect(await facts(alex.workOrders.reportedToEma)).toBeNull();
  });
});
