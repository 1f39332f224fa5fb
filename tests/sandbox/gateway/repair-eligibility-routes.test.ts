import { describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER } from '../../../sandbox/db/seed/personas';
import { readErrorBody } from './test-gateway';
import { ASSETS, contractErrors, readOnlyGateway, uprnOf } from './repair-seeded-world';

const post = (token: string, path: string, body: unknown) =>
  readOnlyGateway().call(path, { method: 'POST', token, body });

const eligibility = (
  token: string,
  assetId: string,
  premisesType: string,
  repairType: string,
  extra: Record<string, unknown> = {},
) =>
  post(token, '/works-orders/eligibilityoutcomes', {
    premisesType,
    maintenanceResponsibility: 'FMFULL',
    repairResponsibility: 'Landlord',
    additionalRepairInfo: '',
    isRepairEligible: true,
    isCustomerView: true,
    uprn: uprnOf(assetId),
    isInDefects: false,
    repairType,
    ...extra,
  });

// Every eligibility code of repairs.md §8 with the seeded persona, asset and reason that produce it
// (docs/repair-rules.md carries the same table).
describe('POST /works-orders/eligibilityoutcomes over the seed', () => {
  it.each<[string, string, string, string, string]>([
    ['E1', 'chris', ASSETS.chrisHome, 'Property', 'DECOR001'],
    ['E2', 'alex', ASSETS.alexHome, 'Property', 'FNFENC01'],
    ['E3', 'alex', ASSETS.alexHome, 'Property', 'N/A'],
    ['E4', 'alex', ASSETS.alexHome, 'Property', 'WNCLOS01'],
    ['E5', 'alex', ASSETS.alexHome, 'Property', 'ADAPT001'],
    ['E8', 'alex', ASSETS.alexHome, 'Property', 'STCRACK1'],
    ['E21', 'alex', ASSETS.alexHome, 'Property', 'GASLEAK1'],
    ['E21', 'chris', ASSETS.chrisHome, 'Property', 'GASLEAK1'],
    ['E22', 'alex', ASSETS.alexHome, 'Property', 'PESTRD01'],
    ['E22', 'alex', ASSETS.alexBlock, 'Block', 'PESTBN01'],
    ['E23', 'alex', ASSETS.alexHome, 'Property', 'WARDEN01'],
    ['E24', 'alex', ASSETS.alexEstate, 'Estate', 'ESLAMP01'],
    ['E25', 'alex', ASSETS.alexHome, 'Property', 'RECALL01'],
    ['SSR005', 'alex', ASSETS.alexHome, 'Property', 'CPKEYS01'],
    ['SSR037', 'alex', ASSETS.alexHome, 'Property', 'ELEMER01'],
    ['SSR069', 'chris', ASSETS.chrisHome, 'Property', 'HTCOMM01'],
    ['SSR069', 'dana', ASSETS.danaHome, 'Property', 'HTCOMM01'],
  ])('%s for %s, asset %s, %s, SOR %s', async (code, token, assetId, premisesType, sor) => {
    const res = await eligibility(token, assetId, premisesType, sor);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(contractErrors('eligibility-result.schema.json', body)).toEqual([]);
    expect(body).toMatchObject({ isEligible: false, errorCode: code });
  });

  it.each<[string, string, string, string, string, string]>([
    ['a dripping tap', 'alex', ASSETS.alexHome, 'Property', 'PLTAP001', ''],
    ['total loss of water, with its supplementary code', 'alex', ASSETS.alexHome, 'Property', 'PLWATER1', 'FISPUMPS02'],
    ['a stairwell light in the block', 'alex', ASSETS.alexBlock, 'Block', 'CMLIGHT1', ''],
    ['a roof leak (E32 comes later, from SOR determination)', 'alex', ASSETS.alexBlock, 'Block', 'RFLEAK01', ''],
    [
      'a new-home defect for the catalyst customer, warned of the defects period',
      'dana',
      ASSETS.danaHome,
      'Property',
      'DEFWIN01',
      'INDEFECTS',
    ],
    ['a communal lift for the leaseholder', 'chris', ASSETS.chrisBlock, 'Block', 'LFTBRK01', ''],
  ])('%s is eligible', async (_label, token, assetId, premisesType, sor, supplimentaryCodes) => {
    const res = await eligibility(token, assetId, premisesType, sor);
    expect(await res.json()).toEqual({ isEligible: true, errorCode: null, supplimentaryCodes });
  });

  it('uses the heating the portal sends, else the stored one', async () => {
    const sent = await eligibility('alex', ASSETS.alexHome, 'Property', 'HTCOMM01', {
      heatingRepairContext: 'Communal',
    });
    expect(await sent.json()).toMatchObject({ errorCode: 'SSR069' });
    const stored = await eligibility('alex', ASSETS.alexHome, 'Property', 'HTCOMM01');
    expect(await stored.json()).toMatchObject({ errorCode: 'E3' });
  });

  it('decides from the stored asset, not the flags sent: a leaseholder claiming FMFULL still gets E1', async () => {
    const res = await eligibility('chris', ASSETS.chrisHome, 'Property', 'PLTAP001', {
      maintenanceResponsibility: 'FMFULL',
    });
    expect(await res.json()).toMatchObject({ errorCode: 'E1' });
  });

  it('offers catalyst-only reasons to catalyst customers only', async () => {
    expect(await (await eligibility('alex', ASSETS.alexHome, 'Property', 'DEFWIN01')).json()).toMatchObject({
      errorCode: 'E3',
    });
  });

  it("refuses another customer's asset (403), an unknown UPRN (404) and a login without a customer (403)", async () => {
    const other = await eligibility('alex', ASSETS.omarHome, 'Property', 'PLTAP001');
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain(OTHER_CUSTOMER.customerId);
    const unknown = await post('alex', '/works-orders/eligibilityoutcomes', {
      premisesType: 'Property',
      uprn: '999',
      repairType: 'PLTAP001',
    });
    expect(unknown.status).toBe(404);
    expect((await eligibility('eli', ASSETS.alexHome, 'Property', 'PLTAP001')).status).toBe(403);
  });

  it('validates the body against its schema', async () => {
    const missing = await post('alex', '/works-orders/eligibilityoutcomes', {
      premisesType: 'Property',
      repairType: 'PLTAP001',
    });
    expect(missing.status).toBe(400);
    expect((await readErrorBody(missing)).errors).toContainEqual({
      field: '/uprn',
      code: 'required',
      message: 'is required',
    });
    const extra = await eligibility('alex', ASSETS.alexHome, 'Property', 'PLTAP001', { isSubmitted: true });
    expect((await readErrorBody(extra)).errors[0]).toMatchObject({
      field: '/isSubmitted',
      code: 'additionalProperties',
    });
    const scheme = await eligibility('alex', ASSETS.alexHome, 'Scheme', 'PLTAP001');
    expect((await readErrorBody(scheme)).errors[0]).toMatchObject({ field: '/premisesType' });
  });

  it('needs a token', async () => {
    const res = await readOnlyGateway().call('/works-orders/eligibilityoutcomes', { method: 'POST', body: {} });
    expect(res.status).toBe(401);
  });
});

