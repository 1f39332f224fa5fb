import { describe, expect, it } from 'vitest';
import { defaultTransactionRange, transactionDateProblems } from '../../src/accounts/transaction-dates';

const today = '2026-11-27';

describe('the transactions page\'s dates (portal.md §5 "Transactions")', () => {
  it('starts one year back to today, 29 February falling back to the 28th', () => {
    expect(defaultTransactionRange(today)).toEqual({ from: '2025-11-27', to: today });
    expect(defaultTransactionRange('2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
  });

  it('takes today and any day before it, the two dates the same day too', () => {
    expect(transactionDateProblems({ from: '2020-01-01', to: today, today })).toEqual([]);
    expect(transactionDateProblems({ from: today, to: today, today })).toEqual([]);
  });

  it('refuses an empty date, a date that is not real, and one later than today, one problem a date', () => {
    expect(transactionDateProblems({ from: '', to: today, today })).toEqual([
      { field: 'from', code: 'transactions_date_missing' },
    ]);
    expect(transactionDateProblems({ from: '2026-02-30', to: '', today })).toEqual([
      { field: 'from', code: 'SSC020' },
      { field: 'to', code: 'transactions_date_missing' },
    ]);
    expect(transactionDateProblems({ from: '2026-11-28', to: '2026-11-28', today })).toEqual([
      { field: 'from', code: 'SSC013' },
      { field: 'to', code: 'SSC014' },
    ]);
  });

  it('says SSC004 for a from date after the to date, only once both dates are right', () => {
    expect(transactionDateProblems({ from: '2026-06-01', to: '2026-01-01', today })).toEqual([
      { field: 'from', code: 'SSC004' },
    ]);
    expect(transactionDateProblems({ from: '2026-06-01', to: '2099-01-01', today })).toEqual([
      { field: 'to', code: 'SSC014' },
    ]);
  });
});
