// The list benchmark in process (issue 13 for the inbox, the transactions and the cases): page 1, the middle page and
// the last page of each list timed as the repair history's are (tools/bench/paging.ts) but in turn, with the 99th
// percentile too, since the bound is on the slow answers as much as the typical one.
import { benchRequest } from './paging';
import { percentile, timeInTurn, type BenchFetch } from './paging-timing';
import type { ListEndpoint, ListPages } from './list-endpoints';

export interface PageTiming {
  readonly medianMs: number;
  readonly p99Ms: number;
}

export interface ListPagingTimings {
  readonly name: string;
  readonly rowNoun: string;
  readonly pagedBy: ListEndpoint['pagedBy'];
  /** The rows on all the pages, and how many pages. */
  readonly rows: number;
  readonly pages: number;
  readonly first: PageTiming;
  readonly middle: PageTiming;
  readonly last: PageTiming;
}

/** Page 1, the middle page and the last of `pages`, asked in turn `runs` times each after `warmUp` rounds. */
export async function measureListPaging(
  fetch: BenchFetch,
  endpoint: ListEndpoint,
  pages: ListPages,
  runs = 201,
  warmUp = 20,
): Promise<ListPagingTimings> {
  const { paths } = pages;
  const chosen = [paths[0], paths[Math.floor(paths.length / 2)], paths.at(-1)].map((path) => {
    if (path === undefined) throw new Error(`${endpoint.name} has no pages`);
    return () => benchRequest(path);
  });
  const [first, middle, last] = (await timeInTurn(fetch, chosen, runs, warmUp)).map((samples): PageTiming => ({
    medianMs: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
  }));
  if (!first || !middle || !last) throw new Error('three pages were timed');
  return {
    name: endpoint.name,
    rowNoun: endpoint.rowNoun,
    pagedBy: endpoint.pagedBy,
    rows: pages.rows,
    pages: paths.length,
    first,
    middle,
    last,
  };
}

const ms = (t: PageTiming): string => `${t.medianMs.toFixed(2)} ms (p99 ${t.p99Ms.toFixed(2)})`;

export function formatListPaging(t: ListPagingTimings): string {
  return `${t.name}, ${t.rows} ${t.rowNoun}, ${t.pages} pages by ${t.pagedBy}: page 1 ${ms(t.first)}, middle ${ms(t.middle)}, last ${ms(t.last)} (last/first ${(t.last.medianMs / t.first.medianMs).toFixed(2)})`;
}
