import { beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceRecords } from '../../../schemas/generated/gateway.compliance-records';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { contractErrors, readOnlyGateway } from './repair-seeded-world';
import { readErrorBody, type TestGateway } from './test-gateway';

// The gas and electrical cards (portal.md §3 "Compliance record", §7): the seeded visits of docs/personas.md. The
// seed's today is 2026-11-21: Alex's gas service was due 20 days ago and nobody has been.
const { alex, bea } = PERSONAS;
let gateway: TestGateway;
beforeAll(() => {
  gateway = readOnlyGateway();
});

async function compliance(assetId: string, query = '', token = 'alex'): Promise<ComplianceRecords> {
  const res = await gateway.call(`/assets/${assetId}/compliance${query}`, { token });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  const body = (await res.json()) as ComplianceRecords;
  expect(contractErrors('compliance-records.schema.json', body)).toEqual([]);
  return body;
}

describe('GET /assets/{id}/compliance', () => {
  it('gives the gas servicing visits by default, the latest due first: the overdue one without a visit', async () => {
    const gas = await compliance(alex.propertyId, '?skip=0&limit=10&orderBy=visitDue');
    expect(gas.totalCount).toBe(3);
    expect(gas.compliances.map((r) => r.visitDue)).toEqual(['2026-11-01', '2025-11-01', '2024-11-01']);
    const [overdue, done] = gas.compliances;
    expect(overdue).toMatchObject({
      complianceType: 'Annual Domestic Gas Servicing',
      equipmentType: 'Gas Boiler',
      contractor: { contractorName: expect.any(String), contractorNumber: expect.any(String) },
    });
    expect(overdue?.visitActual).toBeUndefined();
    expect(done).toMatchObject({ visitActual: '2025-10-27', visitOutcome: 'Pass' });
    expect(await compliance(alex.propertyId, '?complianceType=Annual%20Domestic%20Gas%20Servicing')).toEqual(gas);
  });

  it('gives the electrical inspections by either name of the type', async () => {
    const eicr = await compliance(alex.propertyId, '?complianceType=EICR%205Y');
    expect(eicr.totalCount).toBe(2);
    expect(
      eicr.compliances.every((r) => r.complianceType === 'EICR 5Y' && r.equipmentType === 'Electrical Installation'),
    ).toBe(true);
    expect(await compliance(alex.propertyId, '?complianceType=Electrical%20EICR%205%20year')).toEqual(eicr);
    expect(await compliance(alex.propertyId, '?complianceType=eicr%205y')).toEqual(eicr);
  });

  it('pages and sorts oldest due first on request', async () => {
    const asc = await compliance(alex.propertyId, '?orderBy=visitDue%20asc');
    expect(asc.compliances.map((r) => r.visitDue)).toEqual(['2024-11-01', '2025-11-01', '2026-11-01']);
    const second = await compliance(alex.propertyId, '?skip=1&limit=1');
    expect(second.totalCount).toBe(3);
    expect(second.compliances.map((r) => r.visitDue)).toEqual(['2025-11-01']);
    expect((await compliance(alex.propertyId, '?skip=3')).compliances).toEqual([]);
  });

  it('shows a decommissioned appliance, and nothing for an asset above the home that has no records', async () => {
    const shop = await compliance(bea.shop.propertyId, '', 'bea');
    expect(shop.compliances[0]).toMatchObject({
      visitOutcome: 'Appliance decommissioned',
      dateDecommissioned: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await compliance(alex.blockId)).toEqual({ compliances: [], totalCount: 0 });
  });

  it('answers 403 for an asset the caller cannot see, 404 for none, 403 without a customer', async () => {
    expect((await gateway.call(`/assets/${OTHER_CUSTOMER.propertyId}/compliance`, { token: 'alex' })).status).toBe(403);
    expect(
      (await gateway.call('/assets/a5500000-0000-4000-8000-00000000dead/compliance', { token: 'alex' })).status,
    ).toBe(404);
    expect((await gateway.call(`/assets/${alex.propertyId}/compliance`, { token: 'eli' })).status).toBe(403);
  });

  it.each([
    ['?complianceType=Boiler', 'complianceType'],
    ['?limit=0', 'limit'],
    ['?skip=x', 'skip'],
    ['?orderBy=visitActual', 'orderBy'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await gateway.call(`/assets/${alex.propertyId}/compliance${query}`, { token: 'alex' });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toEqual([field]);
  });
});
