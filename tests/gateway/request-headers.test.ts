import { describe, expect, it } from 'vitest';
import { createRequester } from '../../src/gateway/request';
import { createFakeGateway, onlyRequest } from './fake-gateway';

describe('request headers', () => {
  it('sends the contract headers on a GET, without a body type, If-Match or operation key', async () => {
    const gateway = createFakeGateway([{ json: { ok: true } }]);
    await createRequester(gateway.ctx)({ method: 'GET', path: '/customers/CUST-1' });

    const { headers, body } = onlyRequest(gateway.requests);
    expect(headers.get('Authorization')).toBe('Bearer token-abc');
    expect(headers.get('Ocp-Apim-Subscription-Key')).toBe('sub-key-123');
    expect(headers.get('X-Channel')).toBe('CustomerSelfService');
    expect(headers.get('X-Correlation-Id')).toBe('corr-1');
    expect(headers.get('X-Session-Id')).toBe('session-1');
    expect(headers.get('X-Agent-Id')).toBe('CUST-1');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('If-Match')).toBe(false);
    expect(headers.has('X-Operation-Key')).toBe(false);
    expect(body).toBeUndefined();
  });

  it('leaves out Authorization when there is no token and X-Agent-Id when the customer is unknown', async () => {
    const gateway = createFakeGateway([{ json: {} }], {
      getAccessToken: () => Promise.resolve(null),
      getCustomerId: () => null,
    });
    await createRequester(gateway.ctx)({ method: 'GET', path: '/configuration/x' });

    const { headers } = onlyRequest(gateway.requests);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Agent-Id')).toBe(false);
    expect(headers.get('Ocp-Apim-Subscription-Key')).toBe('sub-key-123');
  });

  it('uses a fresh correlation id for each call', async () => {
    const gateway = createFakeGateway([{ json: {} }]);
    const request = createRequester(gateway.ctx);
    await request({ method: 'GET', path: '/a' });
    await request({ method: 'GET', path: '/b' });

    expect(gateway.requests.map((r) => r.headers.get('X-Correlation-Id'))).toEqual(['corr-1', 'corr-2']);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends If-Match and a JSON body on %s', async (method) => {
    const gateway = createFakeGateway([{ status: 204 }]);
    await createRequester(gateway.ctx)({ method, path: '/works-orders/W1', etag: '"v7"', body: { a: 1 } });

    const { headers, body } = onlyRequest(gateway.requests);
    expect(headers.get('If-Match')).toBe('"v7"');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('X-Operation-Key')).toBe(false);
    expect(body).toBe('{"a":1}');
  });

  it('refuses an entity write without an entity tag before calling the gateway', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    const request = createRequester(gateway.ctx);
    const untyped = { method: 'PATCH', path: '/works-orders/W1' } as unknown as Parameters<typeof request>[0];

    await expect(request(untyped)).rejects.toThrow(TypeError);
    expect(gateway.requests).toHaveLength(0);
  });

  it('sends the caller operation key on POST, and no If-Match', async () => {
    const gateway = createFakeGateway([{ status: 201, json: { id: 'W1' } }]);
    await createRequester(gateway.ctx)({ method: 'POST', path: '/works-orders', body: {}, operationKey: 'key-1' });

    const { headers } = onlyRequest(gateway.requests);
    expect(headers.get('X-Operation-Key')).toBe('key-1');
    expect(headers.has('If-Match')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('generates a UUID operation key on POST when the caller has none', async () => {
    const gateway = createFakeGateway([{ status: 201, json: {} }]);
    await createRequester(gateway.ctx)({ method: 'POST', path: '/cases', body: {} });

    expect(onlyRequest(gateway.requests).headers.get('X-Operation-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
