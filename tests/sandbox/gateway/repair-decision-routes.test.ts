import { describe, expect, it } from 'vitest';
import { CONTRACTOR_IDS } from '../../../sandbox/db/seed/contractor-seeds';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { readErrorBody } from './test-gateway';
import { ASSETS, contractErrors, NEW_ID, readOnlyGateway, seededGateway, uprnOf } from './repair-seeded-world';

const HOUR = 3_600_000;

describe('POST /works-orders/repair-priority', () => {
  const priority = (gateway: ReturnType<typeof seededGateway>, body: Record<string, unknown>) =>
    gateway.call('/works-orders/repair-priority', {
      method: 'POST',
      token: 'alex',
      body: {
        repairType: 'PLWATER1',
        isVulnerable: false,
        isRecall: false,
        isEMA: false,
        description: 'No water',
        channel: 'CustomerSelfService',
        raisedDate: '2026-11-21T09:00:00',
        ...body,
      },
    });

  it('follows the clock across the Saturday 13:00 boundary (London time)', async () => {
    const gateway = seededGateway(new Date('2026-11-21T12:59:59Z'));
    expect(await (await priority(gateway, { isEmergency: true })).json()).toEqual({
      repairPriority: 'Emergency',
      isWorkingHours: true,
    });
    gateway.clock.advance(1000);
    const after = await priority(gateway, { isEmergency: true });
    const body = await after.json();
    expect(contractErrors('repair-priority-result.schema.json', body)).toEqual([]);
    expect(body).toEqual({ repairPriority: 'Emergency (Out of hours)', isWorkingHours: false });
    expect(await (await priority(gateway, { isEmergency: false })).json()).toEqual({
      repairPriority: 'Next Available',
      isWorkingHours: false,
    });
  });

  it('opens again at 08:00 on Monday, whatever raisedDate the client sends', async () => {
    const gateway = seededGateway(new Date('2026-11-23T07:59:59Z'));
    expect(
      await (await priority(gateway, { isEmergency: true, raisedDate: '2026-11-23T12:00:00' })).json(),
    ).toMatchObject({ repairPriority: 'Emergency (Out of hours)' });
    gateway.clock.advance(1000);
    expect(await (await priority(gateway, { isEmergency: true })).json()).toMatchObject({
      repairPriority: 'Emergency',
      isWorkingHours: true,
    });
  });

  it('validates the body', async () => {
    const gateway = readOnlyGateway();
    const missing = await gateway.call('/works-orders/repair-priority', { method: 'POST', token: 'alex', body: {} });
    expect((await readErrorBody(missing)).errors[0]).toMatchObject({ field: '/isEmergency', code: 'required' });
    expect((await priority(gateway, { isEmergency: true, raisedDate: '21/11/2026' })).status).toBe(400);
    expect((await priority(gateway, { isEmergency: true, priority: 'EME' })).status).toBe(400);
  });
});

describe('POST /works-orders/{id}/sor-determination', () => {
  const determine = (id: string, body: Record<string, unknown>, token = 'alex') =>
    readOnlyGateway().call(`/works-orders/${id}/sor-determination`, { method: 'POST', token, body });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a dripping tap keeps its SOR', { context: { sorCode: 'PLTAP001' } }, { sorCode: 'PLTAP001' }],
    [
      'total loss of water (FISPUMPS02) → COMPUMP',
      { context: { sorCode: 'PLWATER1', supplementaryCodes: 'FISPUMPS02' } },
      { sorCode: 'COMPUMP' },
    ],
    ["'N/A' → 'NA'", { context: { sorCode: 'N/A' } }, { sorCode: 'NA' }],
    [
      'roof leaking into the top floor → E32',
      { context: { sorCode: 'RFLEAK01' }, blockAttribute: 'None' },
      { sorCode: 'RFLEAK01', determinationCode: 'E32' },
    ],
    [
      "boiler repair with Alex's heating",
      { context: { sorCode: 'HTBOIL01' }, propertyAttribute: 'Gas combi boiler+Mains gas' },
      { sorCode: 'HTBOIL01' },
    ],
    [
      "boiler repair with Chris's communal heating → E31",
      {
        context: { sorCode: 'HTBOIL01' },
        propertyAttribute: 'Communal+Electric storage heaters',
        blockAttribute: 'Communal',
      },
      { sorCode: 'HTBOIL01', determinationCode: 'E31' },
    ],
    [
      "communal heating off with Dana's heating",
      {
        context: { sorCode: 'HTCOMM02' },
        propertyAttribute: 'Communal+Underfloor heating',
        dividedBlockAttribute: 'Communal',
        blockAttribute: 'Communal',
        estateAttribute: '',
      },
      { sorCode: 'HTCOMM02' },
    ],
    [
      'a SOR of no reason → E33',
      { context: { sorCode: 'XX000001' } },
      { sorCode: 'XX000001', determinationCode: 'E33' },
    ],
  ])('%s', async (_label, body, expected) => {
    const res = await determine(NEW_ID, body);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(contractErrors('sor-determination-result.schema.json', answer)).toEqual([]);
    expect(answer).toEqual(expected);
  });

  it("works on the caller's own draft; refuses another's (403) and an unknown id (404)", async () => {
    expect((await determine(PERSONAS.alex.workOrders.draft, { context: { sorCode: 'PLTAP001' } })).status).toBe(200);
    const other = await determine(OTHER_CUSTOMER.workOrderId, { context: { sorCode: 'PLTAP001' } });
    expect(other.status).toBe(403);
    expect((await determine('f0000000-0000-4000-8000-00000000ffff', { context: { sorCode: 'PLTAP001' } })).status).toBe(
      404,
    );
  });

  it('validates the body', async () => {
    const res = await determine(NEW_ID, { context: {} });
    expect((await readErrorBody(res)).errors[0]).toMatchObject({ field: '/context/sorCode', code: 'required' });
    expect((await determine(NEW_ID, { context: { sorCode: 'X' }, propertyAttribute: ['Gas'] })).status).toBe(400);
  });
});

