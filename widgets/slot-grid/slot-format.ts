import dayjs from 'dayjs';
import { t } from '../../src/shared/i18n';
import type { TimeBand } from './availability';

/** A slot date as shown on the grid (repairs.md §9: slot dates 'DD MMM YY'), e.g. "15 Oct 24". */
export const shortDate = (date: string): string => dayjs(date).format('DD MMM YY');

/** The day of the week, shown above the date. */
export const weekday = (date: string): string => dayjs(date).format('dddd');

/** The same date written out for screen readers and the chosen-slot summary, e.g. "Tuesday 15 October 2024". */
export const longDate = (date: string): string => dayjs(date).format('dddd D MMMM YYYY');

/** Hours and minutes of a band time: "08:00", "08:00:00" or a date-time "2024-10-15T08:00:00". */
function clockParts(time: string): { hours: number; minutes: number } | undefined {
  const match = /(?:^|T)(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : undefined;
}

/** GOV.UK style times: 8am, 12:30pm, midday, midnight. */
export function clockTime(time: string): string | undefined {
  const parts = clockParts(time);
  if (!parts) return undefined;
  const { hours, minutes } = parts;
  if (minutes === 0 && hours === 12) return t('slot_grid_midday');
  if (minutes === 0 && hours === 0) return t('slot_grid_midnight');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'am' : 'pm';
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
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
