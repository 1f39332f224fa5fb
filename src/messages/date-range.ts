import { dateCheckMessage, dateProblemOf } from '../shared/date-range-checks';
import { isCalendarDay, yearsBefore } from '../shared/dates';
import type { RangeDateField, RangeDateProblem } from '../shared/range-date-problem';

export { isCalendarDay, yearsBefore };

// The inbox's date range (portal.md §5 "Messages", §9 "Default date range is the last 2 years to today"). Days are
// calendar dates, YYYY-MM-DD, on the London clock (the page passes today as isoDay(now)); the gateway reads them as
// inclusive London days (decision 0031). Pure: no clock, no React.

export { defaultDateRange, type DateRange } from './default-date-range';

/** Which date a problem is about. */
export type DateField = RangeDateField;

/**
 * The message of a problem: the specification's codes (§5 "Messages"), and one of ours for a from date after the to
 * date, which §5 leaves out and the gateway refuses (decision 0032).
 */
export type DateProblemCode = 'SSC020' | 'SSC013' | 'SSC012' | 'SSC014' | 'messages_date_order';
const CODES: readonly DateProblemCode[] = ['SSC020', 'SSC013', 'SSC012', 'SSC014', 'messages_date_order'];

export type DateProblem = RangeDateProblem<DateProblemCode>;

export interface DateRangeFacts {
  /** As the resident wrote them: YYYY-MM-DD when a real date, anything else when not. */
  from: string;
  to: string;
  /** The London day today, YYYY-MM-DD. */
  today: string;
  /** When the tenancy of the chosen property began (a gateway date or date-time); null when not known. */
  tenancyStart: string | null;
}

/**
 * What is wrong with a range, at most one problem a date, in the order §5 lists them: a date that is not real (SSC020),
 * a from date after today (SSC013) or before the tenancy began (SSC012), a to date after today (SSC014); then, with
 * both dates right, a from date after the to date. An empty list when the range can be asked for.
 */
export function dateRangeProblems({ from, to, today, tenancyStart }: DateRangeFacts): DateProblem[] {
  const problems: DateProblem[] = [];
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const code = dateProblemOf('messages', field, { value, today, tenancyStart }, CODES);
    if (code !== null) problems.push({ field, code });
  }
  const order = dateCheckMessage('messages', 'to', 'afterTo', CODES);
  if (problems.length === 0 && order !== null && from > to) problems.push({ field: 'to', code: order });
  return problems;
}