describe('GET /worksorder/{id}/contractors', () => {
  const contractorFor = async (
    query: Record<string, string>,
    options: { token?: string; id?: string; gateway?: ReturnType<typeof seededGateway> } = {},
  ) => {
    const params = new URLSearchParams({
      priority: 'NA',
      borough: '',
      region: '',
      repairTime: '10',
      raisedDate: '2026-11-21T09:00:00',
      repairCauseId: '1',
      maintenanceResponsiblity: 'FMFULL',
      repairResponsibility: 'Landlord',
      isVandalism: 'false',
      ...query,
    });
    return (options.gateway ?? readOnlyGateway()).call(
      `/worksorder/${options.id ?? NEW_ID}/contractors?${params.toString()}`,
      { token: options.token ?? 'alex' },
    );
  };
  const chosen = async (query: Record<string, string>, options: Parameters<typeof contractorFor>[1] = {}) => {
    const res = await contractorFor(query, options);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; statuses: Record<string, boolean>; flags: { type: string }[] };
    expect(contractErrors('contractor.schema.json', body)).toEqual([]);
    return body;
  };

  it.each<[string, string, Record<string, string>, string, Record<string, boolean>, string[]]>([
    [
      'a dripping tap at Alex’s → the integrated plumber',
      'alex',
      { repairType: 'PLTAP001', uprn: uprnOf(ASSETS.alexHome) },
      CONTRACTOR_IDS.aquaflow,
      { isIntegrated: true, isActive: true },
      [],
    ],
    [
      'a broken lock at Alex’s (Central) → the carpenter on hold',
      'alex',
      { repairType: 'CPLOCK01', uprn: uprnOf(ASSETS.alexHome) },
      CONTRACTOR_IDS.northside,
      { isIntegrated: true },
      ['CONTRACTORSITE_ON_HOLD'],
    ],
    [
      'a window at Alex’s → the builder, not integrated, from another hub',
      'alex',
      { repairType: 'WNCLOS01', uprn: uprnOf(ASSETS.alexHome) },
      CONTRACTOR_IDS.castle,
      { isBuilder: true, isIntegrated: false },
      [],
    ],
    [
      'a broken lock at Bea’s (East) → the builder',
      'bea',
      { repairType: 'CPLOCK01', uprn: uprnOf(ASSETS.beaHouse) },
      CONTRACTOR_IDS.castle,
      { isBuilder: true },
      [],
    ],
    [
      'a lift in Alex’s block → the demobilized lift engineer',
      'alex',
      { repairType: 'LFTBRK01', uprn: uprnOf(ASSETS.alexBlock) },
      CONTRACTOR_IDS.metroLifts,
      { isActive: false },
      [],
    ],
    [
      'a door entry buzzer (no contractor has the trade) → the builder',
      'dana',
      { repairType: 'DRCLOS01', region: 'Central' },
      CONTRACTOR_IDS.castle,
      { isBuilder: true },
      [],
    ],
    [
      'overhanging branches on Alex’s estate → the tree surgeon (its diary takes preferences)',
      'alex',
      { repairType: 'ESTREE01', uprn: uprnOf(ASSETS.alexEstate) },
      CONTRACTOR_IDS.evergreen,
      { isIntegrated: true, isActive: true },
      [],
    ],
    [
      'total loss of water sent as COMPUMP → the plumber',
      'alex',
      { repairType: 'COMPUMP', uprn: uprnOf(ASSETS.alexHome) },
      CONTRACTOR_IDS.aquaflow,
      {},
      [],
    ],
    [
      'an emergency the priority call said is out of hours → the EMA',
      'alex',
      { priority: 'Emergency (Out of hours)', repairType: 'PLWATER1', uprn: uprnOf(ASSETS.alexHome) },
      CONTRACTOR_IDS.rapidResponse,
      { isEMA: true },
      [],
    ],
    [
      'a tap at Dana’s (catalyst, in defects) → tier 2 triage',
      'dana',
      { repairType: 'PLTAP001', uprn: uprnOf(ASSETS.danaHome) },
      CONTRACTOR_IDS.catalystTier2,
      { isIntegrated: false },
      ['CATALYST_TRIAGE_TIER2'],
    ],
    [
      'a new-home defect at Dana’s → defect triage',
      'dana',
      { repairType: 'DEFWIN01', uprn: uprnOf(ASSETS.danaHome) },
      CONTRACTOR_IDS.catalystDefects,
      {},
      ['CATALYST_TRIAGE_DEFECT'],
    ],
    [
      'a stair light in Dana’s block → managing agent triage',
      'dana',
      { repairType: 'CMLIGHT1', uprn: uprnOf(ASSETS.danaBlock) },
      CONTRACTOR_IDS.catalystManagingAgent,
      {},
      ['CATALYST_TRIAGE_EMA'],
    ],
  ])('%s', async (_label, token, query, id, statuses, flags) => {
    const body = await chosen(query, { token });
    expect(body.id).toBe(id);
    expect(body.statuses).toMatchObject(statuses);
    expect(body.flags.map((f) => f.type)).toEqual(flags);
  });

  it('sends an emergency to the EMA only out of hours, by the clock', async () => {
    const gateway = seededGateway(new Date('2026-11-23T19:59:00Z'));
    const query = { priority: 'EME', repairType: 'PLWATER1', uprn: uprnOf(ASSETS.alexHome) };
    expect((await chosen(query, { gateway })).id).toBe(CONTRACTOR_IDS.aquaflow);
    gateway.clock.advance(HOUR);
    expect((await chosen(query, { gateway })).id).toBe(CONTRACTOR_IDS.rapidResponse);
  });

  it('stops reporting the on-hold flag after its date', async () => {
    const gateway = seededGateway(new Date('2026-11-21T09:00:00Z'));
    const query = { repairType: 'CPLOCK01', uprn: uprnOf(ASSETS.alexHome) };
    gateway.clock.advance(45 * 24 * HOUR);
    expect((await chosen(query, { gateway })).flags).toHaveLength(1);
    gateway.clock.advance(24 * HOUR);
    expect((await chosen(query, { gateway })).flags).toEqual([]);
  });

  it("uses the draft's asset when no UPRN is given", async () => {
    const body = await chosen({ repairType: 'PLTAP001', region: 'Central' }, { id: PERSONAS.alex.workOrders.draft });
    expect(body.id).toBe(CONTRACTOR_IDS.aquaflow);
  });

  it("refuses another customer's work order or UPRN (403) and unknown ones (404)", async () => {
    expect((await contractorFor({ repairType: 'PLTAP001' }, { id: OTHER_CUSTOMER.workOrderId })).status).toBe(403);
    expect((await contractorFor({ repairType: 'PLTAP001', uprn: uprnOf(ASSETS.omarHome) })).status).toBe(403);
    expect((await contractorFor({ repairType: 'PLTAP001', uprn: '1' })).status).toBe(404);
    expect(
      (await contractorFor({ repairType: 'PLTAP001' }, { id: 'f0000000-0000-4000-8000-00000000ffff' })).status,
    ).toBe(404);
  });

  it('refuses a missing or unknown priority or SOR (400 naming each)', async () => {
    const res = await contractorFor({ priority: 'Soon', repairType: 'NOPE' });
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toEqual(['priority', 'repairType']);
    const missing = await readOnlyGateway().call(`/worksorder/${NEW_ID}/contractors?priority=NA`, { token: 'alex' });
    expect((await readErrorBody(missing)).errors[0]).toMatchObject({ field: 'repairType', code: 'required' });
  });
});
