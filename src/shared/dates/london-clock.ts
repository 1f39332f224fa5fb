/**
 * The association's clock. Residents read dates and times as a UK clock shows them, whatever zone their device is
 * set to, so a visit at 08:00 in London never shows as 09:00 on a laptop set to Paris, and a repair raised at 00:30
 * in summer is that day's. Intl knows the BST and GMT changes, so no zone data is bundled.
 */
export const UK_TIME_ZONE = 'Europe/London';

// Asking Intl for a time zone loads ICU's zone data: 15–20 ms on this machine and four times that on a phone, which the
// first journey step and home paid while drawing (each reads today's UK date). Since 1996 the UK's clocks have gone
// forward at 01:00 UTC on the last Sunday of March and back at 01:00 UTC on the last Sunday of October (the Summer
// Time Orders), so instants from then on are worked out here; earlier ones, whose rules varied, still ask Intl.
// tests/shared/dates.test.ts holds the rule to Intl's zone data for every change from 1996 to 2100.
const RULE_SINCE_MS = Date.UTC(1996, 0, 1);
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function isSummerTime(ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayOneAm(year, 2) && ms < lastSundayOneAm(year, 9);
}

let londonClock: Intl.DateTimeFormat | undefined;
const makeLondonClock = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** An instant as a UK clock and calendar show it; month is 1 to 12, hour 0 to 23. */
export interface UkTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function ukTime(date: Date): UkTime {
  const ms = date.getTime();
  if (ms >= RULE_SINCE_MS) {
    const wall = new Date(ms + (isSummerTime(ms) ? HOUR_MS : 0));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  londonClock ??= makeLondonClock();
  const parts = Object.fromEntries(londonClock.formatToParts(date).map((part) => [part.type, part.value]));
  const read = (type: string) => Number(parts[type] ?? 0);
  // Some ICU versions write midnight as 24 even with h23.
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour') % 24,
    minute: read('minute'),
    second: read('second'),
  };
}

export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The UK calendar day of an instant as YYYY-MM-DD: 23:30 UTC on 3 June is 2026-06-04 (British Summer Time). */
export function isoDay(date: Date): string {
  const { year, month, day } = ukTime(date);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The UK wall-clock time of an instant without a zone, YYYY-MM-DDTHH:mm:ss (repairs.md §9 raised dates). */
export function ukLocalDateTime(date: Date): string {
  const { hour, minute, second } = ukTime(date);
  return `${isoDay(date)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}`;
}

/** The hour (0 to 23) a UK clock shows at an instant. */
export function ukHour(date: Date): number {
  return ukTime(date).hour;
}

/** The time a UK 24-hour clock shows at an instant, "14:02": for a moment just past (a payment), not an appointment. */
export function ukClockTime(date: Date): string {
  const { hour, minute } = ukTime(date);
  return `${pad2(hour)}:${pad2(minute)}`;
}
