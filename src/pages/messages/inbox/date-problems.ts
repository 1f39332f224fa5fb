import { t } from '../../../shared/i18n';
import type { DateField, DateProblem } from '../../../messages/date-range';
import { dayMonthYear } from '../../../shared/dates';
import type { DatedSearchSpec } from '../../../ui/list/dated/dated-search';

/** The ids of the date inputs' Day boxes, where the error summary's links land. */
export const DATE_INPUT_IDS: Readonly<Record<DateField, string>> = { from: 'messages-from', to: 'messages-to' };

/** The dates and search (portal.md §2 Messages: "Filters: property, from date, to date", each with its problem). */
export const INBOX_DATES: DatedSearchSpec = {
  ids: DATE_INPUT_IDS,
  dates: [
    'messages_dates_heading',
    'messages_from_legend',
    'messages_to_legend',
    'messages_date_hint',
    'messages_dates_apply',
  ],
  search: ['messages_search_label', 'messages_search_hint'],
};

/**
 * A date problem in words (portal.md §8 SSC020, SSC013, SSC012, SSC014), the same beside the date and in the summary.
 */
export function dateProblemText(problem: DateProblem, tenancyStart: string | null): string {
  switch (problem.code) {
    case 'SSC020':
      return t('SSC020', { field: problem.field === 'from' ? t('messages_from_field') : t('messages_to_field') });
    case 'SSC013':
      return t('SSC013');
    case 'SSC012':
      return t('SSC012', { date: tenancyStart === null ? '' : dayMonthYear(tenancyStart.slice(0, 10)) });
    case 'SSC014':
      return t('SSC014');
    case 'messages_date_order':
      return t('messages_date_order');
  }
}
