import { afterEach, describe, expect, it, vi } from 'vitest';
import { heatingAttributeOf, joinHeatingAttributes, NEW_WORK_ORDER_ID, supplementaryCodes } from '../../src/gateway';
import { REPAIR_REFERENCE_TTL_MS } from '../../src/gateway/repair-reference';
import { createGatewayClient } from '../../src/gateway/create-gateway-client';
import { GatewayHttpError } from '../../src/gateway/errors';
import { baseUrl, createFakeGateway, onlyRequest, type RecordedRequest } from './fake-gateway';

function callOf(request: RecordedRequest): string {
  return `${request.method} ${request.url.href.slice(baseUrl.length)}`;
}

const collection = (name: string, key: string, value: unknown) => ({
  namespace: { name, keyValues: [{ key, value }] },
});

const reason = {
  id: 1,
  description: 'Kitchen tap dripping',
  priority: 'Next Available',
  element: 'Plumbing',
  sors: [{ sorCode: 'PLTAP001' }],
  additionalData: { description: 'Tell us where', assetType: 'Property', tenancyTypes: ['Social'], isEligible: true },
};

describe('repair reference calls', () => {
  it('getRepairLocations asks for one asset type and returns its locations', async () => {
    const locations = [
      { id: 21, value: 'Communal stairs' },
      { id: 22, value: 'Door entry' },
    ];
    const gateway = createFakeGateway([
      { json: collection('repair-locations', 'Divided Block', locations), headers: { ETag: '"l"' } },
    ]);
    expect(await createGatewayClient(gateway.ctx).getRepairLocations('Divided Block')).toEqual(locations);
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      'GET /reference-data/collection/repair-locations?assetType=Divided%20Block',
    );
  });

  it('getRepairLocations leaves out entries it cannot offer', async () => {
    const gateway = createFakeGateway([
      {
        json: collection('repair-locations', 'Block', [
          { id: 1, value: 'Lifts' },
          { id: 2 },
          { id: 3, value: '' },
          'x',
        ]),
      },
    ]);
    expect(await createGatewayClient(gateway.ctx).getRepairLocations('Block')).toEqual([{ id: 1, value: 'Lifts' }]);
  });

  it('getDampMouldAssessment reads configuration entry 47', async () => {
    const assessment = {
      id: 47,
      assessmentTypeId: 47,
      assessmentDescription: 'Damp, Mould and Condensation',
      questions: [],
    };
    const gateway = createFakeGateway([{ json: collection('configuration', '47', assessment) }]);
    expect(await createGatewayClient(gateway.ctx).getDampMouldAssessment()).toEqual(assessment);
    expect(callOf(onlyRequest(gateway.requests))).toBe('GET /reference-data/collection/configuration/47');
  });

  it('getDampMouldAssessment answers null for an entry without questions', async () => {
    const gateway = createFakeGateway([{ json: collection('configuration', '47', { id: 47 }) }]);
    expect(await createGatewayClient(gateway.ctx).getDampMouldAssessment()).toBeNull();
  });

  it('searchRepairReasons sends every filter and leaves out the ones not given', async () => {
    const gateway = createFakeGateway([{ json: [reason] }, { json: [] }]);
    const client = createGatewayClient(gateway.ctx);
    expect(
      await client.searchRepairReasons({
        searchText: 'tap drip',
        assetType: 'Property',
        isUsedForCreation: true,
        isCatalyst: false,
        location: 'Kitchen',
      }),
    ).toEqual([reason]);
    expect(await client.searchRepairReasons({ searchText: '', assetType: 'Block' })).toEqual([]);
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /repair-reasons?searchText=tap%20drip&assetType=Property&isUsedForCreation=true&isCatalyst=false&location=Kitchen',
      'GET /repair-reasons?searchText=&assetType=Block',
    ]);
  });
});

