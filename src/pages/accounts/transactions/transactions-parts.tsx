import type { TransactionDateField, TransactionDateProblem } from '../../../accounts/transaction-dates';
import { t } from '../../../shared/i18n';
import { DateRangeForm, type DateRangeValue } from '../../../ui/list/dated/date-range-form';
import type { FormProblem } from '../../../ui/error-summary';
import type { ListResultsTexts } from '../../../ui/list/list-results';
import type { PagedListView } from '../../../ui/list/use-paged-list';

/** The ids of the date inputs' Day boxes, where the error summary's links land. */
const DATE_IDS: Readonly<Record<TransactionDateField, string>> = { from: 'transactions-from', to: 'transactions-to' };

const fieldName = (field: TransactionDateField) =>
  field === 'from' ? t('transactions_from_field') : t('transactions_to_field');

/** A date's problem in words (portal.md §5 "Transactions", §8 SSC004), the same beside the date and in the summary. */
function problemText(problem: TransactionDateProblem): string {
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

/** The problems as the error summary lists them, each a link to its date. */
export const dateErrors = (problems: readonly TransactionDateProblem[]): FormProblem[] =>
  problems.map((problem) => ({ target: DATE_IDS[problem.field], text: problemText(problem) }));

/** From and To (portal.md §2 Transactions: "from and to date inputs"), each with its problem. */
export function DateFields({
  applied,
  problems,
  onApply,
}: {
  applied: DateRangeValue;
  problems: readonly TransactionDateProblem[];
  onApply(range: DateRangeValue): void;
}) {
  const errorOf = (field: TransactionDateField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(problem) : undefined;
  };
  return (
    <DateRangeForm
      ids={DATE_IDS}
      texts={{
        heading: t('transactions_dates_heading'),
        fromLegend: t('transactions_from_legend'),
        toLegend: t('transactions_to_legend'),
        hint: t('transactions_date_hint'),
        apply: t('transactions_dates_apply'),
      }}
      applied={applied}
      errors={{ from: errorOf('from'), to: errorOf('to') }}
      onApply={onApply}
    />
  );
}

/**
 * What the list says about itself, announced politely: "Showing 11 to 20 of 132 transactions", "Showing 100 of 132
 * transactions" as the phone list grows, or SSC006 when there are none (portal.md §8).
 */
export function transactionsSummary({
  view,
  offset,
  shown,
  total,
}: {
  view: PagedListView;
  offset: number;
  shown: number;
  total: number;
}): string {
  if (total === 0 || shown === 0) return t('SSC006');
  if (total === 1) return t('transactions_showing_one');
  if (view === 'phone') return t('transactions_showing_count', { shown, total });
  return t('transactions_showing_range', { from: offset + 1, to: offset + shown, total });
}

export const resultsTexts = (): ListResultsTexts => ({
  caption: t('transactions_caption'),
  pagination: {
    label: t('transactions_pagination'),
    previous: t('pagination_previous'),
    next: t('pagination_next'),
    page: t('pagination_page_hidden'),
    pageNumber: (page) => t('pagination_page', { page }),
  },
  pageSizeLabel: t('transactions_page_size_label'),
  showMore: t('transactions_show_more'),
  loadingMore: t('list_loading_more'),
});
