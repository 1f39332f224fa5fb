import type { CaseActivity } from '../gateway';
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
 * whose created date cannot be read. `events`: what the case's activities record as done (`complaintEvents`); a step
 * with none shows its latest date. Pure: `now` is passed in.
 */
export function complaintClock(
  item: { subType?: string | null; createdDate?: string | null },
  events: readonly ClockEvent[],
  now: Date,
  calendar: WorkingDayCalendar,
): ClockStepView[] | null {
  const start = parseDateTime(item.createdDate);
  if (!hasComplaintClock(item) || start === null) return null;
  return clockState(clockSteps(complaintClockName(item.subType)), start, events, now, calendar);
}

/** Whether a case shows a complaint clock: a type with a clock (its subType's row), received on a readable date. */
export function hasComplaintClock(item: { subType?: string | null; createdDate?: string | null }): boolean {
  return complaintClockName(item.subType) !== 'none' && parseDateTime(item.createdDate) !== null;
}

/**
 * A case's completed activities as the events of its clock: the complaints team's Acknowledge and RespondStageOne
 * (the steps' doneWhen in rules/statutory-clock-steps.json), each on the day it was completed. An open activity, or
 * one without its completion date, records nothing: the step stays due rather than be shown done on a guess.
 */
export function complaintEvents(activities: readonly CaseActivity[]): ClockEvent[] {
  return activities.flatMap((activity) =>
    activity.status === 'Completed' && activity.completedDate
      ? [{ identifier: activity.actionIdentifier, at: activity.completedDate }]
      : [],
  );
}
