import { describe, expect, it } from 'vitest';
import { chartWindow, monthEndBalances, monthsBefore } from '../../src/accounts/month-end-balances';

const utcDay = (at: string) => at.slice(0, 10);

describe('the balance at the end of each of the last 12 months', () => {
  it('counts months back across a year', () => {
    expect(monthsBefore('2026-03', 3)).toBe('2025-12');
    expect(monthsBefore('2026-01', -1)).toBe('2026-02');
    expect(chartWindow('2026-11-27')).toEqual({ firstMonth: '2025-12', readFrom: '2025-11-01' });
  });

  it("takes each month's last balance, carries it through a month with none, and opens with the month before", () => {
    const months = monthEndBalances(
      [
        { at: '2025-11-30T10:00:00Z', balance: 10 },
        { at: '2026-01-05T10:00:00Z', balance: 20 },
        { at: '2026-01-20T10:00:00Z', balance: -5 },
        { at: '2026-11-02T10:00:00Z', balance: 39.5 },
      ],
      '2026-11-27',
      utcDay,
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', balance: 10 });
    expect(months[1]).toEqual({ month: '2026-01', balance: -5 });
    expect(months[9]).toEqual({ month: '2026-09', balance: -5 });
    expect(months[11]).toEqual({ month: '2026-11', balance: 39.5 });
  });

  it("has no figure for the months before the account's first transaction, and orders same-day ones by time", () => {
    const months = monthEndBalances(
      [
        { at: '2026-10-01T12:00:00Z', balance: 2 },
        { at: '2026-10-01T09:00:00Z', balance: 1 },
      ],
      '2026-11-27',
      utcDay,
    );
    expect(months[9]).toEqual({ month: '2026-09', balance: null });
    expect(months[10]).toEqual({ month: '2026-10', balance: 2 });
  });
});
