/** The three parts of a date as the resident typed them. */
export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

const blank: DateParts = { day: '', month: '', year: '' };

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The stored value of a date: 'YYYY-MM-DD' when the parts make a real date, otherwise the parts as typed joined
 * as 'year-month-day' (blanks kept, e.g. '2024--31'), so the engine can say exactly what is missing or wrong;
 * '' when every part is empty.
 */
export function assembleDate(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return '';
  if (/^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month) && /^\d{4}$/.test(year) && isRealDate(Number(year), Number(month), Number(day))) {
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return `${year}-${month}-${day}`;
}

/** The parts of a stored value (an ISO date or assembled parts); anything else shows as empty parts. */
export function dateParts(value: unknown): DateParts {
  if (typeof value !== 'string' || value === '') return blank;
  const parts = value.split('-');
  if (parts.length !== 3) return blank;
  const [year = '', month = '', day = ''] = parts;
  return { day, month, year };
}

/** A hyphen would break the 'year-month-day' encoding of unfinished dates, so it is never kept in a part. */
export const cleanPart = (typed: string): string => typed.replace(/-/g, '');
