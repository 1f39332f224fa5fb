import { describe, expect, it } from 'vitest';
import { DAMP_MOULD_ASSESSMENT } from '../../../sandbox/db/seed/damp-mould-assessment';
import { REPAIR_LOCATIONS } from '../../../sandbox/db/seed/repair-locations';
import { readErrorBody } from './test-gateway';
import { contractErrors, readOnlyGateway } from './repair-seeded-world';

const get = (path: string, token: string | null = 'alex') => readOnlyGateway().call(path, { token });

interface Collection {
  namespace: { name: string; keyValues: { key: string; value: unknown }[] };
}

describe('GET /reference-data/collection/repair-locations', () => {
  it.each([
    ['Property', 'Property'],
    ['Block', 'Block'],
    ['Divided Block', 'Divided Block'],
    ['divided-block', 'Divided Block'],
    ['Estate', 'Estate'],
    ['Estate Area', 'Estate'],
  ] as const)('assetType %s reads the %s locations as a one-entry collection', async (asked, key) => {
    const res = await get(`/reference-data/collection/repair-locations?assetType=${encodeURIComponent(asked)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    const body = (await res.json()) as Collection;
    expect(contractErrors('reference-data-collection.schema.json', body)).toEqual([]);
    expect(body.namespace).toEqual({ name: 'repair-locations', keyValues: [{ key, value: REPAIR_LOCATIONS[key] }] });
    expect(contractErrors('repair-locations.schema.json', body.namespace.keyValues[0]?.value)).toEqual([]);
  });

  it('refuses a scheme, an unknown type and none at all (400 on assetType)', async () => {
    for (const query of ['?assetType=Scheme', '?assetType=Garage', '']) {
      const res = await get(`/reference-data/collection/repair-locations${query}`);
      expect(res.status).toBe(400);
      expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: 'assetType' });
    }
  });

  it('needs a token but no customer record', async () => {
    expect((await get('/reference-data/collection/repair-locations?assetType=Block', null)).status).toBe(401);
    expect((await get('/reference-data/collection/repair-locations?assetType=Block', 'eli')).status).toBe(200);
  });
});

describe('GET /reference-data/collection/configuration/{key}', () => {
  it('reads the damp and mould assessment, entry 47', async () => {
    const res = await get('/reference-data/collection/configuration/47');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Collection;
    expect(body.namespace).toEqual({ name: 'configuration', keyValues: [{ key: '47', value: DAMP_MOULD_ASSESSMENT }] });
    expect(contractErrors('damp-mould-assessment.schema.json', body.namespace.keyValues[0]?.value)).toEqual([]);
  });

  it('answers 404 for an entry that does not exist', async () => {
    expect((await get('/reference-data/collection/configuration/48')).status).toBe(404);
  });
});

describe('GET /repair-reasons', () => {
  const search = async (query: string) => {
    const res = await get(`/repair-reasons${query}`);
    expect(res.status).toBe(200);
    const reasons = (await res.json()) as { id: number; description: string }[];
    for (const reason of reasons) expect(contractErrors('repair-reason.schema.json', reason)).toEqual([]);
    return reasons;
  };
  const ids = (reasons: { id: number }[]) => reasons.map((r) => r.id).sort((a, b) => a - b);

  it('matches the text anywhere in the description, ignoring case', async () => {
    expect(ids(await search('?searchText=TAP&assetType=Property&isUsedForCreation=true'))).toEqual([1, 55]);
    expect(ids(await search('?searchText=light&assetType=Block'))).toEqual([30, 32]);
  });

  it('answers the repair reason shape of repairs.md §3, with the eligibility code', async () => {
    const [gas] = await search('?searchText=Smell%20of%20gas');
    expect(gas).toMatchObject({
      description: 'Smell of gas',
      priority: 'Emergency',
      element: 'Gas',
      sors: [{ sorCode: 'GASLEAK1' }],
      // Its location too, so one search serves the location step's every location (issue 13).
      additionalData: {
        assetType: 'Property',
        location: 'Heating and hot water',
        isEligible: false,
        eligibilityCode: 'E21',
      },
    });
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await search('?searchText=%25')).toEqual([]);
    expect(await search('?searchText=_')).toEqual([]);
  });

  it('filters by asset type, with Estate Area read as Estate', async () => {
    expect(ids(await search('?assetType=Estate%20Area&isUsedForCreation=true'))).toEqual([44, 45, 46, 47, 54]);
    expect(ids(await search('?assetType=divided-block'))).toEqual([41, 42, 43]);
  });

  it('offers catalyst-only reasons only when asked for catalyst', async () => {
    expect(ids(await search('?searchText=new%20home%20defect'))).toEqual([]);
    expect(ids(await search('?searchText=new%20home%20defect&isCatalyst=true'))).toEqual([48, 49, 50]);
    expect(ids(await search('?searchText=new%20home%20defect&isCatalyst=false'))).toEqual([]);
  });

  it('filters on isUsedForCreation both ways', async () => {
    expect(ids(await search('?isUsedForCreation=false'))).toEqual([51, 52, 53]);
    expect((await search('?isUsedForCreation=true')).some((r) => r.id >= 51 && r.id <= 53)).toBe(false);
  });

  it('narrows to a location when given (the journey picks the location first)', async () => {
    expect(ids(await search('?assetType=Block&location=Lifts'))).toEqual([33, 34]);
    expect(await search('?assetType=Divided%20Block&location=Bin%20store')).toEqual([]);
  });

  it('refuses filters it cannot read', async () => {
    const res = await get('/repair-reasons?isCatalyst=yes');
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: 'isCatalyst' });
    expect((await get('/repair-reasons?assetType=Scheme')).status).toBe(400);
  });
});
