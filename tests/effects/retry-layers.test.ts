import { describe, expect, it } from 'vitest';
import type { EffectRequest } from '../../src/engine';
import { runEffect } from '../../src/effects';
import { createRequester, type GatewayRequestOptions } from '../../src/gateway';
import { createFakeGateway, type Reply } from '../gateway/fake-gateway';
import { environment, fakeReferralClient } from './support/fake-client';

// The two retry layers together (decision 0069): how many gateway calls a journey effect makes in all when the
// gateway keeps failing, with the journeys' usual policy (one retry, a second apart).
const standard: EffectRequest['onError'] = { errorPage: 'x', retries: 1, retryDelayMs: 1000, timeoutMs: 60_000 };

async function callsMade(call: GatewayRequestOptions, replies: Reply[]) {
  const gateway = createFakeGateway(replies);
  const request = createRequester(gateway.ctx, { sleep: gateway.sleep, random: () => 0 });
  const outcome = await runEffect(
    { effect: 'one.call', input: {}, storeAs: 'stored', onError: standard },
    environment(fakeReferralClient()),
    { registry: { 'one.call': async () => (await request(call)).data }, sleep: async () => undefined },
  );
  return { ok: outcome.ok, methods: gateway.requests.map((r) => r.method) };
}

describe('retries across the layers', () => {
  it('sends a failing GET 3 times in all, not 3 at each layer', async () => {
    expect(await callsMade({ method: 'GET', path: '/customers/C1' }, [{ status: 503 }])).toEqual({
      ok: false,
      methods: ['GET', 'GET', 'GET'],
    });
    expect(await callsMade({ method: 'GET', path: '/customers/C1' }, [{ networkError: true }])).toMatchObject({
      methods: ['GET', 'GET', 'GET'],
    });
  });

  it('makes a GET that fails once 2 calls, as before', async () => {
    const made = await callsMade({ method: 'GET', path: '/customers/C1' }, [{ status: 503 }, { json: {} }]);
    expect(made).toEqual({ ok: true, methods: ['GET', 'GET'] });
  });

  it.each<[string, Reply]>([
    ['lost its connection', { networkError: true }],
    ['was answered 409 (still running)', { status: 409 }],
    ['was answered 504', { status: 504 }],
  ])('never sends again a POST that %s: its outcome is not known', async (_name, reply) => {
    const post: GatewayRequestOptions = { method: 'POST', path: '/works-orders', body: {}, operationKey: 'k' };
    expect(await callsMade(post, [reply, { status: 201, json: {} }])).toEqual({ ok: false, methods: ['POST'] });
  });

  it('sends a refused POST (503: nothing was written) once more, under the journey’s one retry', async () => {
    const post: GatewayRequestOptions = { method: 'POST', path: '/works-orders', body: {}, operationKey: 'k' };
    expect(await callsMade(post, [{ status: 503 }, { status: 201, json: {} }])).toEqual({
      ok: true,
      methods: ['POST', 'POST'],
    });
  });
});
