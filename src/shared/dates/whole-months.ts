// Six months is a calendar span (31 August + 6 months is the end of February), not 182 or 183 days.
function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * Whole calendar months from `from` to `to`, in UTC: 0 until the same day and time a month later, then 1, and so on
 * (negative when `to` is earlier). "Less than 6 months ago" is then wholeMonthsBetween(then, now) < 6.
 */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (months > 0 && addMonths(from, months) > to) months -= 1;
  else if (months < 0 && addMonths(from, months) < to) months += 1;
  return months;
}
