import { dottedTime, secondsTime } from './clock-time';
import { parseDateTime } from './gateway-date-time';
import { pad2, ukTime, type UkTime } from './london-clock';
import { monthName, ordinal } from './names';

// Every function here takes the gateway's text (a date or date-time, zone-less read as UTC) and writes it on the UK
// clock; null when the text is missing or unreadable, so the page decides what stands in (a dash, the raw text).

const clockOf = (time: UkTime) => ({ hours: time.hour, minutes: time.minute });

/** The GOV.UK long date, "23 November 2026". */
export function ukLongDate(text: string | null | undefined): string | null {
  const date = parseDateTime(text);
  if (!date) return null;
  const { year, month, day } = ukTime(date);
  return `${day} ${monthName(month)} ${year}`;
}

/** 'MMMM Do YYYY, h:mm:ss A' (repairs.md §9, a repair's History): "March 5th 2025, 2:30:00 PM". */
export function ordinalDateTime(text: string | null | undefined): string | null {
  const date = parseDateTime(text);
  if (!date) return null;
  const time = ukTime(date);
  return `${monthName(time.month)} ${ordinal(time.day)} ${time.year}, ${secondsTime(clockOf(time), time.second)}`;
}

const numericDate = (time: UkTime) => `${pad2(time.day)}-${pad2(time.month)}-${time.year}`;

/**
 * A period in 'DD-MM-YYYY, h.mma' (repairs.md §9, appointments): "08-03-2025, 8.00am" and its end, "12.00pm" when it
 * ends the same day, else a whole date and time; end is null without a readable end. null without a readable start.
 */
export function dateTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
): { start: string; end: string | null } | null {
  const from = parseDateTime(start);
  if (!from) return null;
  const a = ukTime(from);
  const first = `${numericDate(a)}, ${dottedTime(clockOf(a))}`;
  const to = parseDateTime(end);
  if (!to) return { start: first, end: null };
  const b = ukTime(to);
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  return { start: first, end: sameDay ? dottedTime(clockOf(b)) : `${numericDate(b)}, ${dottedTime(clockOf(b))}` };
}
