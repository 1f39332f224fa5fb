// The list load test (issue 13: p99 at most 20 ms at 200 requests a second, for every list): each list asked for at an
// even pace, its pages in a spread order that visits the first, the last and everything between, against one server
// in a child process holding the database the in-process figures were taken on (written to a file it loads).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../sandbox/db/open-database';
import { benchRequest } from './paging';
import { paceLoad, startBenchServer, type LoadResult } from './paging-load-driver';
import type { ListEndpoint, ListPages } from './list-endpoints';

export interface ListLoadResult extends LoadResult {
  readonly name: string;
}

/**
 * Page `i` of the load, out of `count`: a stride prime to the usual page counts, so consecutive requests land far
 * apart and every page is asked for in turn (page 1 first, as the repair history's load does).
 */
export const spreadPage = (i: number, count: number): number => (i * 37) % count;

export async function measureListLoad(
  db: Db,
  lists: ReadonlyArray<{ endpoint: ListEndpoint; pages: ListPages }>,
  options: { rate?: number; seconds?: number } = {},
): Promise<ListLoadResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'list-bench-'));
  try {
    const file = join(folder, 'lists.db');
    writeFileSync(file, db.serialize());
    const server = await startBenchServer({ BENCH_DATABASE: file });
    try {
      const results: ListLoadResult[] = [];
      for (const { endpoint, pages } of lists) {
        const request = (i: number) => benchRequest(pages.paths[spreadPage(i, pages.paths.length)] ?? '');
        // Warm up: the server's first answers compile its statements.
        for (let i = 0; i < 50; i += 1) await server.ask(request(i));
        results.push({
          name: endpoint.name,
          ...(await paceLoad(server, { rate: options.rate ?? 200, seconds: options.seconds ?? 5, requestAt: request })),
        });
      }
      return results;
    } finally {
      server.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function formatListLoad(r: ListLoadResult): string {
  return `${r.name} under load, ${r.rate} req/s evenly paced, ${r.sent} requests: p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, max ${r.maxMs.toFixed(2)} ms, ${r.failed} failed`;
}
