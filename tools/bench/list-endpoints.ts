// The lists the list benchmarks page (issue 13: "the same for every list endpoint the other areas add"), each asked
// for as the portal asks for it — the same parameters as its page sends for a resident who has cleared the dates, 10
// rows a page — and each page further on reached the way the portal reaches it: by skip for the inbox and the
// transactions (their gateway contract pages by skip), by the previous page's `next` key for the cases.
import type { CaseList } from '../../schemas/generated/gateway.case-list';
import type { CommunicationList } from '../../schemas/generated/gateway.communication-list';
import type { TransactionList } from '../../schemas/generated/gateway.transaction-list';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { benchRequest } from './paging';
import type { BenchFetch } from './paging-timing';

const { alex } = PERSONAS;
export const LIST_PAGE_SIZE = 10;

/** Every page of a list in order (path and query after the API's prefix), and how many rows they hold in all. */
export interface ListPages {
  readonly paths: readonly string[];
  readonly rows: number;
}

export interface ListEndpoint {
  /** What the figures are called: 'inbox', 'transactions', 'cases'. */
  readonly name: string;
  /** What its rows are. */
  readonly rowNoun: string;
  readonly pagedBy: 'skip' | 'key';
  /** Finds the list's pages by asking the gateway, as the portal would. */
  pages(fetch: BenchFetch): Promise<ListPages>;
}

async function answerOf<T>(fetch: BenchFetch, path: string): Promise<T> {
  const answer = await fetch(benchRequest(path));
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A list paged by skip: its total comes with page 1, so every page's skip is known from it (as the portal's pager
 * knows them); the last page is asked for once to check it holds what the total says.
 */
function skipPaged<T>(options: {
  path: (skip: number) => string;
  total: (list: T) => number;
  rowsOn: (list: T) => number;
}): ListEndpoint['pages'] {
  return async (fetch) => {
    const total = options.total(await answerOf<T>(fetch, options.path(0)));
    const paths = Array.from({ length: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)) }, (_, page) =>
      options.path(page * LIST_PAGE_SIZE),
    );
    const lastRows = options.rowsOn(await answerOf<T>(fetch, paths.at(-1) ?? options.path(0)));
    return { paths, rows: (paths.length - 1) * LIST_PAGE_SIZE + lastRows };
  };
}

/**
 * A list paged by key: walked from page 1 by each page's `next` key to the end, as the portal's Next button walks it.
 */
function keyPaged<T>(options: {
  path: (key: string | null) => string;
  next: (list: T) => string | null;
  rowsOn: (list: T) => number;
}): ListEndpoint['pages'] {
  return async (fetch) => {
    const paths: string[] = [];
    let rows = 0;
    let key: string | null = null;
    do {
      const path = options.path(key);
      const list: T = await answerOf<T>(fetch, path);
      paths.push(path);
      rows += options.rowsOn(list);
      key = options.next(list);
    } while (key !== null);
    return { paths, rows };
  };
}

const query = (parameters: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(parameters).map(([name, value]) => [name, String(value)])).toString();

/** GET /customers/{id}/communications as the inbox sends it (src/pages/messages/inbox/inbox-query.ts), newest first. */
export const inbox: ListEndpoint = {
  name: 'inbox',
  rowNoun: 'messages',
  pagedBy: 'skip',
  pages: skipPaged<CommunicationList>({
    path: (skip) =>
      `/customers/${alex.customerId}/communications?${query({ status: '', assetIdentifier: alex.propertyId, searchText: '', limit: LIST_PAGE_SIZE, skip, sort: 'createdDate desc' })}`,
    total: (list) => list['total-count'],
    rowsOn: (list) => list.communications.length,
  }),
};

/** GET /accounts/{id}/transactions as the transactions page sends it (its dates cleared, no search, every type). */
export const transactions: ListEndpoint = {
  name: 'transactions',
  rowNoun: 'transactions',
  pagedBy: 'skip',
  pages: skipPaged<TransactionList>({
    path: (skip) => `/accounts/${alex.rentAccountId}/transactions?${query({ Limit: LIST_PAGE_SIZE, Skip: skip })}`,
    total: (list) => list.totalCount,
    rowsOn: (list) => list.transactions.length,
  }),
};

/** GET /cases as the case list sends it (src/pages/cases/search/case-query.ts): Alex's home, block and estate. */
export const cases: ListEndpoint = {
  name: 'cases',
  rowNoun: 'cases',
  pagedBy: 'key',
  pages: keyPaged<CaseList>({
    path: (key) =>
      `/cases?${query({ customerId: alex.customerId, assetIdentifier: [alex.propertyId, alex.blockId, alex.estateId].join(','), orderBy: 'createdDate desc', limit: LIST_PAGE_SIZE, ...(key === null ? {} : { after: key }) })}`,
    next: (list) => list.links.next ?? null,
    rowsOn: (list) => list.cases.length,
  }),
};

export const LIST_ENDPOINTS: readonly ListEndpoint[] = [inbox, transactions, cases];
