import { copyAnswers } from './copy-answers';
import { evaluateCondition, type LogicData } from './evaluate-logic';
import { locationAt } from './location-at';
import { logicData } from './logic-data';
import type { Answers, JourneyState, ResolvedField, ResolvedStep } from './types';

/** A step's visible fields and the answers conditions on that step see. */
export interface StepAnswers {
  readonly visible: readonly ResolvedField[];
  /** `base` plus the answers of the step's visible fields. */
  readonly answers: Answers;
}

/**
 * Works out which fields of a step are visible and adds their answers to `answers`, in place: the caller's own working
 * copy, which then holds what conditions after the step see. Fields are taken in order, so a field's `when` may read
 * an earlier field of the same step. A walk along the path keeps one such copy for all its steps (linear in steps).
 * Invariant: a hidden field's answer is never added (it is off the path); `answers` must not be shared.
 */
export function addVisibleAnswers(
  step: ResolvedStep,
  answers: Record<string, unknown>,
  state: JourneyState,
  values?: Answers,
): ResolvedField[] {
  const visible: ResolvedField[] = [];
  // One data object for the step's conditions (per generating element): it holds `answers` itself, so it sees each
  // answer added below.
  let data: LogicData | undefined;
  for (const field of step.fields) {
    const id = field.definition.id;
    if (Object.hasOwn(answers, id)) delete answers[id];
    const when = field.definition.when;
    if (when !== undefined) {
      const item = field.item ?? step.item;
      if (data === undefined || data.item !== item) data = logicData(answers, state, item);
      if (!evaluateCondition(when, data, locationAt(step.id, field.pointer, 'when'))) continue;
    }
    visible.push(field);
    const value = values && Object.hasOwn(values, id) ? values[id] : state.answers[id];
    if (value !== undefined) answers[id] = value;
  }
  return visible;
}

/**
 * Works out which fields of a step are visible and adds their answers to the answers seen so far.
 * Fields are taken in order, so a field's `when` may read an earlier field of the same step.
 * Invariant: a hidden field's answer is never added (it is off the path); `base` is not modified.
 */
export function visibleFields(step: ResolvedStep, base: Answers, state: JourneyState, values?: Answers): StepAnswers {
  const answers = copyAnswers(base);
  const visible = addVisibleAnswers(step, answers, state, values);
  return { visible, answers };
}