describe('POST /works-orders/enhanced-repair-eligibility over the seed', () => {
  const enhanced = (body: Record<string, unknown>) =>
    post('alex', '/works-orders/enhanced-repair-eligibility', {
      isEmergency: false,
      isPotentialDuplicate: false,
      isVulnerable: false,
      channel: 'CustomerSelfService',
      ...body,
    });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['power lost to all communal lighting, as an emergency → E36', { sor: 'CMPOWER1', isEmergency: true }, 'E36'],
    [
      'an emergency that may duplicate an open repair → E36',
      { sor: 'LFTBRK01', isEmergency: true, isPotentialDuplicate: true },
      'E36',
    ],
    ['the door entry panel → E35', { sor: 'DRENTR01' }, 'E35'],
    ['power lost, not as an emergency', { sor: 'CMPOWER1' }, null],
    ['a dripping tap', { sor: 'PLTAP001' }, null],
  ])('%s', async (_label, body, code) => {
    const res = await enhanced(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isEligible: code === null, errorCode: code, supplimentaryCodes: '' });
  });

  it('validates the body', async () => {
    const res = await post('alex', '/works-orders/enhanced-repair-eligibility', {
      sor: 'PLTAP001',
      isEmergency: 'yes',
    });
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/isEmergency', code: 'type' });
    const channel = await enhanced({ sor: 'PLTAP001', channel: 'Fax' });
    expect(channel.status).toBe(400);
  });
});

describe('POST /assets/{id}/eligibilityoutcomes over the seed', () => {
  const assetEligibility = (token: string, assetId: string, tenancyGroup: string) =>
    post(token, `/assets/${assetId}/eligibilityoutcomes`, { tenancyGroup });

  it.each<[string, string, string, string, string | null]>([
    ['Alex, his flat', 'alex', ASSETS.alexHome, 'General Needs', null],
    ['Alex, his block', 'alex', ASSETS.alexBlock, 'General Needs', null],
    ['Alex, his estate', 'alex', ASSETS.alexEstate, 'General Needs', null],
    ['Alex, the scheme', 'alex', ASSETS.alexScheme, 'General Needs', 'E24'],
    ['Bea, her shop', 'bea', ASSETS.beaShop, 'Commercial', null],
    ['Bea, the parade block of her shop, as a commercial tenant', 'bea', ASSETS.beaShopBlock, 'Commercial', 'E24'],
    ['Bea, her estate, as a commercial tenant', 'bea', ASSETS.beaEstate, 'Commercial', 'E24'],
    ['Bea, her estate, from her house', 'bea', ASSETS.beaEstate, 'General Needs', null],
    ['Bea, the block of her ended tenancy', 'bea', ASSETS.beaEndedBlock, 'General Needs', 'E2'],
    ['Chris, his leasehold flat', 'chris', ASSETS.chrisHome, 'Leasehold', null],
    ['Dana, her divided block', 'dana', ASSETS.danaDividedBlock, 'General Needs', null],
  ])('%s', async (_label, token, assetId, group, code) => {
    const res = await assetEligibility(token, assetId, group);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isEligible: code === null, errorCode: code, supplimentaryCodes: '' });
  });

  it('refuses a group the caller has no tenancy in at that asset (400)', async () => {
    const res = await assetEligibility('alex', ASSETS.alexHome, 'Commercial');
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/tenancyGroup' });
  });

  it("refuses another customer's asset (403) before reading the body, and an unknown one (404)", async () => {
    expect((await assetEligibility('alex', ASSETS.omarHome, 'General Needs')).status).toBe(403);
    expect((await assetEligibility('alex', ASSETS.tulseHouse, 'General Needs')).status).toBe(403);
    expect((await assetEligibility('alex', 'a5500000-0000-4000-8000-00000000ffff', 'General Needs')).status).toBe(404);
  });

  it('validates the body', async () => {
    const res = await post('alex', `/assets/${ASSETS.alexHome}/eligibilityoutcomes`, {});
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/tenancyGroup', code: 'required' });
  });
});
