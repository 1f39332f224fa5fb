/** A time of day: hours 0 to 23, minutes 0 to 59. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

/** The words a page uses for 12:00 and 00:00 (GOV.UK style: "midday", "midnight"), from its own texts. */
export interface ClockWords {
  midday: string;
  midnight: string;
}

/** The hours and minutes of a time as written: "08:00", "08:00:00", or a date-time "2024-10-15T08:00:00". */
export function readClockTime(text: string): ClockTime | undefined {
  const match = /(?:^|T)(\d{1,2}):(\d{2})/.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : undefined;
}

const twelveHour = (hours: number): number => (hours % 12 === 0 ? 12 : hours % 12);

/**
 * A time the GOV.UK way: "9:30am", "2pm" (no ":00"), and, given the words, "midday" and "midnight" rather than the
 * ambiguous 12pm and 12am.
 */
export function govukTime({ hours, minutes }: ClockTime, words?: ClockWords): string {
  if (words && minutes === 0 && hours === 12) return words.midday;
  if (words && minutes === 0 && hours === 0) return words.midnight;
  const suffix = hours < 12 ? 'am' : 'pm';
  return minutes === 0
    ? `${twelveHour(hours)}${suffix}`
    : `${twelveHour(hours)}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** A time with its minutes always, after a dot: "8.00am", "12.30pm" (repairs.md §9 'h.mma'). */
export function dottedTime({ hours, minutes }: ClockTime): string {
  return `${twelveHour(hours)}.${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** A time with seconds in capitals: "2:30:00 PM" (repairs.md §9 'h:mm:ss A'). */
export function secondsTime({ hours, minutes }: ClockTime, seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${twelveHour(hours)}:${pad(minutes)}:${pad(seconds)} ${hours < 12 ? 'AM' : 'PM'}`;
}
