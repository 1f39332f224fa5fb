import { t } from '../../src/shared/i18n';
import { govukTime, isoDay, longCalendarDate, parseDateTime, readClockTime, ukClockTime } from '../../src/shared/dates';
import type { TimeBand } from './availability';

// Slot dates are calendar dates (YYYY-MM-DD), written with the portal's date module: "15 Oct 24" on the grid
// (repairs.md §9 'DD MMM YY'), the weekday above it, and "Tuesday 15 October 2024" for screen readers and the summary.
export {
  longCalendarDate as longDate,
  shortCalendarDate as shortDate,
  weekdayName as weekday,
} from '../../src/shared/dates';

/** A band time ("08:00", "08:00:00" or a date-time) the GOV.UK way: 8am, 12:30pm, midday, midnight. */
export function clockTime(time: string): string | undefined {
  const clock = readClockTime(time);
  return clock && govukTime(clock, { midday: t('slot_grid_midday'), midnight: t('slot_grid_midnight') });
}

/**
 * "8am to midday": the band's times, when its label does not already state them (a label with a digit, such as
 * "Morning (8am to 12pm)", is shown alone) and they can be read. The times are shown as written, as clock times.
 */
export function bandTimes(band: TimeBand): string | undefined {
  if (/\d/.test(band.availabilityTypeLabel)) return undefined;
  const start = clockTime(band.start);
  const end = clockTime(band.end);
  return start && end ? t('slot_grid_time_range', { start, end }) : undefined;
}

/** The band as a sentence part: "Morning, 8am to midday". */
export function bandDescription(band: TimeBand): string {
  const times = bandTimes(band);
  return times ? `${band.availabilityTypeLabel}, ${times}` : band.availabilityTypeLabel;
}

/**
 * An appointment already booked, from its start and end date-times on the UK clock: "Tuesday 24 November 2026, 8am to
 * midday". For an appointment the availability does not offer (booked by phone, say, on a day outside the diary), so
 * a reschedule still names it. Undefined when its start cannot be read; its date alone when its end cannot.
 */
export function appointmentDescription(start: unknown, end: unknown): string | undefined {
  const from = typeof start === 'string' ? parseDateTime(start) : null;
  if (!from) return undefined;
  const date = longCalendarDate(isoDay(from));
  const to = typeof end === 'string' ? parseDateTime(end) : null;
  const startTime = clockTime(ukClockTime(from));
  const endTime = to && clockTime(ukClockTime(to));
  return startTime && endTime ? `${date}, ${t('slot_grid_time_range', { start: startTime, end: endTime })}` : date;
}
