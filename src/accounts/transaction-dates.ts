import { dateCheckMessage, dateProblemOf } from '../shared/date-range-checks';
import { defaultRangeStart } from '../shared/date-range-defaults';
import type { RangeDateField, RangeDateProblem } from '../shared/range-date-problem';

// The transactions page's dates (portal.md §5 "Transactions", §9 "Transactions: default range one year"): the checks
// and their messages are rules/date-range-checks.json, the default range rules/date-range-defaults.json. Days are
// calendar dates, YYYY-MM-DD, on the London clock; the gateway reads them as inclusive London days. Pure.

export type TransactionDateField = RangeDateField;

/**
 * SSC020 a date that is not real, transactions_date_missing an empty one (§5: "An empty date is invalid"), SSC013 and
 * SSC014 a date after today, SSC004 a from date after the to date.
 */
export type TransactionDateCode = 'SSC020' | 'transactions_date_missing' | 'SSC013' | 'SSC014' | 'SSC004';
const CODES: readonly TransactionDateCode[] = ['SSC020', 'transactions_date_missing', 'SSC013', 'SSC014', 'SSC004'];

export type TransactionDateProblem = RangeDateProblem<TransactionDateCode>;

/** One year back to today. */
export function defaultTransactionRange(today: string): { from: string; to: string } {
  return { from: defaultRangeStart('transactions', today), to: today };
}

/**
 * What is wrong with the dates, at most one problem a date; with both right, a from date after the to date (SSC004).
 */
export function transactionDateProblems({
  from,
  to,
  today,
}: {
  from: string;
  to: string;
  today: string;
}): TransactionDateProblem[] {
  const problems: TransactionDateProblem[] = [];
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const code = dateProblemOf('transactions', field, { value, today }, CODES);
    if (code !== null) problems.push({ field, code });
  }
  const order = dateCheckMessage('transactions', 'from', 'afterTo', CODES);
  if (problems.length === 0 && order !== null && from > to) problems.push({ field: 'from', code: order });
  return problems;
}
