import { t } from '../../src/shared/i18n';
import { govukTime, readClockTime } from '../../src/shared/dates';
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