// Issue 13: the repair's asset page asks for the chosen asset's locations and reasons before Continue, and Continue
// then finds them: reference data, kept five minutes by what was asked.
describe('repair reference data is kept a while', () => {
  afterEach(() => vi.useRealTimers());
  const locations = [{ id: 1, value: 'Kitchen' }];

  it("answers the same asset type's locations once within five minutes, each caller its own copy, and asks again after", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const gateway = createFakeGateway([{ json: collection('repair-locations', 'Property', locations) }]);
    const client = createGatewayClient(gateway.ctx);
    const [first, second] = await Promise.all([
      client.getRepairLocations('Property'),
      client.getRepairLocations('Property'),
    ]);
    expect(first).toEqual(locations);
    expect(second).toEqual(locations);
    expect(second).not.toBe(first);
    vi.setSystemTime(Date.now() + REPAIR_REFERENCE_TTL_MS - 1);
    await client.getRepairLocations('Property');
    expect(gateway.requests).toHaveLength(1);
    await client.getRepairLocations('Block');
    expect(gateway.requests).toHaveLength(2);
    vi.setSystemTime(Date.now() + 2);
    await client.getRepairLocations('Property');
    expect(gateway.requests).toHaveLength(3);
  });

  it('keeps a reason search by everything it asks', async () => {
    const gateway = createFakeGateway([{ json: [reason] }]);
    const client = createGatewayClient(gateway.ctx);
    const query = { searchText: '', assetType: 'Property', isUsedForCreation: true, isCatalyst: false };
    expect(await client.searchRepairReasons(query)).toEqual([reason]);
    expect(await client.searchRepairReasons({ ...query })).toEqual([reason]);
    expect(gateway.requests).toHaveLength(1);
    await client.searchRepairReasons({ ...query, isCatalyst: true });
    expect(gateway.requests.map(callOf)).toEqual([
      'GET /repair-reasons?searchText=&assetType=Property&isUsedForCreation=true&isCatalyst=false',
      'GET /repair-reasons?searchText=&assetType=Property&isUsedForCreation=true&isCatalyst=true',
    ]);
  });

  it('does not keep a failure: the next caller asks again', async () => {
    const gateway = createFakeGateway([
      { status: 404 },
      { json: collection('repair-locations', 'Property', locations) },
    ]);
    const client = createGatewayClient(gateway.ctx);
    await expect(client.getRepairLocations('Property')).rejects.toBeInstanceOf(GatewayHttpError);
    expect(await client.getRepairLocations('Property')).toEqual(locations);
    expect(gateway.requests).toHaveLength(2);
  });
});

