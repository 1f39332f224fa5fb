// The list benchmarks of `npm run bench` (issue 13, for the inbox, the transactions and the cases): one database with
// all three lists grown (seeded once, the same rows every run), their pages found through the gateway, then each
// list's first, middle and last page timed in process, and each list under 200 requests a second.
//   npx tsx tools/bench/list-bench.ts [rows]
import type { Db } from '../../sandbox/db/open-database';
import { benchGateway } from './paging';
import type { BenchFetch } from './paging-timing';
import { LIST_ENDPOINTS, type ListEndpoint, type ListPages } from './list-endpoints';
import { manyListsDatabase } from './list-database';
import { formatListLoad, measureListLoad } from './list-load';
import { formatListPaging, measureListPaging } from './list-paging';

export interface ListBench {
  readonly db: Db;
  readonly fetch: BenchFetch;
  readonly lists: ReadonlyArray<{ endpoint: ListEndpoint; pages: ListPages }>;
  close(): void;
}

/** The database of `rows` rows a list, its gateway, and every page of each of `endpoints`. */
export async function openListBench(
  rows = 10_000,
  endpoints: readonly ListEndpoint[] = LIST_ENDPOINTS,
): Promise<ListBench> {
  const db = manyListsDatabase(rows);
  const { fetch } = benchGateway(db);
  const lists: Array<{ endpoint: ListEndpoint; pages: ListPages }> = [];
  for (const endpoint of endpoints) lists.push({ endpoint, pages: await endpoint.pages(fetch) });
  return { db, fetch, lists, close: () => db.close() };
}

/** Prints each list's paging figures, then each list's figures under load, as they come. */
export async function runListBench(
  print: (line: string) => void,
  options: { rows?: number; runs?: number; rate?: number; seconds?: number } = {},
): Promise<void> {
  const bench = await openListBench(options.rows);
  try {
    for (const { endpoint, pages } of bench.lists)
      print(formatListPaging(await measureListPaging(bench.fetch, endpoint, pages, options.runs)));
    for (const result of await measureListLoad(bench.db, bench.lists, options)) print(formatListLoad(result));
  } finally {
    bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runListBench((line) => console.log(line), { rows: Number(process.argv[2] ?? 10_000) });
}
