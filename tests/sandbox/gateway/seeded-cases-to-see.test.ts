import { describe, expect, it } from 'vitest';
import type { RepairReason } from '../../../schemas/generated/gateway.repair-reason';
import type { WorkOrderSearchResult } from '../../../schemas/generated/gateway.work-order-search-result';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { createTestGateway } from './test-gateway';

// The default data shows the paths issue 12 item 22 found hidden (docs/personas.md "Where each case can be seen"):
// a history longer than the phone list's 100, a non-emergency reason with a supplementary question, and a home in
// its defects period where the vandalism question is asked. Read through the gateway, as the portal reads them.

const { ada, alex } = PERSONAS;
const gateway = createTestGateway({
  seed: (db) => seedDatabase(db, { now: new Date('2026-11-21T09:00:00Z') }),
  tokens: new Map([
    ['ada-token', ada.userId],
    ['alex-token', alex.userId],
  ]),
  start: new Date('2026-11-21T09:00:00Z'),
});

const search = async (token: string, query: string) =>
  (await (await gateway.call(`/search/works-orders?${query}`, { token })).json()) as WorkOrderSearchResult;

describe('Ada (ada.newbuild@example.org): more repairs than the phone list loads at once', () => {
  it('has 120 repairs since her tenancy started: 100 on the first load, 20 more on scroll', async () => {
    const since = gateway.db
      .prepare('SELECT start_date FROM tenancies WHERE id = ?')
      .pluck()
      .get(ada.tenancyId) as string;
    const base = `propertiesIds=${ada.propertyId}&raisedSince=${since}&orderBy=raisedDate%20desc`;
    const first = await search('ada-token', `${base}&limit=100&skip=0`);
    expect(first.totalCount).toBe(120);
    expect(first.models).toHaveLength(100);
    expect(first.models[0]?.id).toBe(ada.workOrders.unappointed);
    const more = await search('ada-token', `${base}&limit=100&skip=100`);
    expect(more.models).toHaveLength(20);
    expect(more.models.at(-1)?.id).toBe(ada.workOrders.oldest);
  });

  it('leaves Alex with his 31 repairs', async () => {
    expect((await search('alex-token', `propertiesIds=${alex.propertyId}&limit=100`)).totalCount).toBe(31);
  });
});

describe('a home in its defects period, with the vandalism question on', () => {
  it("Ada's flat and block are in defects, she is not a catalyst customer, and the question is switched on", async () => {
    const flat = (await (await gateway.call(`/assets/${ada.propertyId}`, { token: 'ada-token' })).json()) as {
      statuses: { type: string; value: string }[];
    };
    expect(flat.statuses).toContainEqual({ type: 'isInDefects', value: 'true' });
    expect(gateway.db.prepare('SELECT is_catalyst FROM customers WHERE id = ?').pluck().get(ada.customerId)).toBe(0);
    const setting = (await (
      await gateway.call('/configuration/isVandalismQuestionRequired', { token: 'ada-token' })
    ).json()) as { value: string };
    expect(setting.value).toBe('true');
  });

  it('answers her repair eligible with the INDEFECTS warning, and sends it to an ordinary contractor', async () => {
    const res = await gateway.call('/works-orders/eligibilityoutcomes', {
      method: 'POST',
      token: 'ada-token',
      body: { premisesType: 'Property', uprn: '100025000101', repairType: 'PLTAP001', isRepairEligible: true },
    });
    expect(await res.json()).toMatchObject({
      isEligible: true,
      supplimentaryCodes: expect.stringContaining('INDEFECTS'),
    });
    const contractor = await gateway.call(
      '/worksorder/00000000-0000-0000-0000-000000000000/contractors?priority=NA&repairType=PLTAP001&uprn=100025000101',
      { token: 'ada-token' },
    );
    expect(await contractor.json()).toMatchObject({
      name: 'Aquaflow Plumbing & Heating',
      statuses: { isIntegrated: true },
    });
  });
});

describe('a non-emergency reason with a supplementary question', () => {
  it('is offered at Property / Outside: Outside tap leaking, Next Available, "Did we fit the outside tap?"', async () => {
    const reasons = (await (
      await gateway.call('/repair-reasons?searchText=&assetType=Property&isUsedForCreation=true&location=Outside', {
        token: 'alex-token',
      })
    ).json()) as RepairReason[];
    const tap = reasons.find((r) => r.description === 'Outside tap leaking');
    expect(tap).toMatchObject({
      priority: 'Next Available',
      sors: [{ sorCode: 'PLOTAP01' }],
      additionalData: { supplementaryQuestion: 'Did we fit the outside tap?', isEligible: true },
    });
    const priority = await gateway.call('/works-orders/repair-priority', {
      method: 'POST',
      token: 'alex-token',
      body: { isEmergency: false, repairType: 'PLOTAP01' },
    });
    expect(await priority.json()).toMatchObject({ repairPriority: 'Next Available' });
  });
});
