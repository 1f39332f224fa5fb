import { parseDateTime } from '../../../repairs';

// Residents read times on the UK clock whatever their device's zone says, so a visit at 08:00 in London never shows
// as 09:00 on a laptop set to Paris. The gateway writes UTC (a zone-less time is read as UTC by parseDateTime).
const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface LondonTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function londonTime(date: Date): LondonTime {
  const parts = Object.fromEntries(london.formatToParts(date).map((part) => [part.type, part.value]));
  const read = (type: string) => Number(parts[type] ?? 0);
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute'), second: read('second') };
}

const pad = (value: number) => String(value).padStart(2, '0');

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

const twelveHour = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);

/** A History entry's time in the spec's 'MMMM Do YYYY, h:mm:ss A' (repairs.md §9): "March 5th 2025, 2:30:00 PM". */
export function historyDateTime(text: string): string | null {
  const date = parseDateTime(text);
  if (!date) return null;
  const t = londonTime(date);
  return `${MONTHS[t.month - 1]} ${ordinal(t.day)} ${t.year}, ${twelveHour(t.hour)}:${pad(t.minute)}:${pad(t.second)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

const clock = (t: LondonTime) => `${twelveHour(t.hour)}.${pad(t.minute)}${t.hour < 12 ? 'am' : 'pm'}`;
const day = (t: LondonTime) => `${pad(t.day)}-${pad(t.month)}-${t.year}`;

/**
 * The appointment in the spec's 'DD-MM-YYYY, h.mma' (repairs.md §9): "08-03-2025, 8.00am", with its end ("12.00pm",
 * or a whole date when it ends on another day). null when there is no readable start.
 */
export function appointmentTimes(start: string | undefined, end: string | undefined): { start: string; end: string | null } | null {
  const from = parseDateTime(start);
  if (!from) return null;
  const to = parseDateTime(end);
  const a = londonTime(from);
  if (!to) return { start: `${day(a)}, ${clock(a)}`, end: null };
  const b = londonTime(to);
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  return { start: `${day(a)}, ${clock(a)}`, end: sameDay ? clock(b) : `${day(b)}, ${clock(b)}` };
}

/** The instant as a machine-readable value for <time dateTime>, or undefined when unreadable. */
export function machineTime(text: string | undefined): string | undefined {
  return parseDateTime(text)?.toISOString();
}
