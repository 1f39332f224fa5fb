import { describe, expect, it } from 'vitest';
import { ASSET_HIERARCHY_TTL_MS, createAssetCalls } from '../../src/gateway/assets';
import { createGatewayClient } from '../../src/gateway/create-gateway-client';
import { createCustomerCalls, TENANCY_GROUPS_TTL_MS } from '../../src/gateway/customers';
import { createRequester } from '../../src/gateway/request';
import { PreconditionFailedError } from '../../src/gateway/errors';
import { customer } from './customer-fixture';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

function callOf(request: RecordedRequest): string {
  return `${request.method} ${request.url.href.slice(baseUrl.length)}`;
}

describe('gateway client', () => {
  it('getCustomer reads the customer and its entity tag from the header', async () => {
    const gateway = createFakeGateway([{ json: customer(), headers: { ETag: '"c-1"' } }]);
    const result = await createGatewayClient(gateway.ctx).getCustomer('CUST 1');

    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /customers/CUST%201');
    expect(result.etag).toBe('"c-1"');
    expect(result.customer.person.name.givenName).toBe('Ada');
  });

  it('getCustomer falls back to the body eTag when there is no header', async () => {
    const gateway = createFakeGateway([{ json: customer({ eTag: 'body-only' }) }]);

    expect((await createGatewayClient(gateway.ctx).getCustomer('CUST-1')).etag).toBe('body-only');
  });

  it('updateCustomer PUTs the update with If-Match and returns the new version', async () => {
    const gateway = createFakeGateway([{ json: customer({ eTag: 'v2' }), headers: { ETag: '"v2"' } }]);
    const update = { emailAddress: 'new@example.org', mobilePhone: '07700900999' };
    const result = await createGatewayClient(gateway.ctx).updateCustomer('CUST-1', update, '"v1"');

    const sent = onlyRequest(gateway.requests);
    expect(callOf(sent)).toBe('PUT /customers/CUST-1');
    expect(sent.headers.get('If-Match')).toBe('"v1"');
    expect(JSON.parse(sent.body ?? '')).toEqual(update);
    expect(result.etag).toBe('"v2"');
  });

  it('updateCustomer reads the customer again when the PUT answers without a body', async () => {
    const gateway = createFakeGateway([
      { status: 204, headers: { ETag: '"v2"' } },
      { json: customer({ eTag: 'v2' }), headers: { ETag: '"v2"' } },
    ]);
    const result = await createGatewayClient(gateway.ctx).updateCustomer(
      'CUST-1',
      { emailAddress: 'a@b.org', mobilePhone: '07700900999' },
      '"v1"',
    );

    expect(gateway.requests.map(callOf)).toEqual(['PUT /customers/CUST-1', 'GET /customers/CUST-1']);
    expect(result).toMatchObject({ etag: '"v2"', customer: { id: 'CUST-1' } });
  });

  it('updateCustomer with a stale entity tag throws PreconditionFailedError', async () => {
    const gateway = createFakeGateway([
      { status: 412, json: { status: 412, title: 'Precondition Failed', errors: [] } },
    ]);
    const update = createGatewayClient(gateway.ctx).updateCustomer(
      'CUST-1',
      { emailAddress: 'a@b.org', mobilePhone: '07700900999' },
      '"stale"',
    );

    await expect(update).rejects.toBeInstanceOf(PreconditionFailedError);
  });

  it('getTenancyGroups and getPremisesTenancyGroups read the tenancy groups', async () => {
    const groups = [{ tenancyIdentifier: 'T1', tenancyGroup: 'Social' }];
    const gateway = createFakeGateway([{ json: groups }]);
    const client = createGatewayClient(gateway.ctx);

    expect(await client.getTenancyGroups('CUST-1')).toEqual(groups);
    expect(await client.getPremisesTenancyGroups('CUST-1', 'P/1')).toEqual(groups);
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /customers/CUST-1/tenancies',
      'GET /customers/CUST-1/premises/P%2F1/tenancies',
    ]);
  });

  it('getAssetHierarchy asks for the assets above a premises with their addresses', async () => {
    const assets = [{ id: 'P1', assetType: 'Property', addresses: {}, statuses: [], maintenanceResponsibilities: [] }];
    const gateway = createFakeGateway([{ json: assets }]);

    expect(await createGatewayClient(gateway.ctx).getAssetHierarchy('P1')).toEqual(assets);
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /assets/P1/assets?expand=address');
  });

  // Issue 13: the address list and the repair's asset step ask for the same premises within seconds.
  it('getAssetHierarchy answers the same premises once a minute, each caller its own copy, and asks again after a failure', async () => {
    const assets = [{ id: 'P1', assetType: 'Property', addresses: {}, statuses: [], maintenanceResponsibilities: [] }];
    const gateway = createFakeGateway([
      { status: 404, json: { title: 'Not Found' } },
      { json: assets },
      { json: [] },
      { json: assets },
    ]);
    let clock = 0;
    const calls = createAssetCalls(createRequester(gateway.ctx, { sleep: async () => undefined }), () => clock);
    await expect(calls.getAssetHierarchy('P1')).rejects.toThrow();
    const first = await calls.getAssetHierarchy('P1');
    expect(first).toEqual(assets);
    clock += ASSET_HIERARCHY_TTL_MS - 1;
    const second = await calls.getAssetHierarchy('P1');
    expect(second).toEqual(assets);
    expect(second).not.toBe(first);
    expect(gateway.requests).toHaveLength(2);
    expect(await calls.getAssetHierarchy('P2')).toEqual([]);
    clock += 1;
    expect(await calls.getAssetHierarchy('P1')).toEqual(assets);
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /assets/P1/assets?expand=address',
      'GET /assets/P1/assets?expand=address',
      'GET /assets/P2/assets?expand=address',
      'GET /assets/P1/assets?expand=address',
    ]);
  });

  it('getTenancyGroups serves one answer to every caller for a minute, each its own copy, and asks again after a failure', async () => {
    const groups = [{ tenancyGroup: 'Residential', tenancies: [] }];
    const gateway = createFakeGateway([
      { status: 404, json: { title: 'Not Found' } },
      { json: groups },
      { json: groups },
    ]);
    let clock = 0;
    const calls = createCustomerCalls(createRequester(gateway.ctx, { sleep: async () => undefined }), () => clock);
    await expect(calls.getTenancyGroups('C1')).rejects.toThrow();
    const [first, second] = await Promise.all([calls.getTenancyGroups('C1'), calls.getTenancyGroups('C1')]);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    clock += TENANCY_GROUPS_TTL_MS - 1;
    await calls.getTenancyGroups('C1');
    expect(gateway.requests).toHaveLength(2);
    clock += 1;
    expect(await calls.getTenancyGroups('C1')).toEqual(groups);
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /customers/C1/tenancies',
      'GET /customers/C1/tenancies',
      'GET /customers/C1/tenancies',
    ]);
  });

  // Issue 13: the repair's asset page asks for its premises' groups on arrival; the asset check on Continue takes them.
  it("getPremisesTenancyGroups keeps each premises' answer a minute, apart from the customer's own groups", async () => {
    const groups = [{ tenancyIdentifier: 'T1', tenancyGroup: 'General Needs' }];
    const gateway = createFakeGateway([{ json: groups }, { json: [] }, { json: groups }, { json: groups }]);
    let clock = 0;
    const calls = createCustomerCalls(createRequester(gateway.ctx, { sleep: async () => undefined }), () => clock);
    const first = await calls.getPremisesTenancyGroups('C1', 'P1');
    expect(await calls.getPremisesTenancyGroups('C1', 'P2')).toEqual([]);
    clock += TENANCY_GROUPS_TTL_MS - 1;
    const again = await calls.getPremisesTenancyGroups('C1', 'P1');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    await calls.getTenancyGroups('C1');
    clock += 1;
    await calls.getPremisesTenancyGroups('C1', 'P1');
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /customers/C1/premises/P1/tenancies',
      'GET /customers/C1/premises/P2/tenancies',
      'GET /customers/C1/tenancies',
      'GET /customers/C1/premises/P1/tenancies',
    ]);
  });

  it('getAsset returns the asset and its entity tag', async () => {
    const asset = { id: 'A1', assetType: 'Block', addresses: {}, statuses: [], maintenanceResponsibilities: [] };
    const gateway = createFakeGateway([{ json: asset, headers: { ETag: '"a-1"' } }]);
    const result = await createGatewayClient(gateway.ctx).getAsset('A1');

    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /assets/A1');
    expect(result.etag).toBe('"a-1"');
    expect(result.asset.id).toBe('A1');
  });

  it('getAssetAssociates expands interested parties only when asked', async () => {
    const gateway = createFakeGateway([{ json: { landLord: { organisation: { name: 'Peabody' } } } }]);
    const client = createGatewayClient(gateway.ctx);

    const associates = await client.getAssetAssociates('A1');
    await client.getAssetAssociates('A1', { interestedParties: true });

    expect(associates.landLord?.organisation.name).toBe('Peabody');
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /assets/A1/associates',
      'GET /assets/A1/associates?expand=interestedParties',
    ]);
  });

  it('getConfiguration returns the value and getToggle is on only for "true"', async () => {
    const values: Record<string, string> = {
      demobilizedContractorSites: 'S1,S2',
      On: 'true',
      Off: 'false',
      Odd: 'TRUE',
    };
    const gateway = createFakeGateway((request) => {
      const name = decodeURIComponent(request.url.pathname.split('/').pop() ?? '');
      return { json: { name, value: values[name] } };
    });
    const client = createGatewayClient(gateway.ctx);

    expect(await client.getConfiguration('demobilizedContractorSites')).toBe('S1,S2');
    expect(await client.getToggle('On')).toBe(true);
    expect(await client.getToggle('Off')).toBe(false);
    expect(await client.getToggle('Odd')).toBe(false);
    expect(callOf(gateway.requests[0] as RecordedRequest)).toBe('GET /configuration/demobilizedContractorSites');
  });

  it('logout sends DELETE /logout without If-Match', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    await createGatewayClient(gateway.ctx).logout();

    const sent = onlyRequest(gateway.requests);
    expect(callOf(sent)).toBe('DELETE /logout');
    expect(sent.headers.has('If-Match')).toBe(false);
  });

  it('exposes the raw requester for calls without typed functions yet', async () => {
    const gateway = createFakeGateway([{ json: { accounts: [] } }]);
    const response = await createGatewayClient(gateway.ctx).request<{ accounts: unknown[] }>({
      method: 'GET',
      path: '/customers/CUST-1/accounts',
    });

    expect(response.data.accounts).toEqual([]);
  });
});
