/** How far back statements go (portal.md §9: "available for the previous 24 months"). */
export const STATEMENT_MONTHS_BACK = 24;

const monthIndex = (isoDay: string): number => Number(isoDay.slice(0, 4)) * 12 + Number(isoDay.slice(5, 7)) - 1;
const yearMonthOf = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The months a resident may choose a statement for, YYYY-MM, newest first (portal.md §9: "available for the previous
 * 24 months or from tenancy start, whichever is later; the list starts from month 1 and excludes the current month").
 * Month 1 is the month before today's: a month's statement is made when the month has ended, so the current month is
 * never offered. The oldest is 24 months back, or the month the tenancy started if that is later; a tenancy that
 * started part-way through a month has that month's statement (from its first day), and one that started this month
 * has none yet (decision 0035). Both days are London calendar days, YYYY-MM-DD (the page passes isoDay(now)); an
 * unknown tenancy start leaves the 24 months.
 */
export function statementMonths(
  today: string,
  tenancyStart: string | undefined,
  monthsBack: number = STATEMENT_MONTHS_BACK,
): string[] {
  const newest = monthIndex(today) - 1;
  const start =
    tenancyStart && /^\d{4}-\d{2}-\d{2}/.test(tenancyStart) ? monthIndex(tenancyStart) : Number.NEGATIVE_INFINITY;
  const oldest = Math.max(monthIndex(today) - monthsBack, start);
  const months: string[] = [];
  for (let index = newest; index >= oldest; index--) months.push(yearMonthOf(index));
  return months;
}

/** The range to ask the gateway for, or null when there is no month to ask about. */
export function statementRange(months: readonly string[]): { yearMonthFrom: string; yearMonthTo: string } | null {
  const [newest] = months;
  const oldest = months.at(-1);
  return newest && oldest ? { yearMonthFrom: oldest, yearMonthTo: newest } : null;
}
