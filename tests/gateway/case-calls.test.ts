import { describe, expect, it } from 'vitest';
import type { CaseCreate } from '../../src/gateway';
import { createGatewayClient } from '../../src/gateway/create-gateway-client';
import { GatewayHttpError } from '../../src/gateway/errors';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

const callOf = (request: RecordedRequest): string => `${request.method} ${request.url.href.slice(baseUrl.length)}`;

const body: CaseCreate = {
  assessmentTypeId: 'CT001',
  caseTypeDescription: 'Anti-social behaviour',
  assignee: 'NM',
  assigneeType: 'Team',
  identifiers: { assetIdentifier: 'P1', customerIdentifier: 'C1', tenancyIdentifier: 'T1' },
  contactDetails: { phoneNumber: '07700900001' },
  additionalInfo: [{ questionId: 'asb_danger', responseId: [2], responseText: null }],
  asset: { type: { assetTypeId: 2, assetTypeName: 'Property' } },
};

// The case calls of portal.md §7 (decision 0038), as the case pages and the case journey use them.
describe('case calls of the gateway client', () => {
  it('getCaseTypes reads the case types out of namespace.keyValues', async () => {
    const type = { id: 'CT001', description: 'Anti-social behaviour' };
    const gateway = createFakeGateway([
      { json: { namespace: { name: 'case-types', keyValues: [{ key: 'CT001', value: type }] } } },
    ]);
    expect(await createGatewayClient(gateway.ctx).getCaseTypes()).toEqual([type]);
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /reference-data/cases/reference-data');
  });

  it('determineCaseTeam posts the request and returns the owning team; an answer without one is a failure', async () => {
    const request = {
      channel: 'CustomerSelfService',
      caseSubType: 'ASB',
      caseSubTypeCategory: 'Neighbourhood',
      landLord: 'Peabody',
      tenancyType: 'Social',
      caseCategory: 'NA',
    } as const;
    const gateway = createFakeGateway([
      { json: { value: { owningTeam: 'NM', owningTeamCategory: 'Team' } } },
      { json: { value: {} } },
    ]);
    const client = createGatewayClient(gateway.ctx);
    expect(await client.determineCaseTeam(request)).toEqual({ owningTeam: 'NM', owningTeamCategory: 'Team' });
    expect(JSON.parse(gateway.requests[0]?.body ?? '')).toEqual(request);
    await expect(client.determineCaseTeam(request)).rejects.toBeInstanceOf(GatewayHttpError);
  });

  it('createCase posts the case with the given operation key and returns its identifier and reference', async () => {
    const gateway = createFakeGateway([
      { status: 201, json: { caseIdentifier: 'case-1', caseReferenceNumber: 'CAS-104300' } },
      { status: 201, json: {} },
    ]);
    const client = createGatewayClient(gateway.ctx);
    expect(await client.createCase(body, 'case-key-1')).toEqual({
      caseIdentifier: 'case-1',
      caseReferenceNumber: 'CAS-104300',
    });
    const sent = gateway.requests[0] as RecordedRequest;
    expect(callOf(sent)).toBe('POST /cases');
    expect(sent.headers.get('X-Operation-Key')).toBe('case-key-1');
    await expect(client.createCase(body, 'case-key-2')).rejects.toBeInstanceOf(GatewayHttpError);
  });

  it('searchCases sends the query and gives the page with the keys of its neighbours', async () => {
    const gateway = createFakeGateway([{ json: { cases: [], limit: 10, links: { next: 'k2' } } }]);
    const page = await createGatewayClient(gateway.ctx).searchCases({
      customerId: 'C1',
      status: 'Active',
      assetIdentifier: 'P1,B1',
      after: 'k1',
      limit: 10,
    });
    expect(page).toEqual({ cases: [], next: 'k2', previous: null });
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /cases?customerId=C1&status=Active&assetIdentifier=P1%2CB1&limit=10&after=k1',
    );
  });
});
