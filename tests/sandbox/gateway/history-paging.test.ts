import { afterAll, describe, expect, it } from 'vitest';
import { benchGateway, historyPageRequest, manyRepairsDatabase } from '../../../tools/bench/paging';

// Issue 13, "paging that does not grow": the repair history's search counts and pages on an index that holds every
// column it reads (no repair's body is read but the page's), counts the non-drafts once per version of the
// resident's repairs, and reads a page in the second half from the far end. These check what it answers, and how it
// reads, rather than time (npm run bench times it).
describe('the repair history search over many repairs', () => {
  const db = manyRepairsDatabase(1000);
  const app = benchGateway(db);
  afterAll(() => db.close());

  const page = async (skip: number, resultsPerPage = 10, order = 'raisedDate desc') => {
    const request = historyPageRequest(skip, resultsPerPage);
    const url = new URL(request.url);
    url.searchParams.set('orderBy', order);
    const answer = await app.fetch(new Request(url, { headers: request.headers }));
    expect(answer.status).toBe(200);
    return (await answer.json()) as { totalCount: number; models: Array<{ id: string; raisedDate: string }> };
  };

  it.each(['raisedDate desc', 'raisedDate asc'])(
    'gives every repair once, in order, page after page (%s)',
    async (order) => {
      const { totalCount } = await page(0, 10, order);
      expect(totalCount).toBe(1000);
      const seen: Array<{ id: string; raisedDate: string }> = [];
      for (let skip = 0; skip < totalCount; skip += 100) seen.push(...(await page(skip, 100, order)).models);
      expect(seen).toHaveLength(1000);
      expect(new Set(seen.map((m) => m.id)).size).toBe(1000);
      const dates = seen.map((m) => m.raisedDate);
      expect(dates).toEqual(
        [...dates].sort((a, b) => (order === 'raisedDate asc' ? a.localeCompare(b) : b.localeCompare(a))),
      );
    },
  );

  it('answers a short last page and an empty page past the end', async () => {
    expect((await page(995, 10)).models).toHaveLength(5);
    expect((await page(1000, 10)).models).toEqual([]);
  });

  it('counts a repair added since, and a draft that has expired since', async () => {
    const before = (await page(0)).totalCount;
    const row = db
      .prepare(
        "SELECT * FROM work_orders WHERE customer_id = 'c0000000-0000-4000-8000-00000000a1e0' AND is_draft = 0 LIMIT 1",
      )
      .get() as Record<string, unknown>;
    db.prepare(
      'INSERT INTO work_orders (id, job_no, customer_id, asset_id, premises_id, status, priority, area, channel, raised_date, is_draft, body) VALUES (@id, NULL, @customer_id, @asset_id, @premises_id, @status, @priority, @area, @channel, @raised_date, 1, @body)',
    ).run({
      ...row,
      id: 'draft-expired',
      raised_date: '2020-01-01T00:00:00',
      body: JSON.stringify({ ...JSON.parse(String(row.body)), id: 'draft-expired' }),
    });
    expect((await page(0)).totalCount).toBe(before);
    db.prepare(
      'INSERT INTO work_orders (id, job_no, customer_id, asset_id, premises_id, status, priority, area, channel, raised_date, is_draft, body) VALUES (@id, @job_no, @customer_id, @asset_id, @premises_id, @status, @priority, @area, @channel, @raised_date, 0, @body)',
    ).run({
      ...row,
      id: 'added',
      raised_date: '2026-11-21T10:29:59',
      body: JSON.stringify({ ...JSON.parse(String(row.body)), id: 'added' }),
    });
    const after = await page(0);
    expect(after.totalCount).toBe(before + 1);
    expect(after.models[0]?.id).toBe('added');
  });

  it('counts and pages on the index alone, reading no body', () => {
    const plans = db
      .prepare("SELECT sql FROM sqlite_master WHERE name IN ('work_orders_history_list', 'work_orders_history_drafts')")
      .pluck()
      .all();
    expect(plans).toHaveLength(2);
    const filter =
      "w.customer_id = 'c' AND NOT (w.is_draft = 1 AND COALESCE(w.updated_at, w.raised_date) <= 'x') AND NOT (w.is_draft = 1 AND w.status = 'Cancelled') AND w.premises_id IN ('p')";
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
    expect(plan(`SELECT COUNT(*) FROM work_orders w WHERE ${filter} AND w.is_draft = 0`)).toMatch(
      /COVERING INDEX work_orders_history_list/,
    );
    expect(plan(`SELECT COUNT(*) FROM work_orders w WHERE ${filter} AND w.is_draft = 1`)).toMatch(
      /COVERING INDEX work_orders_history_drafts/,
    );
    expect(
      plan(`SELECT w.id FROM work_orders w WHERE ${filter} ORDER BY w.raised_date DESC, w.id DESC LIMIT 10 OFFSET 10`),
    ).toMatch(/COVERING INDEX work_orders_history_list/);
  });
});
