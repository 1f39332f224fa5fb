import { describe, expect, it } from 'vitest';
import { createRequester } from '../../src/gateway/request';
import { encodePath } from '../../src/gateway/url';
import { baseUrl, createFakeGateway, onlyRequest } from './fake-gateway';

describe('request URLs', () => {
  it('repeats array parameters, keeps empty strings and drops undefined', async () => {
    const gateway = createFakeGateway([{ json: { worksOrders: [], totalCount: 0 } }]);
    await createRequester(gateway.ctx)({
      method: 'GET',
      path: '/search/works-orders',
      query: {
        propertiesIds: ['P1', 'P2'],
        searchText: '',
        status: undefined,
        limit: 1,
        isDuplicateCheck: false,
        description: 'leak & drip',
      },
    });

    const { url } = onlyRequest(gateway.requests);
    expect(url.search).toBe(
      '?propertiesIds=P1&propertiesIds=P2&searchText=&limit=1&isDuplicateCheck=false&description=leak%20%26%20drip',
    );
    expect(url.searchParams.getAll('propertiesIds')).toEqual(['P1', 'P2']);
    expect(url.searchParams.has('status')).toBe(false);
  });

  it('joins the base URL and path whether or not the base ends with a slash', async () => {
    const gateway = createFakeGateway([{ json: {} }], { config: { gatewayBaseUrl: `${baseUrl}/` } });
    await createRequester(gateway.ctx)({ method: 'GET', path: '/customers/C1' });

    expect(onlyRequest(gateway.requests).url.href).toBe(`${baseUrl}/customers/C1`);
  });

  it('encodes each interpolated path value as a single segment', () => {
    expect(encodePath`/customers/${'a/b?c'}/premises/${42}/tenancies`).toBe(
      '/customers/a%2Fb%3Fc/premises/42/tenancies',
    );
  });
});
