import { describe, expect, it } from 'vitest';
import { createRequester } from '../../src/gateway/request';
import { createFakeGateway } from './fake-gateway';

describe('request results', () => {
  it('returns the ETag and adds it to an object body that has no eTag', async () => {
    const gateway = createFakeGateway([{ json: { id: 'W1', jobNo: 'J1' }, headers: { ETag: '"w-3"' } }]);
    const response = await createRequester(gateway.ctx)<{ id: string; eTag?: string }>({
      method: 'GET',
      path: '/works-orders/W1',
    });

    expect(response.etag).toBe('"w-3"');
    expect(response.data).toEqual({ id: 'W1', jobNo: 'J1', eTag: '"w-3"' });
    expect(response.status).toBe(200);
  });

  it('keeps the eTag the body already has', async () => {
    const gateway = createFakeGateway([{ json: { id: 'W1', eTag: 'body-tag' }, headers: { ETag: '"header-tag"' } }]);
    const response = await createRequester(gateway.ctx)<{ eTag: string }>({ method: 'GET', path: '/works-orders/W1' });

    expect(response.data.eTag).toBe('body-tag');
    expect(response.etag).toBe('"header-tag"');
  });

  it('returns null data and still the ETag for a body-less answer', async () => {
    const gateway = createFakeGateway([{ status: 204, headers: { ETag: '"v2"' } }]);
    const response = await createRequester(gateway.ctx)<null>({
      method: 'PATCH',
      path: '/works-orders/W1',
      etag: '"v1"',
      body: { priority: 'NA' },
    });

    expect(response).toMatchObject({ data: null, etag: '"v2"', status: 204 });
  });

  it('leaves array bodies as they are', async () => {
    const gateway = createFakeGateway([{ json: [{ id: 'A1' }], headers: { ETag: '"x"' } }]);
    const response = await createRequester(gateway.ctx)<unknown[]>({ method: 'GET', path: '/assets/P1/assets' });

    expect(response.data).toEqual([{ id: 'A1' }]);
  });

  it('returns the Location of a creation and the gateway correlation id', async () => {
    const gateway = createFakeGateway([
      {
        status: 201,
        json: {},
        headers: { Location: '/customerselfserve/api/v1/works-orders/W9', 'X-Correlation-Id': 'gw-corr' },
      },
    ]);
    const response = await createRequester(gateway.ctx)({ method: 'POST', path: '/works-orders', body: {} });

    expect(response.location).toBe('/customerselfserve/api/v1/works-orders/W9');
    expect(response.correlationId).toBe('gw-corr');
  });

  it('falls back to the correlation id it sent', async () => {
    const gateway = createFakeGateway([{ json: {} }]);
    const response = await createRequester(gateway.ctx)({ method: 'GET', path: '/customers/C1' });

    expect(response).toMatchObject({ correlationId: 'corr-1', etag: null, location: null });
  });
});
