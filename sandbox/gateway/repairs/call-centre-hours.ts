/**
 * Call centre hours of repairs.md §9, read as the working hours of the priority rule: Monday to Friday
 * 08:00–20:00 and Saturday 09:00–13:00, London time (so BST is honoured), start inclusive and end exclusive.
 * Sunday is closed. Bank holidays are not in the specification and count as ordinary days.
 */
export const CALL_CENTRE_TIME_ZONE = 'Europe/London';

type Weekday = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

/** Opening [from, to) in minutes after midnight, per weekday; absent = closed all day. */
export const CALL_CENTRE_HOURS: Readonly<Partial<Record<Weekday, readonly [number, number]>>> = {
  Mon: [8 * 60, 20 * 60],
  Tue: [8 * 60, 20 * 60],
  Wed: [8 * 60, 20 * 60],
  Thu: [8 * 60, 20 * 60],
  Fri: [8 * 60, 20 * 60],
  Sat: [9 * 60, 13 * 60],
};

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALL_CENTRE_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday and minutes after midnight of an instant, on the London wall clock. */
export function londonWallClock(at: Date): { weekday: Weekday; minutes: number } {
  const parts = Object.fromEntries(londonClock.formatToParts(at).map((p) => [p.type, p.value]));
  return { weekday: parts.weekday as Weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function isWorkingHours(at: Date): boolean {
  const { weekday, minutes } = londonWallClock(at);
  const open = CALL_CENTRE_HOURS[weekday];
  return open !== undefined && minutes >= open[0] && minutes < open[1];
}
