import { cleanDatePart, joinDateParts, NO_DATE_PARTS, type DateParts } from '../../src/ui/date-parts';

// A date question's value is the kit's date input value (src/ui/date-parts.ts): one encoding of real and unfinished
// dates for the journey widget and the pages' date inputs alike.

export type { DateParts };

/**
 * The stored value of a date: 'YYYY-MM-DD' when the parts make a real date, otherwise the parts as typed joined
 * as 'year-month-day' (blanks kept, e.g. '2024--31'), so the engine can say exactly what is missing or wrong;
 * '' when every part is empty.
 */
export const assembleDate = joinDateParts;

/** The parts of a stored value (an ISO date or assembled parts), as stored; anything else shows as empty parts. */
export function dateParts(value: unknown): DateParts {
  if (typeof value !== 'string' || value === '') return NO_DATE_PARTS;
  const parts = value.split('-');
  if (parts.length !== 3) return NO_DATE_PARTS;
  const [year = '', month = '', day = ''] = parts;
  return { day, month, year };
}

/** A hyphen would break the 'year-month-day' encoding of unfinished dates, so it is never kept in a part. */
export const cleanPart = cleanDatePart;
