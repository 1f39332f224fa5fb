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
 * Works out which fields of a step are visible and adds their answers to the answers seen so far.
 * Fields are taken in order, so a field's `when` may read an earlier field of the same step.
 * Invariant: a hidden field's answer is never added (it is off the path).
 */
export function visibleFields(step: ResolvedStep, base: Answers, state: JourneyState, values?: Answers): StepAnswers {
  const answers: Record<string, unknown> = { ...base };
  const visible: ResolvedField[] = [];
  for (const field of step.fields) {
    const id = field.definition.id;
    delete answers[id];
    const shown = evaluateCondition(field.definition.when, logicData(answers, state, field.item ?? step.item), {
      stepId: step.id, pointer: childPointer(field.pointer, 'when'),
    });
    if (!shown) continue;
    visible.push(field);
    const value = values && Object.hasOwn(values, id) ? values[id] : state.answers[id];
    if (value !== undefined) answers[id] = value;
  }
  return { visible, answers };
}
