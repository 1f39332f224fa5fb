/** The three boxes of a GOV.UK date input, as the resident typed them. */
export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export const NO_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date input's value: YYYY-MM-DD when the boxes make a real date ("5", "3", "2026" is 2026-03-05), otherwise the
 * boxes as typed, joined 'year-month-day' with blanks kept ("2026--31"), so what the resident wrote survives a trip
 * through the address and can be shown back with its error; '' when every box is empty.
 */
export function joinDateParts(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return '';
  if (
    /^\d{1,2}$/.test(day) &&
    /^\d{1,2}$/.test(month) &&
    /^\d{4}$/.test(year) &&
    isRealDate(Number(year), Number(month), Number(day))
  ) {
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return `${year}-${month}-${day}`;
}

/** The boxes of a value (a real date or joined boxes): a real date shows without leading zeros, as GOV.UK writes it. */
export function splitDateParts(value: string): DateParts {
  const parts = value.split('-');
  if (parts.length !== 3) return NO_DATE_PARTS;
  const [year = '', month = '', day = ''] = parts;
  const real = /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(Number(year), Number(month), Number(day));
  return real ? { day: String(Number(day)), month: String(Number(month)), year } : { day, month, year };
}

/** A hyphen would break the joined form of an unfinished date, so it is never kept in a box. */
export const cleanDatePart = (typed: string): string => typed.replace(/-/g, '');
