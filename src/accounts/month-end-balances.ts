// The account's balance at the end of each of the last 12 months (issue 15: "the account's balance over the last 12
// months as a small accessible chart"). Pure: the page reads the transactions and passes today.

/** A transaction as this needs it: when (an instant, ISO) and the balance after it (pounds, above zero is arrears). */
export interface BalancePoint {
  at: string;
  balance: number;
}

export interface MonthEndBalance {
  /** YYYY-MM */
  month: string;
  /** The balance after the month's last transaction, or after the last one before it; null when there is none yet. */
  balance: number | null;
}

/** How many months the chart shows, this one included. */
export const CHART_MONTHS = 12;

const monthOf = (day: string) => day.slice(0, 7);

/** The month `count` months before `month` (YYYY-MM). */
export function monthsBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The first day of the month the chart starts in, and of the month before it (whose balance the first month opens
 * with).
 */
export function chartWindow(today: string): { firstMonth: string; readFrom: string } {
  const firstMonth = monthsBefore(monthOf(today), CHART_MONTHS - 1);
  return { firstMonth, readFrom: `${monthsBefore(firstMonth, 1)}-01` };
}

/**
 * Each month's closing balance, oldest first, this month's as it stands today. `dayOf` turns an instant into its London
 * day, so a payment at 00:30 on 1 March belongs to March. Transactions may come in any order.
 */
export function monthEndBalances(
  points: readonly BalancePoint[],
  today: string,
  dayOf: (at: string) => string,
): MonthEndBalance[] {
  const { firstMonth } = chartWindow(today);
  const sorted = points
    .map((point) => ({ day: dayOf(point.at), at: point.at, balance: point.balance }))
    .sort((a, b) => (a.day === b.day ? a.at.localeCompare(b.at) : a.day.localeCompare(b.day)));
  const months = Array.from({ length: CHART_MONTHS }, (_, index) => monthsBefore(firstMonth, -index));
  let latest: number | null = null;
  let next = 0;
  return months.map((month) => {
    while (next < sorted.length && monthOf(sorted[next]!.day) <= month) {
      latest = sorted[next]!.balance;
      next += 1;
    }
    return { month, balance: latest };
  });
}