describe('repair decision calls', () => {
  const eligible = { isEligible: true, errorCode: null, supplimentaryCodes: '' };

  it('checkRepairEligibility posts the request and returns the outcome', async () => {
    const body = {
      premisesType: 'Property',
      uprn: '100023001201',
      repairType: 'GASLEAK1',
      isCustomerView: true,
      heatingRepairContext: 'Gas combi boiler',
    };
    const outcome = { isEligible: false, errorCode: 'E21', supplimentaryCodes: '' };
    const gateway = createFakeGateway([{ json: outcome }]);
    expect(await createGatewayClient(gateway.ctx).checkRepairEligibility(body)).toEqual(outcome);
    const sent = onlyRequest(gateway.requests);
    expect(callOf(sent)).toBe('POST /works-orders/eligibilityoutcomes');
    expect(JSON.parse(sent.body ?? '')).toEqual(body);
  });

  it('checkEnhancedRepairEligibility and checkAssetEligibility post to their paths', async () => {
    const gateway = createFakeGateway([
      { json: { isEligible: false, errorCode: 'E36', supplimentaryCodes: '' } },
      { json: eligible },
    ]);
    const client = createGatewayClient(gateway.ctx);
    expect(
      await client.checkEnhancedRepairEligibility({
        isEmergency: true,
        sor: 'CMPOWER1',
        channel: 'CustomerSelfService',
      }),
    ).toMatchObject({ errorCode: 'E36' });
    expect(await client.checkAssetEligibility('A/1', 'Commercial')).toEqual(eligible);
    expect(gateway.requests.map(callOf)).toEqual([
      'POST /works-orders/enhanced-repair-eligibility',
      'POST /assets/A%2F1/eligibilityoutcomes',
    ]);
    expect(JSON.parse(gateway.requests[1]?.body ?? '')).toEqual({ tenancyGroup: 'Commercial' });
  });

  it('determineSor uses the all-zero id for a repair not saved yet', async () => {
    const gateway = createFakeGateway([
      { json: { sorCode: 'COMPUMP' } },
      { json: { sorCode: 'RFLEAK01', determinationCode: 'E32' } },
    ]);
    const client = createGatewayClient(gateway.ctx);
    const body = {
      context: { sorCode: 'PLWATER1', supplementaryCodes: 'FISPUMPS02' },
      propertyAttribute: 'Gas combi boiler',
    };
    expect(await client.determineSor(null, body)).toEqual({ sorCode: 'COMPUMP' });
    expect(await client.determineSor('WO-1', { context: { sorCode: 'RFLEAK01' } })).toEqual({
      sorCode: 'RFLEAK01',
      determinationCode: 'E32',
    });
    expect(gateway.requests.map(callOf)).toEqual([
      `POST /works-orders/${NEW_WORK_ORDER_ID}/sor-determination`,
      'POST /works-orders/WO-1/sor-determination',
    ]);
  });

  it('getRepairPriority posts the priority request', async () => {
    const gateway = createFakeGateway([
      { json: { repairPriority: 'Emergency (Out of hours)', isWorkingHours: false } },
    ]);
    const result = await createGatewayClient(gateway.ctx).getRepairPriority({
      isEmergency: true,
      raisedDate: '2026-11-21T21:00:00',
    });
    expect(result).toEqual({ repairPriority: 'Emergency (Out of hours)', isWorkingHours: false });
    expect(callOf(onlyRequest(gateway.requests))).toBe('POST /works-orders/repair-priority');
  });

  it('getContractor sends the query and returns the contractor without the copied entity tag', async () => {
    const contractor = {
      id: 'C1',
      name: 'Aquaflow',
      statuses: { isIntegrated: true, isBuilder: false, isSubContractor: false, isEMA: false, isActive: true },
      flags: [],
      contractorSites: [{ id: 'C1', name: 'Aquaflow (London)' }],
      contacts: {},
    };
    const gateway = createFakeGateway([{ json: contractor, headers: { ETag: '"c"' } }]);
    const got = await createGatewayClient(gateway.ctx).getContractor(null, {
      priority: 'EME',
      repairType: 'PLWATER1',
      repairTime: 21,
      uprn: '100023001201',
      repairCauseId: 1,
      isVandalism: false,
    });
    expect(got).toEqual(contractor);
    expect(callOf(onlyRequest(gateway.requests))).toBe(
      `GET /worksorder/${NEW_WORK_ORDER_ID}/contractors?priority=EME&repairType=PLWATER1&repairTime=21&uprn=100023001201&repairCauseId=1&isVandalism=false`,
    );
  });

  it('treats a decision answered without a body as a failure', async () => {
    const gateway = createFakeGateway([{ status: 204 }]);
    await expect(createGatewayClient(gateway.ctx).getRepairPriority({ isEmergency: false })).rejects.toBeInstanceOf(
      GatewayHttpError,
    );
  });

  it('passes a refusal on with its status and problems', async () => {
    const gateway = createFakeGateway([
      {
        status: 403,
        json: { status: 403, title: 'Forbidden', errors: [{ message: 'You do not have access to this resource.' }] },
      },
    ]);
    const call = createGatewayClient(gateway.ctx).checkAssetEligibility('OTHER', 'General Needs');
    await expect(call).rejects.toMatchObject({ status: 403, title: 'Forbidden' });
  });
});

describe('repair decision helpers', () => {
  it('joins heating values as the SOR determination expects', () => {
    expect(joinHeatingAttributes(['Gas combi boiler', 'Mains gas', 'None', 'Unknown', null, ''])).toBe(
      'Gas combi boiler+Mains gas',
    );
    expect(
      heatingAttributeOf([
        { type: 'MAINTSRESP', value: 'FMFULL' },
        { type: 'HEAT', value: 'Communal' },
        { type: 'HEATGAS', value: '' },
        { type: 'HEATELEC', value: 'Electric storage heaters' },
      ]),
    ).toBe('Communal+Electric storage heaters');
    expect(heatingAttributeOf(undefined)).toBe('');
  });

  it('splits the supplementary codes of an answer', () => {
    expect(supplementaryCodes({ supplimentaryCodes: 'FISPUMPS02, INDEFECTS' })).toEqual(['FISPUMPS02', 'INDEFECTS']);
    expect(supplementaryCodes({ supplimentaryCodes: '' })).toEqual([]);
  });
});
