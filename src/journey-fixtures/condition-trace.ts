import type { Answers, JourneyState, LoadedJourney } from '../engine';
import type { ResolvedField } from '../engine/types';
// The engine works out which fields and choices a page shows without saying which condition decided (it stays pure,
// with no observer inside): this walks the same conditions with the engine's own evaluator, in the engine's order,
// so the coverage can count each field's and each choice's condition seen true and seen false.
import { evaluateCondition } from '../engine/evaluate-logic';
import { logicData } from '../engine/logic-data';
import { stepContext } from '../engine/step-context';
import { copyAnswers } from '../engine/copy-answers';

/** A field's, a choice's or a generated page's field template's condition, as a page was drawn. */
export interface ConditionSeen {
  /** Pointer of the `when` in the loaded journey. */
  readonly pointer: string;
  readonly value: boolean;
}

/**
 * The conditions a page's fields and choices were drawn with in `state`, with `values` typed and not yet sent (the
 * page reveals a field as an answer is typed): each field's `when` in field order (a field's condition may read an
 * earlier field of the page, as engine/visible-fields.ts adds them), each static choice's `when` of a shown field, and
 * the field template a generated page's field was made from (only its `when` seen true: the template chosen).
 */
export function conditionsSeen(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values?: Answers,
): ConditionSeen[] {
  const { step, before } = stepContext(journey, state, stepId, values);
  const seen: ConditionSeen[] = [];
  const answers = copyAnswers(before) as Record<string, unknown>;
  const template = journey.definition.steps[step.order];
  const shown: ResolvedField[] = [];
  for (const field of step.fields) {
    const { id, when, options } = field.definition;
    const item = field.item ?? step.item;
    const chosen = /^(.*\/generate\/fields\/\d+)\/field$/.exec(field.pointer)?.[1];
    if (chosen !== undefined && template?.generate?.fields[Number(chosen.split('/').at(-1))]?.when !== undefined)
      seen.push({ pointer: `${chosen}/when`, value: true });
    if (Object.hasOwn(answers, id)) delete answers[id];
    if (when !== undefined) {
      const value = evaluateCondition(when, logicData(answers, state, item), {
        stepId: step.id,
        pointer: `${field.pointer}/when`,
      });
      seen.push({ pointer: `${field.pointer}/when`, value });
      if (!value) continue;
    }
    const answer = values && Object.hasOwn(values, id) ? values[id] : state.answers[id];
    if (answer !== undefined) answers[id] = answer;
    if (options?.some((option) => option.when !== undefined)) shown.push(field);
  }
  // Choices are worked out with the page's answers all in (engine/field-options.ts is given the step's answers).
  for (const field of shown) {
    const data = logicData(answers, state, field.item ?? step.item);
    for (const [i, option] of (field.definition.options ?? []).entries()) {
      if (option.when === undefined) continue;
      const pointer = `${field.pointer}/options/${i}/when`;
      seen.push({ pointer, value: evaluateCondition(option.when, data, { stepId: step.id, pointer }) });
    }
  }
  return seen;
}
