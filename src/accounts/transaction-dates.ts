import { isCalendarDay, yearsBefore } from '../shared/dates';

// The transactions page's dates (portal.md §5 "Transactions", §9 "Transactions: default range one year"). Days are
// calendar dates, YYYY-MM-DD, on the London clock; the gateway reads them as inclusive London days. Pure.

/** How far back the transactions look unless the resident says otherwise. */
export const TRANSACTION_RANGE_YEARS = 1;

export type TransactionDateField = 'from' | 'to';

/**
 * SSC020 a date that is not real, transactions_date_missing an empty one (§5: "An empty date is invalid"), SSC013 and
 * SSC014 a date after today, SSC004 a from date after the to date.
 */
export type TransactionDateCode = 'SSC020' | 'transactions_date_missing' | 'SSC013' | 'SSC014' | 'SSC004';

export interface TransactionDateProblem {
  field: TransactionDateField;
  code: TransactionDateCode;
}

/** One year back to today. */
export function defaultTransactionRange(today: string): { from: string; to: string } {
  return { from: yearsBefore(today, TRANSACTION_RANGE_YEARS), to: today };
}

/** What is wrong with the dates, at most one problem a date; with both right, a from date after the to date (SSC004). */
export function transactionDateProblems({ from, to, today }: { from: string; to: string; today: string }): TransactionDateProblem[] {
  const problems: TransactionDateProblem[] = [];
  const check = (field: TransactionDateField, day: string, afterToday: 'SSC013' | 'SSC014') => {
    if (day.replace(/-/g, '').trim() === '') problems.push({ field, code: 'transactions_date_missing' });
    else if (!isCalendarDay(day)) problems.push({ field, code: 'SSC020' });
    else if (day > today) problems.push({ field, code: afterToday });
  };
  check('from', from, 'SSC013');
  check('to', to, 'SSC014');
  if (problems.length === 0 && from > to) problems.push({ field: 'from', code: 'SSC004' });
  return problems;
}
