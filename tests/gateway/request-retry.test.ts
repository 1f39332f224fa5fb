import { describe, expect, it } from 'vitest';
import { GatewayHttpError, GatewayNetworkError } from '../../src/gateway/errors';
import { createRequester } from '../../src/gateway/request';
import { createFakeGateway } from './fake-gateway';

const fixedRandom = { random: () => 0 };

describe('request retries', () => {
  it('retries a GET after a 503 and returns the answer that follows', async () => {
    const gateway = createFakeGateway([{ status: 503 }, { json: { value: 'true' } }]);
    const response = await createRequester(gateway.ctx, { sleep: gateway.sleep, ...fixedRandom })<{ value: string }>({
      method: 'GET',
      path: '/configuration/IsHotjarEnabledSS',
    });

    expect(response.data.value).toBe('true');
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.sleeps).toEqual([500]);
    // The attempts of one call share its correlation id.
    expect(gateway.requests.map((r) => r.headers.get('X-Correlation-Id'))).toEqual(['corr-1', 'corr-1']);
  });

  it('gives up on a GET after 3 attempts with growing waits', async () => {
    const gateway = createFakeGateway([{ networkError: true }]);
    const request = createRequester(gateway.ctx, { sleep: gateway.sleep, ...fixedRandom });

    await expect(request({ method: 'GET', path: '/customers/C1' })).rejects.toBeInstanceOf(GatewayNetworkError);
    expect(gateway.requests).toHaveLength(3);
    expect(gateway.sleeps).toEqual([500, 1000]);
  });

  it('waits as long as a short Retry-After asks', async () => {
    const gateway = createFakeGateway([{ status: 503, headers: { 'Retry-After': '1' } }, { json: {} }]);
    await createRequester(gateway.ctx, { sleep: gateway.sleep })({ method: 'GET', path: '/customers/C1' });

    expect(gateway.sleeps).toEqual([1000]);
  });

  it('does not retry when Retry-After is longer than a resident would wait', async () => {
    const gateway = createFakeGateway([{ status: 503, headers: { 'Retry-After': '120' } }, { json: {} }]);
    const request = createRequester(gateway.ctx, { sleep: gateway.sleep });

    await expect(request({ method: 'GET', path: '/customers/C1' })).rejects.toMatchObject({ status: 503 });
    expect(gateway.requests).toHaveLength(1);
  });

  it('never retries a POST, even with an operation key', async () => {
    const gateway = createFakeGateway([{ status: 503 }, { status: 201, json: {} }]);
    const request = createRequester(gateway.ctx, { sleep: gateway.sleep });

    await expect(
      request({ method: 'POST', path: '/works-orders', body: {}, operationKey: 'k' }),
    ).rejects.toBeInstanceOf(GatewayHttpError);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.sleeps).toEqual([]);
  });

  it('never retries a POST whose fetch failed', async () => {
    const gateway = createFakeGateway([{ networkError: true }, { status: 201, json: {} }]);
    const request = createRequester(gateway.ctx, { sleep: gateway.sleep });

    await expect(request({ method: 'POST', path: '/cases', body: {} })).rejects.toBeInstanceOf(GatewayNetworkError);
    expect(gateway.requests).toHaveLength(1);
  });

  it('does not retry a GET on a 4xx', async () => {
    const gateway = createFakeGateway([{ status: 404 }, { json: {} }]);
    const request = createRequester(gateway.ctx, { sleep: gateway.sleep });

    await expect(request({ method: 'GET', path: '/assets/A1' })).rejects.toMatchObject({ status: 404 });
    expect(gateway.requests).toHaveLength(1);
  });
});
