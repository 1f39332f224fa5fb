import { describe, expect, it } from 'vitest';
import {
  GatewayError,
  GatewayHttpError,
  GatewayNetworkError,
  GatewayTimeoutError,
  PreconditionFailedError,
  UnauthorisedError,
} from '../../src/gateway/errors';
import { createRequester } from '../../src/gateway/request';
import { createFakeGateway } from './fake-gateway';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const noWait = { sleep: () => Promise.resolve() };

describe('request failures', () => {
  it('on 401 calls onUnauthorised exactly once and throws UnauthorisedError', async () => {
    const gateway = createFakeGateway([{ status: 401, json: { status: 401, title: 'Unauthorised', errors: [] } }]);
    const error = await caught(createRequester(gateway.ctx, noWait)({ method: 'GET', path: '/customers/C1' }));

    expect(error).toBeInstanceOf(UnauthorisedError);
    expect(error).toMatchObject({ status: 401, method: 'GET', path: '/customers/C1' });
    expect(gateway.unauthorisedCalls()).toBe(1);
    expect(gateway.requests).toHaveLength(1);
  });

  it('on 412 throws PreconditionFailedError with the status and title', async () => {
    const gateway = createFakeGateway([
      { status: 412, json: { status: 412, title: 'Precondition Failed', errors: [{ message: 'stale' }] } },
    ]);
    const error = await caught(
      createRequester(gateway.ctx)({ method: 'PUT', path: '/customers/C1', etag: '"old"', body: {} }),
    );

    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toMatchObject({ status: 412, title: 'Precondition Failed' });
    expect(gateway.unauthorisedCalls()).toBe(0);
  });

  it.each([404, 500])('on %i throws GatewayHttpError with the parsed error body', async (status) => {
    const gateway = createFakeGateway([
      {
        status,
        headers: { 'X-Correlation-Id': 'from-gateway' },
        json: {
          status,
          title: 'Something',
          errors: [{ field: '/mobilePhone', code: 'SSCP001', message: 'Enter a mobile number' }],
        },
      },
    ]);
    const error = await caught(createRequester(gateway.ctx, noWait)({ method: 'GET', path: '/customers/C1' }));

    expect(error).toBeInstanceOf(GatewayHttpError);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      status,
      title: 'Something',
      errors: [{ field: '/mobilePhone', code: 'SSCP001', message: 'Enter a mobile number' }],
      correlationId: 'from-gateway',
      method: 'GET',
      path: '/customers/C1',
    });
  });

  it('tolerates a non-JSON error body, falling back to the status text', async () => {
    const gateway = createFakeGateway([{ status: 502, statusText: 'Bad Gateway', text: '<html>proxy down</html>' }]);
    const error = await caught(createRequester(gateway.ctx)({ method: 'POST', path: '/cases', body: {} }));

    expect(error).toBeInstanceOf(GatewayHttpError);
    expect(error).toMatchObject({ status: 502, title: 'Bad Gateway', errors: [], correlationId: 'corr-1' });
  });

  it('falls back to the catalogue label when there is neither body nor status text', async () => {
    const gateway = createFakeGateway([{ status: 403 }]);
    const error = await caught(createRequester(gateway.ctx)({ method: 'GET', path: '/cases' }));

    expect(error).toMatchObject({ status: 403, title: 'Forbidden', errors: [] });
  });

  it('throws GatewayTimeoutError when no answer comes within apiTimeoutMs', async () => {
    const gateway = createFakeGateway([{ hang: true }], { config: { apiTimeoutMs: 20 } });
    const started = performance.now();
    const error = await caught(createRequester(gateway.ctx, noWait)({ method: 'GET', path: '/customers/C1' }));

    expect(error).toBeInstanceOf(GatewayTimeoutError);
    expect(error).toMatchObject({ status: 0, correlationId: 'corr-1' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect(gateway.requests).toHaveLength(1);
  });

  it("waits for a call's own time-out when it sets one, rather than the API time-out", async () => {
    const gateway = createFakeGateway([{ hang: true }], { config: { apiTimeoutMs: 20 } });
    const started = performance.now();
    const error = await caught(
      createRequester(
        gateway.ctx,
        noWait,
      )({ method: 'GET', path: '/works-orders/W1/appointments/availability', timeoutMs: 120 }),
    );

    expect(error).toBeInstanceOf(GatewayTimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('rethrows the caller abort reason instead of a gateway error', async () => {
    const gateway = createFakeGateway([{ hang: true }]);
    const controller = new AbortController();
    const pending = caught(
      createRequester(gateway.ctx)({ method: 'GET', path: '/customers/C1', signal: controller.signal }),
    );
    const reason = new Error('page left');
    controller.abort(reason);

    expect(await pending).toBe(reason);
  });

  it('throws GatewayNetworkError with status 0 when fetch fails', async () => {
    const gateway = createFakeGateway([{ networkError: true }]);
    const error = await caught(createRequester(gateway.ctx)({ method: 'POST', path: '/cases', body: {} }));

    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(error).toMatchObject({ status: 0, errors: [] });
  });

  it('treats an OK answer that is not JSON as a gateway error', async () => {
    const gateway = createFakeGateway([{ status: 200, text: 'not json' }]);
    const error = await caught(createRequester(gateway.ctx)({ method: 'GET', path: '/customers/C1' }));

    expect(error).toBeInstanceOf(GatewayHttpError);
    expect(error).toMatchObject({ status: 200 });
  });
});
