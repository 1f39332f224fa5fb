import type { Transaction, TransactionList } from '../../../schemas/generated/gateway.transaction-list';
import { authorise } from '../authorise';
import { badRequest, type ErrorItem } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { listFilter } from '../list-filter';
import { bodiesInOrder, ListQueryReader, pageOfIds } from '../list-query';
import { requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

type Kind = 'Payment' | 'Charge' | 'Adjustment';

export interface TransactionQuery {
  dateFrom: string | null;
  dateTo: string | null;
  searchText: string;
  /** null: every kind (All). */
  kind: Kind | null;
  skip: number;
  limit: number;
}

export const TRANSACTION_LIMITS = { defaultLimit: 10, maxLimit: 100 } as const;

/**
 * The transactions list's query (portal.md §7): Limit and Skip, or pageNumber (from 1) and pageSize, which the spec
 * also lists (Limit and Skip win when both are sent); DateFrom and DateTo; searchText; the type filter of §2 (All,
 * Payments, Charges, Adjustments) as TransactionType, which the spec does not name (decision 0031).
 */
export function parseTransactionQuery(get: (name: string) => string | undefined): {
  query: TransactionQuery;
  problems: ErrorItem[];
} {
  const read = new ListQueryReader(get);
  const dateFrom = read.isoDay(['DateFrom', 'dateFrom']);
  const dateTo = read.isoDay(['DateTo', 'dateTo']);
  if (dateFrom !== null && dateTo !== null && dateFrom > dateTo)
    read.problem({ field: 'DateFrom', code: 'date-range', message: 'must not be after DateTo' });
  const kind = read.choice<Kind | 'All'>(
    ['TransactionType', 'transactionType'],
    {
      All: 'All',
      Payments: 'Payment',
      Charges: 'Charge',
      Adjustments: 'Adjustment',
      Payment: 'Payment',
      Charge: 'Charge',
      Adjustment: 'Adjustment',
    },
    'All',
    'All, Payments, Charges or Adjustments',
  );
  const sent = (name: string) => (get(name) ?? '').trim() !== '';
  const paging = ['Limit', 'limit', 'Skip', 'skip'].some(sent) || !['pageNumber', 'pageSize'].some(sent);
  const limit = paging
    ? read.integer(['Limit', 'limit'], TRANSACTION_LIMITS.defaultLimit, 1, TRANSACTION_LIMITS.maxLimit)
    : read.integer(['pageSize'], TRANSACTION_LIMITS.defaultLimit, 1, TRANSACTION_LIMITS.maxLimit);
  const skip = paging
    ? read.integer(['Skip', 'skip'], 0, 0, 1_000_000)
    : (read.integer(['pageNumber'], 1, 1, 100_000) - 1) * limit;
  const query: TransactionQuery = {
    dateFrom,
    dateTo,
    searchText: read.text(['searchText', 'SearchText'], 200).value,
    kind: kind === 'All' ? null : kind,
    skip,
    limit,
  };
  return { query, problems: read.problems };
}

/**
 * GET /accounts/{id}/transactions: an account of the caller's (403 another customer's, 404 none), newest first,
 * filtered, counted and paged in SQL on the covering index transactions_list (migration 005), which holds the
 * description too, so a search reads no body; the page's bodies are read last, by id.
 */
export function registerTransactionRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/accounts/:id/transactions', (c) => {
    const customerId = authorise(c, db);
    const accountId = c.req.param('id');
    const owner = db.prepare('SELECT customer_id FROM accounts WHERE id = ?').pluck().get(accountId) as
      string | undefined;
    requireOwnership({ exists: owner !== undefined, owned: owner === customerId });
    const { query, problems } = parseTransactionQuery((name) => c.req.query(name));
    if (problems.length > 0) throw badRequest(problems);

    const { filter, params } = listFilter({
      owner: { column: 't.account_id', param: 'accountId', value: accountId },
      dateColumn: 't.transaction_date',
      fromDay: query.dateFrom,
      toDay: query.dateTo,
      equals: [{ column: 't.kind', param: 'kind', value: query.kind }],
      search: { column: 't.description', text: query.searchText },
    });
    const from = `transactions t INDEXED BY transactions_list WHERE ${filter}`;
    const totalCount = db.prepare(`SELECT COUNT(*) FROM ${from}`).pluck().get(params) as number;
    const ids = pageOfIds(db, `SELECT t.id FROM ${from}`, 't.transaction_date', 't.id', params, {
      order: 'desc',
      skip: query.skip,
      limit: query.limit,
      total: totalCount,
    });
    const list: TransactionList = {
      transactions: bodiesInOrder(db, 'transactions', ids).map((row) =>
        parseStoredBody<Transaction>('transactions', row.id, row.body),
      ),
      totalCount,
    };
    return jsonWithETag(c, list);
  });
}
