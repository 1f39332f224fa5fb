import bankHolidays from '../../../rules/bank-holidays.json';
import type { BankHolidaysFile } from '../../../schemas/generated/rules.bank-holidays';
import { workingDayCalendar, type WorkingDayCalendar } from './calendar';

/** The bank holidays of England and Wales the portal counts with (rules/bank-holidays.json). */
export const BANK_HOLIDAYS = bankHolidays as BankHolidaysFile;

let calendar: WorkingDayCalendar | undefined;

/** The calendar of rules/bank-holidays.json, built once. */
export function bankHolidayCalendar(): WorkingDayCalendar {
  calendar ??= workingDayCalendar(BANK_HOLIDAYS);
  return calendar;
}

/**
 * Whether a calendar ends within the given number of months of a day (the lint's warning: someone must paste the
 * next year from GOV.UK before due dates start showing as to be confirmed).
 */
export function calendarEndsWithin(file: BankHolidaysFile, today: string, months: number): boolean {
  const { lastDay } = workingDayCalendar(file);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const limit = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // A limit such as 2027-02-31 still compares in order with real days.
  return lastDay < limit;
}
