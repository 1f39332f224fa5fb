import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderSearchResult } from '../../../schemas/generated/gateway.work-order-search-result';
import { alex, bea, createDraft, omar, READY_TO_SUBMIT, seededGateway } from '../work-orders/seeded-gateway';
import type { TestGateway } from './test-gateway';

// Alex's 31 seeded repairs (docs/personas.md), searched as the history list, the home card and the duplicate
// check search them. These tests only read, so they share one gateway.
let gateway: TestGateway;
beforeAll(() => {
  gateway = seededGateway();
});

async function search(query: string, token = 'alex-token'): Promise<WorkOrderSearchResult> {
  const res = await gateway.call(`/search/works-orders${query}`, { token });
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as WorkOrderSearchResult;
}

const byRaisedDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

describe('GET /search/works-orders', () => {
  it('pages the caller’s repairs 10 at a time, newest first, with the total count and both shapes of the same page', async () => {
    const first = await search(`?propertiesIds=${alex.propertyId}`);
    expect(first.totalCount).toBe(31);
    expect(first.models).toHaveLength(10);
    const dates = first.models.map((m) => m.raisedDate);
    expect(dates).toEqual([...dates].sort(byRaisedDesc));
    expect(first.worksOrders.map((w) => w.identifiers.worksOrderIdentifier)).toEqual(first.models.map((m) => m.id));
    const second = await search(`?propertiesIds=${alex.propertyId}&skip=10&limit=10`);
    expect((second.models[0]?.raisedDate ?? '') <= (first.models[9]?.raisedDate ?? '')).toBe(true);
    const all = await search('?limit=100');
    expect(new Set(all.models.map((m) => m.id)).size).toBe(31);
    const last = await search('?skip=30&limit=10');
    expect(last.models).toHaveLength(1);
  });

  it('sorts oldest first on request and refuses an unknown order', async () => {
    const asc = await search('?orderBy=raisedDate%20asc&limit=100');
    const dates = asc.models.map((m) => m.raisedDate);
    expect(dates).toEqual([...dates].sort());
    expect((await gateway.call('/search/works-orders?orderBy=status', { token: 'alex-token' })).status).toBe(400);
    expect((await gateway.call('/search/works-orders?limit=1000', { token: 'alex-token' })).status).toBe(400);
  });

  it('filters by status list, priority, raisedSince, sor, location and search text', async () => {
    const cancelled = await search('?status=Cancelled&limit=100');
    expect(cancelled.models.map((m) => m.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled', 'Cancelled']);
    const active = await search('?status=Appointed,Unappointed&limit=100');
    expect(active.totalCount).toBe(4);
    expect(new Set(active.models.map((m) => m.status))).toEqual(new Set(['Appointed', 'Unappointed']));
    const emergencies = await search('?priority=Emergency&limit=100');
    expect(emergencies.models.every((m) => m.priority === 'Emergency')).toBe(true);
    expect(emergencies.totalCount).toBe(2);
    const recent = await search('?raisedSince=2026-10-22&limit=100');
    expect(recent.models.every((m) => m.raisedDate >= '2026-10-22')).toBe(true);
    expect(recent.totalCount).toBe(8);
    const mould = await search('?sor=promould&limit=100');
    expect(mould.models.map((m) => m.sorCode)).toEqual(['PROMOULD', 'PROMOULD']);
    const text = await search('?searchText=radiator&limit=100');
    expect(text.models.map((m) => m.description.toLowerCase()).every((d) => d.includes('radiator'))).toBe(true);
    expect(text.totalCount).toBe(2);
    const job = await search('?searchTerm=61000001');
    expect(job.models.map((m) => m.jobNo)).toEqual(['61000001']);
    const location = await search('?location=Bathroom&limit=100');
    expect(location.totalCount).toBeGreaterThan(0);
    expect(location.models.every((m) => m.repairLocation === 'Bathroom')).toBe(true);
    const literal = await search('?searchText=%25');
    expect(literal.totalCount).toBe(0);
  });

  it("filters by area (the history's Area filter), a comma list like status", async () => {
    const all = await search('?limit=100');
    const areas = [...new Set(all.models.map((m) => m.area))];
    expect(areas.length).toBeGreaterThan(1);
    const block = await search('?area=Block&limit=100');
    expect(block.totalCount).toBe(all.models.filter((m) => m.area === 'Block').length);
    expect(block.models.every((m) => m.area === 'Block')).toBe(true);
    const two = await search(`?area=${encodeURIComponent('Block,Property')}&limit=100`);
    expect(two.totalCount).toBe(all.models.filter((m) => m.area === 'Block' || m.area === 'Property').length);
  });

  it('never includes another customer’s repairs, even asked for by their property', async () => {
    const theirs = await search(`?propertiesIds=${omar.propertyId}&limit=100`);
    expect(theirs.totalCount).toBe(0);
    const beas = await search(`?propertiesIds=${bea.propertyId}&propertiesIds=${bea.shop.propertyId}`, 'bea-token');
    // Her house's two, the shop's one, the five of the cancel and reschedule checks, the three drafts to resume and the
    // two reports of the tree in her garden (docs/personas.md).
    expect(beas.totalCount).toBe(13);
  });

  it('answers the home card (limit 1) with the newest repair in both shapes', async () => {
    const card = await search(`?propertiesIds=${alex.propertyId}&orderBy=raisedDate%20desc&limit=1`);
    expect(card.totalCount).toBe(31);
    expect(card.worksOrders[0]).toMatchObject({
      identifiers: { worksOrderIdentifier: alex.workOrders.draft },
      statuses: { status: 'In Diagnosis' },
    });
  });
});

describe('duplicate check (isDuplicateCheck=true)', () => {
  it('finds open repairs of the same property and sor, in the existing-works-order shape', async () => {
    const result = await search(`?isDuplicateCheck=true&propertiesIds=${alex.propertyId}&sor=PROMOULD`);
    expect(result.totalCount).toBe(1);
    expect(result.worksOrders[0]).toMatchObject({
      identifiers: { worksOrderIdentifier: alex.workOrders.dampAndMould },
      job: { sorCode: 'PROMOULD', trade: expect.any(String), description: expect.any(String) },
      asset: { type: { assetTypeName: 'Property' } },
      statuses: {
        status: 'Unappointed',
        isSubmitted: true,
        isPotentialDuplicate: false,
        isEmergency: false,
        isOutOfHours: false,
        isRaisedAsTriage: false,
      },
      channel: 'CustomerSelfService',
      raisedDate: expect.any(String),
    });
  });

  it('looks only at the duplicate statuses: completed repairs with the same sor are not duplicates', async () => {
    const all = await search(`?propertiesIds=${alex.propertyId}&sor=PROMOULD&limit=100`);
    expect(all.totalCount).toBe(2);
    const duplicates = await search(
      `?isDuplicateCheck=true&propertiesIds=${alex.propertyId}&sor=PROMOULD&status=Completed`,
    );
    expect(duplicates.totalCount).toBe(0);
  });

  it('finds a fresh draft at the property (In Diagnosis resumes as a draft) by location', async () => {
    const local = seededGateway();
    const draft = await createDraft(local, 'alex-token', { assetIdentifier: alex.propertyId, ...READY_TO_SUBMIT });
    const res = await local.call(
      `/search/works-orders?isDuplicateCheck=true&propertiesIds=${alex.propertyId}&location=Kitchen`,
      { token: 'alex-token' },
    );
    const body = (await res.json()) as WorkOrderSearchResult;
    expect(body.worksOrders.map((w) => [w.identifiers.worksOrderIdentifier, w.statuses.status])).toContainEqual([
      draft.id,
      'In Diagnosis',
    ]);
    expect(
      body.worksOrders.every((w) =>
        ['Unappointed', 'Appointed', 'In Progress', 'In Diagnosis'].includes(w.statuses.status),
      ),
    ).toBe(true);
  });
});
