// The paging benchmark (issue 13, "paging that does not grow"): one resident with 10 000 repairs, the repair history's
// search (GET /search/works-orders) timed on page 1, a middle page and the last page, in process (no network), and the
// totals the gateway answers. `npm run bench` prints it; the unit test tests/sandbox/gateway/history-paging.test.ts
// checks the query plans (deterministic) rather than time.
import { openDatabase, type Db } from '../../sandbox/db/open-database';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import { createGatewayApp } from '../../sandbox/gateway/create-gateway-app';
import { copyId } from './list-rows';
import { percentile, timeRequests } from './paging-timing';

export const BENCH_NOW = new Date('2026-11-21T10:30:00Z');
const TOKEN = 'bench-token';
const API = 'http://bench/customerselfserve/api/v1';
const alex = PERSONAS.alex;

/**
 * A seeded sandbox whose resident Alex has `repairs` repairs in all (copies of his seeded ones, a day apart), the same
 * every run (numbered ids, not random ones).
 */
export function manyRepairsDatabase(repairs: number): Db {
  const db = openDatabase(':memory:');
  seedDatabase(db, { now: BENCH_NOW });
  const seeded = db
    .prepare('SELECT * FROM work_orders WHERE customer_id = ? AND is_draft = 0')
    .all(alex.customerId) as Array<Record<string, unknown>>;
  const have = db
    .prepare('SELECT COUNT(*) FROM work_orders WHERE customer_id = ?')
    .pluck()
    .get(alex.customerId) as number;
  const insert =
    db.prepare(`INSERT INTO work_orders (id, job_no, customer_id, asset_id, premises_id, status, priority, area, channel, raised_date, is_draft, body, updated_at)
    VALUES (@id, @job_no, @customer_id, @asset_id, @premises_id, @status, @priority, @area, @channel, @raised_date, @is_draft, @body, @updated_at)`);
  db.transaction(() => {
    for (let i = 0; i < repairs - have; i += 1) {
      const from = seeded[i % seeded.length] as Record<string, unknown>;
      const id = copyId('b0000000-0000-4000-8000-4444', i);
      const raised = new Date(BENCH_NOW.getTime() - (400 + i) * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '');
      const body = {
        ...(JSON.parse(String(from.body)) as Record<string, unknown>),
        id,
        raisedDate: raised,
        jobNo: String(70_000_000 + i),
      };
      insert.run({
        ...from,
        id,
        job_no: body.jobNo,
        raised_date: raised,
        body: JSON.stringify(body),
        updated_at: from.updated_at ?? null,
      });
    }
  })();
  return db;
}

/** The gateway over `db`, with Alex signed in. */
export function benchGateway(db: Db) {
  let ids = 0;
  return createGatewayApp({
    db,
    verifyAccessToken: async (token) => (token === TOKEN ? { subject: alex.userId } : null),
    clock: { now: () => BENCH_NOW },
    newId: () => `bench-${++ids}`,
    testMode: false,
    allowedOrigins: [],
  });
}

/** A GET of the gateway's `path` (with its query, after the API's prefix) as Alex, with the portal's headers. */
export function benchRequest(path: string): Request {
  return new Request(`${API}${path}`, {
    headers: {
      Authorization: `Bearer ${TOKEN}`,
      'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key',
      'X-Correlation-Id': 'bench',
      'Session-Id': 'bench',
      Channel: 'CustomerSelfService',
    },
  });
}

/** One history page as the portal asks for it (repairs.md §2: newest first, 10 a page). */
export function historyPageRequest(skip: number, resultsPerPage = 10): Request {
  const query = new URLSearchParams({
    resultsPerPage: String(resultsPerPage),
    orderBy: 'raisedDate desc',
    skip: String(skip),
    searchTerm: '',
    status: '',
    priority: '',
    propertiesIds: alex.propertyId,
  });
  return benchRequest(`/search/works-orders?${query.toString()}`);
}

export interface PagingTimings {
  readonly repairs: number;
  readonly totalCount: number;
  readonly firstMs: number;
  readonly middleMs: number;
  readonly lastMs: number;
}

/** Median time of page 1, a middle page and the last page of the history of `repairs` repairs. */
export async function measurePaging(repairs = 10_000, runs = 51): Promise<PagingTimings> {
  const db = manyRepairsDatabase(repairs);
  const app = benchGateway(db);
  const first = await app.fetch(historyPageRequest(0));
  if (first.status !== 200) throw new Error(`the search answered ${first.status}: ${await first.text()}`);
  const { totalCount } = (await first.json()) as { totalCount: number };
  const lastSkip = Math.max(0, Math.floor((totalCount - 1) / 10) * 10);
  const time = async (skip: number) =>
    percentile(await timeRequests(app.fetch, () => historyPageRequest(skip), runs), 50);
  const timings = {
    repairs,
    totalCount,
    firstMs: await time(0),
    middleMs: await time(Math.floor(totalCount / 20) * 10),
    lastMs: await time(lastSkip),
  };
  db.close();
  return timings;
}

export function formatPaging(t: PagingTimings): string {
  return `history search, ${t.totalCount} repairs: page 1 ${t.firstMs.toFixed(2)} ms, middle ${t.middleMs.toFixed(2)} ms, last ${t.lastMs.toFixed(2)} ms (last/first ${(t.lastMs / t.firstMs).toFixed(2)})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatPaging(await measurePaging()));
}
