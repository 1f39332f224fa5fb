import { TRANSACTION_TYPES, type TransactionType } from '../../../gateway/transaction-types';
import { positiveInteger, type ListParamNames } from '../../../ui/list/list-params';

/**
 * The transactions page's state in the address's query string, so Back, a reload and a bookmark show the same list:
 * "?account=…&from=2026-01-01&type=payments&search=rent&page=2". A date the resident wrote wrongly stays as typed, and
 * one they emptied is kept as "--" (three empty boxes), so a reload shows it again with its error.
 */
const NAMES = {
  account: 'account',
  search: 'search',
  type: 'type',
  from: 'from',
  to: 'to',
  page: 'page',
  size: 'size',
} as const;

export type TransactionsParam = keyof typeof NAMES;

export const TRANSACTIONS_PARAMS: ListParamNames<TransactionsParam> = { params: NAMES, page: 'page' };

/** The table's page sizes (portal.md §9: default 10, options 10, 20, 100) and the phone list's batch (100). */
export const TRANSACTION_PAGE_SIZES = [10, 20, 100] as const;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 10;
export const PHONE_TRANSACTION_BATCH = 100;

/** An emptied date as the address keeps it. */
export const EMPTY_DATE = '--';

export interface TransactionsState {
  search: string;
  type: TransactionType;
  /** As the address holds them; '' for the default (one year back, to today). */
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const slug = (type: TransactionType) => type.toLowerCase();

/** The type as the address holds it: nothing for All. */
export const typeParam = (type: TransactionType): string | null => (type === 'All' ? null : slug(type));

export function readTransactionsState(params: URLSearchParams): TransactionsState {
  const size = positiveInteger(params.get(NAMES.size));
  const type = TRANSACTION_TYPES.find((candidate) => slug(candidate) === params.get(NAMES.type)) ?? 'All';
  return {
    search: (params.get(NAMES.search) ?? '').trim(),
    type,
    from: (params.get(NAMES.from) ?? '').trim(),
    to: (params.get(NAMES.to) ?? '').trim(),
    page: positiveInteger(params.get(NAMES.page)) ?? 1,
    pageSize:
      size !== null && (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : DEFAULT_TRANSACTION_PAGE_SIZE,
  };
}
