import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseList } from '../../../schemas/generated/gateway.case-list';
import type { Db } from '../../../sandbox/db/open-database';
import { PERSONAS } from '../../../sandbox/db/seed/personas';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { medianMs, queryPlan, readsTableRows } from './long-lists';
import { SEEDED_AT, TOKENS } from './repair-seeded-world';
import { createTestGateway, type TestGateway } from './test-gateway';

// GET /cases at 10 000 cases (decision 0038): every page, the last as the first, walks an index and reads 10 bodies.
const { alex } = PERSONAS;
const TOTAL = 10_000;

function addCases(db: Db, total: number): void {
  const seeded = db
    .prepare('SELECT * FROM cases WHERE customer_id = ? ORDER BY created_date DESC')
    .all(alex.customerId) as Record<string, string>[];
  const insert = db.prepare(
    'INSERT INTO cases (id, reference, customer_id, asset_id, status, created_date, body) VALUES (@id, @reference, @customer_id, @asset_id, @status, @created_date, @body)',
  );
  const start = SEEDED_AT.getTime() - 2 * 365 * 86_400_000;
  db.transaction(() => {
    for (let i = 0; i < total - seeded.length; i += 1) {
      const from = seeded[i % seeded.length] as Record<string, string>;
      const id = `ca5e0000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      const reference = `CAS-${900_000 + i}`;
      const createdDate = `${new Date(start - i * 3_600_000).toISOString().slice(0, 19)}Z`;
      const body = {
        ...(JSON.parse(from.body ?? '{}') as Record<string, unknown>),
        id,
        caseReferenceNumber: reference,
        createdDate,
      };
      insert.run({ ...from, id, reference, created_date: createdDate, body: JSON.stringify(body) });
    }
  })();
}

describe('GET /cases with 10 000 cases', () => {
  let gateway: TestGateway;
  beforeAll(() => {
    gateway = createTestGateway({
      seed: (db) => {
        seedDatabase(db, { now: SEEDED_AT });
        addCases(db, TOTAL);
      },
      tokens: TOKENS,
      start: SEEDED_AT,
    });
    // Seeding the personas and 10 000 cases takes a few seconds on a machine its cores share.
  }, 120_000);
  afterAll(() => gateway.db.close());

  const get = async (query: string): Promise<CaseList> => {
    const res = await gateway.call(`/cases?customerId=${alex.customerId}${query}`, { token: 'alex' });
    expect(res.status).toBe(200);
    return (await res.json()) as CaseList;
  };

  it('walks to the end by key, every case once, each page as fast as the first', async () => {
    const seen = new Set<string>();
    let page = await get('&limit=50');
    let pages = 1;
    page.cases.forEach((c) => seen.add(c.id));
    while (page.links.next !== undefined) {
      page = await get(`&limit=50&after=${page.links.next}`);
      page.cases.forEach((c) => seen.add(c.id));
      pages += 1;
    }
    expect(seen.size).toBe(TOTAL);
    expect(pages).toBe(TOTAL / 50);
    const last = page.links.previous ?? '';
    const firstMs = await medianMs(7, () => get(''));
    const deepMs = await medianMs(7, () => get(`&after=${last}`));
    const searchMs = await medianMs(7, () => get('&searchText=stairs&status=Resolved'));
    // Generous bounds for a loaded 2-core machine; measured about 1 ms each.
    expect(firstMs).toBeLessThan(50);
    expect(deepMs).toBeLessThan(50);
    expect(searchMs).toBeLessThan(150);
  });

  it('answers a page from the covering indexes alone, reading no table row until the bodies', () => {
    const page =
      "SELECT c.id, c.created_date FROM cases c INDEXED BY cases_list WHERE c.customer_id = @customerId AND c.status = 'Active' AND (c.created_date, c.id) < ('2026-01-01T00:00:00Z', 'x') ORDER BY c.created_date DESC, c.id DESC LIMIT 11";
    expect(queryPlan(gateway.db, page, { customerId: alex.customerId })).toContain('COVERING INDEX cases_list');
    expect(readsTableRows(gateway.db, page.replace('@customerId', `'${alex.customerId}'`))).toBe(false);
    const search = page
      .replace('cases_list', 'cases_search')
      .replace("c.status = 'Active'", "c.search_text LIKE '%noise%'");
    expect(readsTableRows(gateway.db, search.replace('@customerId', `'${alex.customerId}'`))).toBe(false);
  });
});
