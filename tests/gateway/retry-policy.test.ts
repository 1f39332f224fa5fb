import { describe, expect, it } from 'vitest';
import {
  GatewayHttpError,
  GatewayNetworkError,
  GatewayTimeoutError,
  PreconditionFailedError,
  UnauthorisedError,
} from '../../src/gateway/errors';
import { createRequester } from '../../src/gateway/request';
import { CALL_MAX_ATTEMPTS, callRetryDelayMs, isRetriedStatus } from '../../src/gateway/call-retries';
import { isOutcomeUnknownFailure, isRetriedByStep } from '../../src/gateway/retry-policy';
import { createFakeGateway, type Reply } from './fake-gateway';
import { failureDetails as details } from '../support/gateway-failure';

// The retry policy (decision 0069), as a table: which failure each layer sends again, and which none does.
const noJitter = () => 0;

/** The methods the gateway saw for one call of `method` answered with `replies` in turn. */
async function sent(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  replies: Reply[],
  config: { apiTimeoutMs?: number } = {},
) {
  const gateway = createFakeGateway(replies, { config });
  const request = createRequester(gateway.ctx, { sleep: gateway.sleep, random: noJitter });
  const call = method === 'GET' || method === 'POST' ? { method, path: '/p' } : { method, path: '/p', etag: 'e' };
  await request(call).catch(() => undefined);
  return gateway.requests.map((r) => r.method);
}

describe('the call layer (one gateway call)', () => {
  it.each([500, 502, 503, 504])('sends a GET again after a %i', async (status) => {
    expect(isRetriedStatus(status)).toBe(true);
    expect(await sent('GET', [{ status }, { json: {} }])).toEqual(['GET', 'GET']);
  });

  it.each([400, 401, 403, 404, 408, 409, 412, 422, 425, 429])(
    'does not send a GET again after a %i',
    async (status) => {
      expect(isRetriedStatus(status)).toBe(false);
      expect(await sent('GET', [{ status }, { json: {} }])).toEqual(['GET']);
    },
  );

  it('sends a GET again when no answer came, but not when it timed out', async () => {
    expect(await sent('GET', [{ networkError: true }, { json: {} }])).toEqual(['GET', 'GET']);
    expect(await sent('GET', [{ hang: true }, { json: {} }], { apiTimeoutMs: 5 })).toEqual(['GET']);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'never sends a %s again, whatever the failure',
    async (method) => {
      expect(await sent(method, [{ networkError: true }, { json: {} }])).toEqual([method]);
      expect(await sent(method, [{ status: 503 }, { json: {} }])).toEqual([method]);
    },
  );

  it('makes 3 attempts in all, 500 then 1000 ms apart (plus at most 20 % jitter)', () => {
    const waits = [1, 2, 3].map((failed) => callRetryDelayMs(failed, noJitter));
    expect(CALL_MAX_ATTEMPTS).toBe(3);
    expect(waits).toEqual([500, 1000, null]);
    expect(callRetryDelayMs(1, () => 1)).toBe(600);
  });

  it('makes no further attempt of a GET once the caller aborts during the wait', async () => {
    const gateway = createFakeGateway([{ status: 503 }]);
    const controller = new AbortController();
    const reason = new Error('the resident left');
    const sleep = async (ms: number) => {
      gateway.sleeps.push(ms);
      controller.abort(reason);
    };
    const call = createRequester(gateway.ctx, { sleep, random: noJitter })({
      method: 'GET',
      path: '/customers/C1',
      signal: controller.signal,
    });

    await expect(call).rejects.toBe(reason);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.sleeps).toEqual([500]);
  });
});

describe('the step layer (one journey effect, runEffect)', () => {
  it.each([
    ['a time-out of a read', new GatewayTimeoutError(details(0, 'GET'))],
    ['a 429 (too many requests)', new GatewayHttpError(details(429, 'GET'))],
    ['a 408 or 425', new GatewayHttpError(details(425, 'GET'))],
    ['a 409 of a read or an update', new GatewayHttpError(details(409, 'PATCH'))],
    ['a POST refused with a 5xx (nothing was written)', new GatewayHttpError(details(503, 'POST'))],
    ['an update that lost its connection (If-Match guards it)', new GatewayNetworkError(details(0, 'PATCH'))],
    ['an effect error that says it is retryable', Object.assign(new Error('pending'), { retryable: true })],
  ])('runs the effect again after %s', (_name, error) => {
    expect(isRetriedByStep(error)).toBe(true);
  });

  it.each([
    ['a read that lost its connection (the call made 3 attempts)', new GatewayNetworkError(details(0, 'GET'))],
    ['a read answered 5xx (the call made 3 attempts)', new GatewayHttpError(details(503, 'GET'))],
    ['a POST that lost its connection (outcome unknown)', new GatewayNetworkError(details(0, 'POST'))],
    ['a POST that timed out (outcome unknown)', new GatewayTimeoutError(details(0, 'POST'))],
    ['a POST answered 409 (still running)', new GatewayHttpError(details(409, 'POST'))],
    ['a POST answered 504 (a proxy gave up waiting)', new GatewayHttpError(details(504, 'POST'))],
    ['a 401', new UnauthorisedError(details(401, 'GET'))],
    ['a 412 (a stale version)', new PreconditionFailedError(details(412, 'PATCH'))],
    ['a 404', new GatewayHttpError(details(404, 'GET'))],
    ['an effect error that says it is not retryable', Object.assign(new Error('bad input'), { retryable: false })],
  ])('does not run the effect again after %s', (_name, error) => {
    expect(isRetriedByStep(error)).toBe(false);
  });

  it('counts no answer, a time-out, 409 and 504 as an outcome not known', () => {
    expect(isOutcomeUnknownFailure(new GatewayNetworkError(details(0, 'POST')))).toBe(true);
    expect(isOutcomeUnknownFailure(new GatewayTimeoutError(details(0, 'POST')))).toBe(true);
    expect(isOutcomeUnknownFailure(new GatewayHttpError(details(409, 'POST')))).toBe(true);
    expect(isOutcomeUnknownFailure(new GatewayHttpError(details(504, 'POST')))).toBe(true);
    expect(isOutcomeUnknownFailure(new GatewayHttpError(details(500, 'POST')))).toBe(false);
    expect(isOutcomeUnknownFailure(new GatewayHttpError(details(400, 'POST')))).toBe(false);
  });
});
