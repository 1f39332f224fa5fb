import { parseDateTime } from '../shared/dates';
import {
  clockState,
  clockSteps,
  complaintClockName,
  type ClockEvent,
  type ClockStepView,
} from '../shared/statutory-clock';
import type { WorkingDayCalendar } from '../shared/working-days';

/**
 * The complaint clock of a case (rules/complaint-clock-case-types.json, rules/statutory-clock-steps.json; CHC-2):
 * counted from the case's createdDate, the server's time it was received. Null for a case of another type, or
 * whose created date cannot be read. The gateway records no acknowledgement on a case yet, so `events` is what it
 * gives (none today): the steps then show their latest dates. Pure: `now` is passed in.
 */
export function complaintClock(
  item: { subType?: string | null; createdDate?: string | null },
  events: readonly ClockEvent[],
  now: Date,
  calendar: WorkingDayCalendar,
): ClockStepView[] | null {
  const clock = complaintClockName(item.subType);
  const start = parseDateTime(item.createdDate);
  if (clock === 'none' || start === null) return null;
  return clockState(clockSteps(clock), start, events, now, calendar);
}
