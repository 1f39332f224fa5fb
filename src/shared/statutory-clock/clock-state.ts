import { isoDay, parseDateTime } from '../dates';
import { addCalendarDays, addWorkingDays, workingDaysBetween, type WorkingDayCalendar } from '../working-days';
import type { ClockStep } from './clock-steps';

/** Something the history records: a history item's identifier and when it was written. */
export interface ClockEvent {
  readonly identifier: string;
  readonly at: string;
}

/** Where a step stands. `waiting`: it counts from a step not done yet, so it has no date. */
export type StepState = 'done' | 'due' | 'overdue' | 'waiting';

export interface ClockStepView {
  readonly step: ClockStep;
  readonly state: StepState;
  /** When it was done (done only). */
  readonly doneAt?: Date;
  /** Done after its due date or time. */
  readonly late?: boolean;
  /** The last day (working days, weeks): YYYY-MM-DD; null when past the calendar's end (to be confirmed). */
  readonly dueDay?: string | null;
  /** The last moment (hours). */
  readonly dueAt?: Date;
  /** AW-7's long stop: the last day the work may start when the period is not practicable. */
  readonly longStopDay?: string;
  /** Working days from today to the due day (due, working days only); null when not known. */
  readonly workingDaysLeft?: number | null;
}

const HOUR_MS = 3_600_000;

interface Deadline {
  dueDay?: string | null;
  dueAt?: Date;
  longStopDay?: string;
}

function deadline(step: ClockStep, from: Date, calendar: WorkingDayCalendar): Deadline {
  const day0 = isoDay(from);
  const longStop = step.longStopWeeks > 0 ? { longStopDay: addCalendarDays(day0, step.longStopWeeks * 7) } : {};
  switch (step.unit) {
    case 'hours':
      return { dueAt: new Date(from.getTime() + step.period * HOUR_MS) };
    case 'weeks':
      return { dueDay: addCalendarDays(day0, step.period * 7), ...longStop };
    case 'working-days':
      return { dueDay: addWorkingDays(calendar, day0, step.period), ...longStop };
  }
}

function isPast(due: Deadline, at: Date): boolean {
  if (due.dueAt) return at.getTime() > due.dueAt.getTime();
  return typeof due.dueDay === 'string' && isoDay(at) > due.dueDay;
}

/**
 * Each step of a clock from the history (docs/decisions/0059): a step counts from day 0 (`start`, the instant the
 * association became aware or received the complaint) or from when an earlier step was done; it is done at the
 * first history entry naming one of its identifiers, overdue once its day (UK calendar) or its hour has passed
 * without one, and otherwise due. Pure: `now` is passed in.
 */
export function clockState(
  steps: readonly ClockStep[],
  start: Date,
  events: readonly ClockEvent[],
  now: Date,
  calendar: WorkingDayCalendar,
): ClockStepView[] {
  const doneAt = new Map<string, Date>();
  const views: ClockStepView[] = [];
  for (const step of steps) {
    const from = step.after === 'start' ? start : doneAt.get(step.after);
    if (from === undefined) {
      views.push({ step, state: 'waiting' });
      continue;
    }
    const due = deadline(step, from, calendar);
    const done = events
      .filter((e) => step.doneWhen.includes(e.identifier))
      .map((e) => parseDateTime(e.at))
      .filter((at): at is Date => at !== null && at.getTime() >= from.getTime())
      .sort((a, b) => a.getTime() - b.getTime())[0];
    if (done) {
      doneAt.set(step.step, done);
      views.push({ step, state: 'done', doneAt: done, late: isPast(due, done), ...due });
      continue;
    }
    const overdue = isPast(due, now);
    const left =
      step.unit === 'working-days' && !overdue && typeof due.dueDay === 'string'
        ? { workingDaysLeft: workingDaysBetween(calendar, isoDay(now), due.dueDay) }
        : {};
    views.push({ step, state: overdue ? 'overdue' : 'due', ...due, ...left });
  }
  return views;
}
