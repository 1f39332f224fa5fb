import type { ReactNode } from 'react';
import { govukTime, isoDay, longCalendarDate, ukTime } from '../../shared/dates';
import { t, type MessageKey } from '../../shared/i18n';
import type { ClockStepView, StepState } from '../../shared/statutory-clock';
import type { TagColour } from '../../shared/tag-colours';
import { StatusTag } from '../status-tag';
import './clock-steps.css';

const TAGS: Record<StepState, { label: MessageKey; colour: TagColour }> = {
  done: { label: 'clocks_state_done', colour: 'green' },
  due: { label: 'clocks_state_due', colour: 'blue' },
  overdue: { label: 'clocks_state_overdue', colour: 'red' },
  waiting: { label: 'clocks_state_waiting', colour: 'grey' },
};

const dayOf = (date: Date) => longCalendarDate(isoDay(date));
/** "5pm on Saturday 7 November 2026", on the UK clock. */
const timeOf = (date: Date) => {
  const { hour, minute } = ukTime(date);
  return `${govukTime({ hours: hour, minutes: minute })} on ${dayOf(date)}`;
};

function dueWords(view: ClockStepView): string {
  if (view.dueAt) return t('clocks_due_by_time', { time: timeOf(view.dueAt) });
  if (view.dueDay === null || view.dueDay === undefined) return t('clocks_due_tbc');
  if (view.workingDaysLeft === 0) return t('clocks_due_today');
  const by = t('clocks_due_by', { date: longCalendarDate(view.dueDay) });
  if (view.workingDaysLeft === undefined || view.workingDaysLeft === null) return by;
  return `${by}, ${view.workingDaysLeft === 1 ? t('clocks_due_in_one') : t('clocks_due_in_many', { count: view.workingDaysLeft })}`;
}

/** Where one step stands, in words (never by colour alone). */
export function stepWords(view: ClockStepView): string {
  switch (view.state) {
    case 'done':
      return t(view.late ? 'clocks_done_late_on' : 'clocks_done_on', { date: view.doneAt ? dayOf(view.doneAt) : '' });
    case 'overdue':
      return view.dueAt
        ? t('clocks_overdue_time', { time: timeOf(view.dueAt) })
        : t('clocks_overdue', { date: view.dueDay ? longCalendarDate(view.dueDay) : '' });
    case 'waiting':
      return t('clocks_waiting');
    case 'due':
      return dueWords(view);
  }
}

/**
 * The steps of a statutory clock (src/shared/statutory-clock) as a list: each step's words, whose deadline it is
 * (the law or the association's target, worded with the step's own period and long stop from
 * rules/statutory-clock-steps.json) and where it stands, as a tag and a sentence.
 */
export function ClockSteps({
  steps,
  extra,
}: {
  steps: readonly ClockStepView[];
  /** What a page adds under a step (the repair's written summary under its step), or nothing. */
  extra?: (view: ClockStepView) => ReactNode;
}) {
  return (
    <ol className="clock-steps">
      {steps.map((view) => {
        const tag = TAGS[view.state];
        return (
          <li className="clock-steps__step" key={view.step.step}>
            <p className="clock-steps__title">
              <StatusTag label={t(tag.label)} colour={tag.colour} className="clock-steps__tag" />{' '}
              {t(view.step.label as MessageKey)}
            </p>
            <p className="body clock-steps__when">{stepWords(view)}</p>
            {view.state === 'due' && view.longStopDay && (
              <p className="body clock-steps__when">
                {t('clocks_long_stop', { date: longCalendarDate(view.longStopDay) })}
              </p>
            )}
            <p className="clock-steps__source">
              {t(view.step.source as MessageKey, { period: view.step.period, weeks: view.step.longStopWeeks })}
            </p>
            {extra?.(view)}
          </li>
        );
      })}
    </ol>
  );
}
