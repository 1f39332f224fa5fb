import type { TransactionDateField, TransactionDateProblem } from '../../../accounts/transaction-dates';
import { transactionPageSizes } from '../../../accounts/transaction-page-sizes';
import type { TransactionQuery } from '../../../gateway';
import { TRANSACTION_TYPES, type TransactionType } from '../../../gateway/transaction-types';
import { t } from '../../../shared/i18n';
import type { ChoiceFilterSpec } from '../../../ui/list/choice-filter';
import type { DateRangeValue } from '../../../ui/list/dated/date-range-form';
import type { DatedSearchSpec } from '../../../ui/list/dated/dated-search';
import { countedList } from '../../../ui/list/counted-list';
import { readChoice, readText } from '../../../ui/list/list-params';

/**
 * The transactions list (portal.md §2 Transactions, §4, §5), as the kit reads it (src/ui/list). Its state is in the
 * address's query string, so Back, a reload and a bookmark show the same list:
 * "?account=…&from=2026-01-01&type=payments&search=rent&page=2". A date the resident wrote wrongly stays as typed, and
 * one they emptied is kept as "--" (three empty boxes), so a reload shows it again with its error.
 */
const NAMES = { account: 'account', search: 'search', type: 'type', from: 'from', to: 'to' } as const;

/** An emptied date as the address keeps it. */
export const EMPTY_DATE = '--';

interface TransactionsFilters {
  search: string;
  type: TransactionType;
  /** As the address holds them; '' for the default (one year back, to today). */
  from: string;
  to: string;
}

/** The type as the address holds it: nothing for All. */
export const typeParam = (type: TransactionType): string | null => (type === 'All' ? null : type.toLowerCase());

const TYPE_LABELS = {
  All: 'transactions_type_all',
  Payments: 'transactions_type_payments',
  Charges: 'transactions_type_charges',
  Adjustments: 'transactions_type_adjustments',
} as const;

/** The payment-type filter (portal.md §2 Transactions: All, Payments, Charges, Adjustments), All first. */
export const TYPE_FILTER: ChoiceFilterSpec<'type', string> = {
  name: 'type',
  choices: TRANSACTION_TYPES.map((type) => ({ slug: typeParam(type) ?? '', label: TYPE_LABELS[type] })),
  words: ['transactions_type_label', 'transactions_filter_heading', 'transactions_filter_submit_hidden'],
};

export const TRANSACTIONS_LIST = countedList({
  names: NAMES,
  read: (params): TransactionsFilters => ({
    search: readText(params, NAMES.search),
    type: readChoice(params, NAMES.type, TRANSACTION_TYPES, (type) => type.toLowerCase(), 'All'),
    from: readText(params, NAMES.from),
    to: readText(params, NAMES.to),
  }),
  // portal.md §9: "820 px (mobile for transactions …)": at or under it the list is cards, 100 at a time.
  phoneWidth: 820,
  pageSizes: transactionPageSizes,
  // portal.md §8 SSC006 when there are none.
  summary: ['SSC006', null, 'transactions_showing_one', 'transactions_showing_count', 'transactions_showing_range'],
  words: ['transactions_caption', 'transactions_pagination', 'transactions_page_size_label', 'transactions_show_more'],
});

/** The list's state: its filters, and the table's page and page size. */
export type TransactionsState = ReturnType<typeof TRANSACTIONS_LIST.read>;

/** The ids of the date inputs' Day boxes, where the error summary's links land. */
export const DATE_IDS: Readonly<Record<TransactionDateField, string>> = {
  from: 'transactions-from',
  to: 'transactions-to',
};

/** The dates and search (portal.md §2 Transactions: "from and to date inputs", each with its problem). */
export const TRANSACTION_DATES: DatedSearchSpec = {
  ids: DATE_IDS,
  dates: [
    'transactions_dates_heading',
    'transactions_from_legend',
    'transactions_to_legend',
    'transactions_date_hint',
    'transactions_dates_apply',
  ],
  search: ['transactions_search_label', 'transactions_search_hint'],
};

const fieldName = (field: TransactionDateField) =>
  field === 'from' ? t('transactions_from_field') : t('transactions_to_field');

/** A date's problem in words (portal.md §5 "Transactions", §8 SSC004), the same beside the date and in the summary. */
export function dateProblemText(problem: TransactionDateProblem): string {
  switch (problem.code) {
    case 'SSC020':
      return t('SSC020', { field: fieldName(problem.field) });
    case 'transactions_date_missing':
      return t('transactions_date_missing', { field: fieldName(problem.field).toLowerCase() });
    case 'SSC013':
      return t('SSC013');
    case 'SSC014':
      return t('SSC014');
    case 'SSC004':
      return t('SSC004');
  }
}

/** GET /accounts/{id}/transactions between the two dates, with the search and type chosen, without its page. */
export function transactionQuery(state: TransactionsState, range: DateRangeValue): TransactionQuery {
  return {
    dateFrom: range.from,
    dateTo: range.to,
    ...(state.search ? { searchText: state.search } : {}),
    ...(state.type !== 'All' ? { transactionType: state.type } : {}),
  };
}
