import type { BankHolidaysFile } from '../../../schemas/generated/rules.bank-holidays';

// The working-day calendar of England and Wales (housing-domain notes §b: working days exclude Saturdays, Sundays and
// bank holidays). Days are YYYY-MM-DD calendar dates, never instants, so nothing here depends on a zone: the clock
// module turns an instant into its UK day first. Pure: no clock, no I/O.

/** The bank holidays a calendar knows, and the span it can vouch for. */
export interface WorkingDayCalendar {
  readonly holidays: ReadonlySet<string>;
  /** 1 January of the first event's year. */
  readonly firstDay: string;
  /** 31 December of the last event's year: a day after it is not known to be a working day or not. */
  readonly lastDay: string;
}

const DAY_MS = 86_400_000;

/** The calendar of a bank-holidays file (rules/bank-holidays.json, GOV.UK's shape). */
export function workingDayCalendar(file: BankHolidaysFile): WorkingDayCalendar {
  const dates = file['england-and-wales'].events.map((event) => event.date).sort();
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? '';
  return { holidays: new Set(dates), firstDay: `${first.slice(0, 4)}-01-01`, lastDay: `${last.slice(0, 4)}-12-31` };
}

const toMs = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The calendar day n days after a day (n may be negative). */
export function addCalendarDays(day: string, n: number): string {
  return fromMs(toMs(day) + n * DAY_MS);
}

/** Whether the calendar vouches for the day (it lies within the years its bank holidays cover). */
export function calendarKnows(calendar: WorkingDayCalendar, day: string): boolean {
  return day >= calendar.firstDay && day <= calendar.lastDay;
}

/** Whether a day is a working day; null when the calendar does not cover it. */
export function isWorkingDay(calendar: WorkingDayCalendar, day: string): boolean | null {
  if (!calendarKnows(calendar, day)) return null;
  const weekday = new Date(toMs(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(day);
}

/**
 * The nth working day after a day (day 0 itself is never counted: AW-3, clocks start the next day). Null when the
 * answer would lie past the calendar's end (or the start before its beginning): "to be confirmed", never guessed.
 */
export function addWorkingDays(calendar: WorkingDayCalendar, day: string, n: number): string | null {
  if (!calendarKnows(calendar, day)) return null;
  let current = day;
  let counted = 0;
  while (counted < n) {
    current = addCalendarDays(current, 1);
    const working = isWorkingDay(calendar, current);
    if (working === null) return null;
    if (working) counted += 1;
  }
  return current;
}

/**
 * How many working days from one day to a later one: those after `from` up to and including `to` (so the day
 * before a working day is 1 working day from it, and a day is 0 from itself). Null when the calendar does not cover
 * the span; 0 when `to` is not after `from`.
 */
export function workingDaysBetween(calendar: WorkingDayCalendar, from: string, to: string): number | null {
  if (!calendarKnows(calendar, from) || !calendarKnows(calendar, to)) return null;
  let count = 0;
  for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1))
    if (isWorkingDay(calendar, day)) count += 1;
  return count;
}
