import { evaluateCondition } from './evaluate-logic';
import { childPointer } from './json-pointer';
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
export function addVisibleAnswers(step: ResolvedStep, answers: Record<string, unknown>, state: JourneyState, values?: Answers): ResolvedField[] {
  const visible: ResolvedField[] = [];
  for (const field of step.fields) {
    const id = field.definition.id;
    if (Object.hasOwn(answers, id)) delete answers[id];
    // Most fields have no condition: skipping the call also skips building the pointer it would carry.
    const shown = field.definition.when === undefined || evaluateCondition(field.definition.when, logicData(answers, state, field.item ?? step.item), {
      stepId: step.id, pointer: childPointer(field.pointer, 'when'),
    });
    if (!shown) continue;
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
  const answers: Record<string, unknown> = { ...base };
  const visible = addVisibleAnswers(step, answers, state, values);
  return { visible, answers };
}
