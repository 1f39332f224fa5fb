// English only (the spec: "Language is English only"). Written out rather than asked of Intl, whose short months
// change with the ICU version ("Sep" or "Sept"), so every browser and the tests print the same.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const monthName = (month: number): string => MONTHS[month - 1] ?? '';

/** The first three letters: "Oct". */
export const shortMonthName = (month: number): string => monthName(month).slice(0, 3);

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}
