import { describe, expect, it } from 'vitest';
import {
  GatewayHttpError,
  GatewayNetworkError,
  GatewayTimeoutError,
  PreconditionFailedError,
  UnauthorisedError,
} from '../../src/gateway/errors';
import { createRequester } from '../../src/gateway/request';
import {
  CALL_MAX_ATTEMPTS,
  callRetryDelayMs,
  isOutcomeUnknownFailure,
  isRetriedByStep,
} from '../../src/gateway/retry-policy';
import { createFakeGateway } from './fake-gateway';

// The retry policy (decision 0069), as a table: which failure each layer sends again, and which none does.
const details = (status: number, method: string) => ({
  status,
  title: 'T',
  errors: [],
  correlationId: 'c',
  method,
  path: '/p',
});
const noJitter = () => 0;

describe('the call layer (one gateway call)', () => {
  it.each([500, 502, 503, 504])('sends a GET again after a %i', (status) => {
    expect(callRetryDelayMs('GET', { kind: 'status', status, retryAfter: null }, 1, noJitter)).toBe(500);
  });

  it.each([400, 401, 403, 404, 408, 409, 412, 422, 425, 429])('does not send a GET again after a %i', (status) => {
    expect(callRetryDelayMs('GET', { kind: 'status', status, retryAfter: null }, 1, noJitter)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never sends a %s again, whatever the failure', (method) => {
    expect(callRetryDelayMs(method, { kind: 'network' }, 1, noJitter)).toBeNull();
    expect(callRetryDelayMs(method, { kind: 'status', status: 503, retryAfter: null }, 1, noJitter)).toBeNull();
  });

  it('makes 3 attempts in all, 500 then 1000 ms apart (plus at most 20 % jitter)', () => {
    const waits = [1, 2, 3].map((failed) => callRetryDelayMs('GET', { kind: 'network' }, failed, noJitter));
    expect(CALL_MAX_ATTEMPTS).toBe(3);
    expect(waits).toEqual([500, 1000, null]);
    expect(callRetryDelayMs('GET', { kind: 'network' }, 1, () => 1)).toBe(600);
  });

  it('stops the waits of a GET as soon as the caller aborts, and makes no further attempt', async () => {
    const gateway = createFakeGateway([{ status: 503 }]);
    const controller = new AbortController();
    const reason = new Error('the resident left');
    setTimeout(() => controller.abort(reason), 20);
    const started = performance.now();
    const call = createRequester(gateway.ctx, { random: noJitter })({
      method: 'GET',
      path: '/customers/C1',
      signal: controller.signal,
    });

    await expect(call).rejects.toBe(reason);
    expect(gateway.requests).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(400);
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
