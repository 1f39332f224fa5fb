import { monthName, shortMonthName, WEEKDAYS } from './names';

// A calendar date (YYYY-MM-DD) is a day, not an instant: a slot offered "on the 15th" is the 15th in any zone. It is
// read and written without any zone, so nothing can shift it.

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The calendar date a gateway date or date-time starts with, as written: "2024-10-15T00:00:00Z" is 2024-10-15. */
export function calendarDay(text: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2024-02-30 is no day.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? match[0] : undefined;
}

function readDay(text: string): Day | undefined {
  const day = calendarDay(text);
  return day
    ? { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) }
    : undefined;
}

const weekdayOfDay = ({ year, month, day }: Day): string =>
  WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';

/** "Tuesday" for 2024-10-15; the text itself when it is no date. */
export function weekdayName(text: string): string {
  const day = readDay(text);
  return day ? weekdayOfDay(day) : text;
}

/** "15 Oct 24" for 2024-10-15 (repairs.md §9 slot dates 'DD MMM YY'); the text itself when it is no date. */
export function shortCalendarDate(text: string): string {
  const day = readDay(text);
  return day
    ? `${String(day.day).padStart(2, '0')} ${shortMonthName(day.month)} ${String(day.year % 100).padStart(2, '0')}`
    : text;
}

/**
 * "15 October 2024" for 2024-10-15 (a date of birth, a tenancy's start): never shifted by a time zone; the text itself
 * when it is no date.
 */
export function dayMonthYear(text: string): string {
  const day = readDay(text);
  return day ? `${day.day} ${monthName(day.month)} ${day.year}` : text;
}

/** "Tuesday 15 October 2024" for 2024-10-15, written out for screen readers; the text itself when it is no date. */
export function longCalendarDate(text: string): string {
  const day = readDay(text);
  return day ? `${weekdayOfDay(day)} ${day.day} ${monthName(day.month)} ${day.year}` : text;
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is none; nor is anything else). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && calendarDay(text) === text;
}

/** The same day `years` years earlier; 29 February becomes 28 February in a year without one. */
export function yearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  const monthDay = day.slice(5);
  const candidate = `${String(year).padStart(4, '0')}-${monthDay}`;
  return isCalendarDay(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}

/** A month (YYYY-MM) in words, "March 2026"; the text itself when it is not one. */
export function monthYearName(month: string): string {
  const number = Number(month.slice(5, 7));
  return /^\d{4}-\d{2}$/.test(month) && number >= 1 && number <= 12
    ? `${monthName(number)} ${month.slice(0, 4)}`
    : month;
}

/** A month (YYYY-MM) as a chart's axis names it, "Mar". */
export const shortMonthOf = (month: string): string => shortMonthName(Number(month.slice(5, 7)));
