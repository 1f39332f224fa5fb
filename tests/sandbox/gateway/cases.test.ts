import { beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../../schemas/generated/gateway.case';
import type { CaseCreate } from '../../../schemas/generated/gateway.case-create';
import type { CaseList } from '../../../schemas/generated/gateway.case-list';
import type { CaseTypeReferenceData } from '../../../schemas/generated/gateway.case-types';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, readOnlyGateway, seededGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// Service requests (portal.md §2, §3, §7; decision 0038): case types, team determination, raising a case and the list.
const { alex, bea, chris } = PERSONAS;
const omar = OTHER_CUSTOMER;

async function list(gateway: TestGateway, query: string, token = 'alex'): Promise<CaseList> {
  const res = await gateway.call(`/cases?customerId=${alex.customerId}${query}`, { token });
  if (res.status !== 200) throw new Error(`list ${query}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as CaseList;
  expect(contractErrors('case-list.schema.json', body)).toEqual([]);
  return body;
}
const refs = (page: CaseList) => page.cases.map((c) => c.caseReferenceNumber);

/** A valid anti-social behaviour case on Alex's home. */
function asbCase(overrides: Partial<CaseCreate> = {}): CaseCreate {
  return {
    assessmentTypeId: 'CT001',
    caseTypeDescription: 'Anti-social behaviour',
    assignee: 'NM',
    assigneeType: 'Team',
    identifiers: {
      assetIdentifier: alex.propertyId,
      customerIdentifier: alex.customerId,
      tenancyIdentifier: alex.tenancyId,
    },
    contactDetails: { phoneNumber: '07700900123', name: "Jo O'Neill", relationId: 2, relation: 'Friend or Family' },
    additionalInfo: [
      { questionId: 'asb_danger', responseId: [2], responseText: null },
      { questionId: 'asb_type', responseId: [1], responseText: null },
      { questionId: 'asb_details', responseId: null, responseText: 'Shouting on the stairs every night' },
    ],
    asset: { type: { assetTypeId: 2, assetTypeName: 'Property' } },
    ...overrides,
  };
}

const post = (gateway: TestGateway, body: unknown, key: string, token = 'alex') =>
  gateway.call('/cases', { method: 'POST', token, body, headers: { 'X-Operation-Key': key } });

describe('GET /reference-data/cases/reference-data', () => {
  it('answers every case type with its questions, as namespace.keyValues', async () => {
    const res = await readOnlyGateway().call('/reference-data/cases/reference-data', { token: 'alex' });
    expect(res.status).toBe(200);
    const data = (await res.json()) as CaseTypeReferenceData;
    expect(contractErrors('case-types.schema.json', data)).toEqual([]);
    expect(data.namespace.keyValues.map((e) => e.key)).toContain('CT001');
    const asb = data.namespace.keyValues.find((e) => e.key === 'CT001')?.value;
    expect(asb?.additionalInfo[0]?.blocking?.errorCode).toBe('Case_ASB_Danger_Block');
  });
});

describe('POST /case-team-determination', () => {
  const determine = async (body: Record<string, string>) => {
    const res = await readOnlyGateway().call('/case-team-determination', {
      method: 'POST',
      token: 'alex',
      body: { channel: 'CustomerSelfService', landLord: 'Peabody', tenancyType: 'Social', caseCategory: 'NA', ...body },
    });
    return { status: res.status, body: (await res.json()) as { value: { owningTeam: string } } };
  };

  it('decides the owner from the table: sub type, category, landlord and tenancy type', async () => {
    expect((await determine({ caseSubType: 'ASB', caseSubTypeCategory: 'Neighbourhood' })).body.value.owningTeam).toBe(
      'NM',
    );
    expect(
      (await determine({ caseSubType: 'ASB', caseSubTypeCategory: 'Neighbourhood', landLord: 'Catalyst' })).body.value
        .owningTeam,
    ).toBe('NewHomesTeam');
    expect(
      (await determine({ caseSubType: 'Household', caseSubTypeCategory: 'Tenancy', tenancyType: 'Leasehold' })).body
        .value.owningTeam,
    ).toBe('LeaseholdTeam');
    expect((await determine({ caseSubType: 'Household', caseSubTypeCategory: 'Tenancy' })).body.value.owningTeam).toBe(
      'LettingsTeam',
    );
    expect(
      (await determine({ caseSubType: 'Parking', caseSubTypeCategory: 'Estate services' })).body.value.owningTeam,
    ).toBe('EstateServicesTeam');
    expect(
      (await determine({ caseSubType: 'Other', caseSubTypeCategory: 'Other', caseCategory: 'Rent' })).body.value
        .owningTeam,
    ).toBe('IO');
    const fallback = await determine({ caseSubType: 'Unheard', caseSubTypeCategory: 'Unheard' });
    expect(fallback.body).toEqual({ value: { owningTeam: 'CustomerServicesTeam', owningTeamCategory: 'Team' } });
    expect(contractErrors('case-team-determination-result.schema.json', fallback.body)).toEqual([]);
  });

  it('refuses a request without a field or with another channel', async () => {
    expect((await determine({ caseSubType: 'ASB' })).status).toBe(400);
    expect(
      (await determine({ caseSubType: 'ASB', caseSubTypeCategory: 'Neighbourhood', channel: 'Staff' })).status,
    ).toBe(400);
  });
});

describe('POST /cases', () => {
  let gateway: TestGateway;
  beforeAll(() => {
    gateway = seededGateway();
  });

  it('raises the case once per operation key and lists it first, with its answers as detail lines', async () => {
    const first = await post(gateway, asbCase(), 'case-key-1');
    expect(first.status).toBe(201);
    const created = (await first.json()) as { caseIdentifier: string; caseReferenceNumber: string };
    expect(contractErrors('case-created.schema.json', created)).toEqual([]);
    const again = await post(gateway, asbCase(), 'case-key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(created);
    expect((await post(gateway, asbCase({ assignee: 'LettingsTeam' }), 'case-key-1')).status).toBe(422);
    const page = await list(gateway, '');
    expect(page.cases.filter((c) => c.caseReferenceNumber === created.caseReferenceNumber)).toHaveLength(1);
    const newest = page.cases[0] as Case;
    expect(newest.caseReferenceNumber).toBe(created.caseReferenceNumber);
    expect(newest).toMatchObject({ status: 'Active', assignee: 'NM', caseTypeDescription: 'Anti-social behaviour' });
    expect(newest.description.split('\n')).toEqual([
      'Is anyone in immediate danger? - No',
      'What kind of behaviour is it? - Noise',
      'Tell us what happened, when and where - Shouting on the stairs every night',
    ]);
  });

  it('accepts the block above the premises as a Block, and a case with the number on file only', async () => {
    const body = asbCase({
      assessmentTypeId: 'CT008',
      caseTypeDescription: 'Communal cleaning complaint',
      identifiers: {
        assetIdentifier: alex.blockId,
        customerIdentifier: alex.customerId,
        tenancyIdentifier: alex.tenancyId,
      },
      asset: { type: { assetTypeId: 1, assetTypeName: 'Block' } },
      contactDetails: { phoneNumber: '02079460000' },
      additionalInfo: [{ questionId: 'cleaning_area', responseId: [3], responseText: null }],
    });
    expect((await post(gateway, body, 'case-key-block')).status).toBe(201);
  });

  it("refuses another customer's ids with 403 and unknown ones with 404, before storing anything", async () => {
    const before = gateway.db.prepare('SELECT COUNT(*) FROM cases').pluck().get();
    const omarIds = {
      assetIdentifier: omar.propertyId,
      customerIdentifier: omar.customerId,
      tenancyIdentifier: omar.tenancyId,
    };
    expect((await post(gateway, asbCase({ identifiers: omarIds }), 'k-omar')).status).toBe(403);
    expect(
      (
        await post(
          gateway,
          asbCase({ identifiers: { ...asbCase().identifiers, tenancyIdentifier: omar.tenancyId } }),
          'k-omar-t',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          gateway,
          asbCase({ identifiers: { ...asbCase().identifiers, assetIdentifier: omar.propertyId } }),
          'k-omar-a',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          gateway,
          asbCase({ identifiers: { ...asbCase().identifiers, tenancyIdentifier: 'no-such-tenancy' } }),
          'k-none',
        )
      ).status,
    ).toBe(404);
    expect(gateway.db.prepare('SELECT COUNT(*) FROM cases').pluck().get()).toBe(before);
  });

  it('answers every problem of a body at once: schema, type, asset, answers and contact', async () => {
    const badShape = await post(
      gateway,
      { ...asbCase(), contactDetails: { phoneNumber: '7700', name: 'J0' }, extra: 1 },
      'k-shape',
    );
    expect(badShape.status).toBe(400);
    const shapeFields = (await readErrorBody(badShape)).errors.map((e) => e.field);
    expect(shapeFields).toEqual(
      expect.arrayContaining(['/contactDetails/phoneNumber', '/contactDetails/name', '/extra']),
    );
    const badText = await post(
      gateway,
      asbCase({ additionalInfo: [{ questionId: 'asb_details', responseId: null, responseText: 'a -- b' }] }),
      'k-text',
    );
    expect(badText.status).toBe(400);
    const wrong = await post(
      gateway,
      asbCase({
        caseTypeDescription: 'Something else',
        contactDetails: { phoneNumber: '07700900123', relationId: 1, relation: 'Other' },
        additionalInfo: [
          { questionId: 'asb_danger', responseId: [9], responseText: null },
          { questionId: 'asb_danger', responseId: [1], responseText: null },
          { questionId: 'asb_details', responseId: [1], responseText: null },
          { questionId: 'pet_kind', responseId: [1], responseText: null },
        ],
      }),
      'k-wrong',
    );
    expect(wrong.status).toBe(400);
    const codes = (await readErrorBody(wrong)).errors.map((e) => `${e.field} ${e.code}`);
    expect(codes).toEqual([
      '/caseTypeDescription mismatch',
      '/additionalInfo/0/responseId unknown-option',
      '/additionalInfo/1/questionId duplicate',
      '/additionalInfo/2 answer-shape',
      '/additionalInfo/3/questionId unknown-question',
      '/contactDetails/relation mismatch',
    ]);
  });

  it('refuses a staff-only type, a type of another tenancy group, and an asset that is not the tenancy’s', async () => {
    const codes = async (body: CaseCreate, key: string) =>
      (await readErrorBody(await post(gateway, body, key))).errors.map((e) => e.code);
    expect(
      await codes(
        asbCase({ assessmentTypeId: 'CT005', caseTypeDescription: 'Tenancy audit visit', additionalInfo: [] }),
        'k-staff',
      ),
    ).toEqual(['not-offered']);
    expect(
      await codes(
        asbCase({ assessmentTypeId: 'CT004', caseTypeDescription: 'Commercial unit enquiry', additionalInfo: [] }),
        'k-group',
      ),
    ).toEqual(['not-offered']);
    expect(await codes(asbCase({ assessmentTypeId: 'CT404' }), 'k-unknown')).toEqual(['unknown-reference']);
    expect(
      await codes(asbCase({ identifiers: { ...asbCase().identifiers, assetIdentifier: alex.estateId } }), 'k-estate'),
    ).toEqual(['asset-tenancy']);
    expect(await codes(asbCase({ asset: { type: { assetTypeId: 1, assetTypeName: 'Block' } } }), 'k-type')).toEqual([
      'asset-type',
    ]);
    // Bea's shop is hers, but not the premises of her home's tenancy.
    const beaIds = {
      assetIdentifier: bea.shop.propertyId,
      customerIdentifier: bea.customerId,
      tenancyIdentifier: bea.tenancyId,
    };
    const beaCodes = (
      await readErrorBody(await post(gateway, asbCase({ identifiers: beaIds }), 'k-bea-2', 'bea'))
    ).errors.map((e) => e.code);
    expect(beaCodes).toEqual(['asset-tenancy']);
  });
});

describe('GET /cases', () => {
  let gateway: TestGateway;
  beforeAll(() => {
    gateway = readOnlyGateway();
  });

  it("pages the customer's cases by key, newest first, 10 by default, with links both ways", async () => {
    const first = await list(gateway, '');
    expect(first.cases).toHaveLength(10);
    expect(first.links.previous).toBeUndefined();
    const dates = first.cases.map((c) => c.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list(gateway, `&after=${first.links.next ?? ''}`);
    expect(second.cases.length).toBeGreaterThan(0);
    expect(second.links.next).toBeUndefined();
    expect(refs(second).some((r) => refs(first).includes(r))).toBe(false);
    const back = await list(gateway, `&before=${second.links.previous ?? ''}`);
    expect(refs(back)).toEqual(refs(first));
    expect(back.links.previous).toBeUndefined();
    const all = await list(gateway, '&limit=50');
    expect(refs(all)).toEqual([...refs(first), ...refs(second)]);
  });

  it('sorts oldest first, filters by status and asset, and searches the reference, type and detail lines', async () => {
    const all = await list(gateway, '&limit=50');
    const oldest = await list(gateway, '&limit=50&orderBy=createdDate%20asc');
    expect(refs(oldest)).toEqual([...refs(all)].reverse());
    const cancelled = await list(gateway, '&status=Cancelled&limit=50');
    expect(cancelled.cases.length).toBeGreaterThan(0);
    expect(cancelled.cases.every((c) => c.status === 'Cancelled')).toBe(true);
    const block = await list(gateway, `&assetIdentifier=${alex.blockId}`);
    expect(block.cases.every((c) => c.identifiers.assetIdentifier === alex.blockId)).toBe(true);
    expect(block.cases.length).toBe(2);
    const home = await list(gateway, `&assetIdentifier=${alex.propertyId},${alex.blockId},${alex.estateId}&limit=50`);
    expect(home.cases).toHaveLength(all.cases.length);
    const noise = await list(gateway, '&searchText=noise&limit=50');
    expect(noise.cases.length).toBeGreaterThan(0);
    expect(noise.cases.every((c) => `${c.caseTypeDescription}\n${c.description}`.toLowerCase().includes('noise'))).toBe(
      true,
    );
    const one = all.cases[3] as Case;
    expect(refs(await list(gateway, `&searchText=${one.caseReferenceNumber}`))).toEqual([one.caseReferenceNumber]);
    expect(refs(await list(gateway, `&caseReferenceNumber=${one.caseReferenceNumber}`))).toEqual([
      one.caseReferenceNumber,
    ]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list(gateway, '&searchText=s_t')).cases).toEqual([]);
  });

  it('refuses search text the portal forbids, a bad key, both keys, and a limit over 50', async () => {
    for (const query of [
      '&searchText=-noise',
      '&searchText=a--b',
      '&searchText=%3Cb%3E',
      '&after=bm90IGEga2V5',
      '&limit=51',
      '&after=x&before=y',
      '&status=Open',
    ]) {
      const res = await gateway.call(`/cases?customerId=${alex.customerId}${query}`, { token: 'alex' });
      expect(res.status, query).toBe(400);
    }
  });

  it("refuses another customer's list (403) and an unknown customer (404)", async () => {
    expect((await gateway.call(`/cases?customerId=${omar.customerId}`, { token: 'alex' })).status).toBe(403);
    expect((await gateway.call('/cases?customerId=nobody', { token: 'alex' })).status).toBe(404);
    expect((await gateway.call('/cases', { token: 'alex' })).status).toBe(400);
    const chrisCases = await gateway.call(`/cases?customerId=${chris.customerId}`, { token: 'chris' });
    expect(
      ((await chrisCases.json()) as CaseList).cases.every((c) => c.identifiers.customerIdentifier === chris.customerId),
    ).toBe(true);
  });
});
