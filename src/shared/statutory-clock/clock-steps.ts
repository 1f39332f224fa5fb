import stepsRule from '../../../rules/statutory-clock-steps.json';
import { RuleTableError } from '../../engine/errors';
import { childPointer } from '../../engine/json-pointer';
import { asRuleFile } from '../../engine/rule-file';
import { ruleRows } from '../../engine/rule-table';

const STEPS = 'statutory-clock-steps';

export type ClockUnit = 'working-days' | 'hours' | 'weeks';
const UNITS: readonly ClockUnit[] = ['working-days', 'hours', 'weeks'];

/** One step of a clock, as rules/statutory-clock-steps.json gives it. */
export interface ClockStep {
  readonly step: string;
  /** 'start' (day 0) or another step of the same clock. */
  readonly after: string;
  readonly period: number;
  readonly unit: ClockUnit;
  /** Weeks within which the step must start when its period is not practicable (AW-7); 0 for none. */
  readonly longStopWeeks: number;
  /** Before the step it counts from is done, count from that step's due day (a latest date) rather than wait. */
  readonly fromDueWhenWaiting: boolean;
  readonly doneWhen: readonly string[];
  /** Locale keys: the step's words, and how the home repairs card says it is next ("we will inspect…"). */
  readonly label: string;
  readonly next: string;
  readonly source: string;
}

/**
 * The steps of a clock in the order shown. A unit the clock cannot count, or a step counting from a step not before
 * it, is a RuleTableError naming the file and cell, so an analyst's typo is seen, never a silently wrong date.
 */
export function clockSteps(clock: string): ClockStep[] {
  const steps: ClockStep[] = [];
  for (const row of ruleRows(STEPS, asRuleFile(stepsRule))) {
    if (row.text('clock') !== clock) continue;
    const unit = row.choice('unit', UNITS);
    const after = row.text('after');
    if (after !== 'start' && !steps.some((s) => s.step === after))
      throw new RuleTableError(
        row.file,
        childPointer(row.pointer, 'after'),
        after,
        `"${after}" is not start or an earlier step of ${clock}`,
      );
    steps.push({
      step: row.text('step'),
      after,
      period: row.number('period'),
      unit,
      longStopWeeks: row.number('longStopWeeks'),
      fromDueWhenWaiting: row.boolean('fromDueWhenWaiting'),
      doneWhen: row.texts('doneWhen'),
      label: row.text('label'),
      next: row.text('next'),
      source: row.text('source'),
    });
  }
  return steps;
}
