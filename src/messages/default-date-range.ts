import { defaultRangeStart } from '../shared/date-range-defaults';
import { calendarDay } from '../shared/dates';

// The range the inbox and the home page's latest messages start with, apart from the range's checks (date-range.ts):
// the home page needs only this. Days are calendar dates, YYYY-MM-DD, on the London clock.

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The range the inbox starts with: two years ago to today, but never before the tenancy of the chosen property began
 * (a from date before it would be SSC012, so the range a page opens with could not be an error).
 */
export function defaultDateRange(today: string, tenancyStart: string | null): DateRange {
  const twoYearsAgo = defaultRangeStart('messages', today);
  const start = tenancyStart === null ? undefined : calendarDay(tenancyStart);
  return { from: start !== undefined && start > twoYearsAgo && start <= today ? start : twoYearsAgo, to: today };
}
