import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openListBench, type ListBench } from '../../tools/bench/list-bench';
import { measureListPaging } from '../../tools/bench/list-paging';
import { spreadPage } from '../../tools/bench/list-load';

// The list benchmark (tools/bench/list-bench.ts) at a small size: that it finds and pages every row of each list the
// way the portal does, the same rows every run, and gives finite figures. No timing is checked: npm run bench
// measures, and the plans are held by tests/sandbox/gateway/long-lists.test.ts and case-list-at-scale.test.ts.
const ROWS = 200;

describe('the list benchmark at 200 rows a list', () => {
  let bench: ListBench;
  beforeAll(async () => {
    bench = await openListBench(ROWS);
  }, 60_000);
  afterAll(() => bench.close());

  it('finds every page of the inbox, the transactions and the cases, and every row on them', () => {
    expect(bench.lists.map((list) => [list.endpoint.name, list.endpoint.pagedBy])).toEqual([
      ['inbox', 'skip'],
      ['transactions', 'skip'],
      ['cases', 'key'],
    ]);
    for (const { pages } of bench.lists) {
      expect(pages.rows).toBe(ROWS);
      expect(pages.paths).toHaveLength(ROWS / 10);
      expect(new Set(pages.paths).size).toBe(pages.paths.length);
    }
  });

  it('reaches the last cases by key, never by skip', () => {
    const cases = bench.lists.find((list) => list.endpoint.name === 'cases');
    expect(cases?.pages.paths[0]).not.toMatch(/after=/);
    expect(cases?.pages.paths.slice(1).every((path) => /[?&]after=/.test(path) && !/skip=/i.test(path))).toBe(true);
  });

  it('gives finite, positive times for the first, middle and last pages', async () => {
    for (const { endpoint, pages } of bench.lists) {
      const timings = await measureListPaging(bench.fetch, endpoint, pages, 3);
      expect(timings).toMatchObject({ name: endpoint.name, rows: ROWS, pages: ROWS / 10 });
      for (const page of [timings.first, timings.middle, timings.last]) {
        expect(Number.isFinite(page.medianMs) && page.medianMs > 0).toBe(true);
        expect(page.p99Ms).toBeGreaterThanOrEqual(page.medianMs);
      }
    }
  });

  it('builds the same lists every run', async () => {
    const again = await openListBench(ROWS);
    try {
      expect(again.lists.map((list) => list.pages)).toEqual(bench.lists.map((list) => list.pages));
    } finally {
      again.close();
    }
  }, 60_000);

  it('asks for every page under load, the first one first', () => {
    const count = ROWS / 10;
    const asked = Array.from({ length: count }, (_, i) => spreadPage(i, count));
    expect(asked[0]).toBe(0);
    expect(new Set(asked).size).toBe(count);
  });
});
