import { evaluateLogic } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import type { Answers, JourneyState, ResolvedField, ResolvedStep } from './types';

/**
 * The values of a field's `data`, by widget option name, worked out from the answers the field's conditions see,
 * the context and effect results (e.g. the appointment slots loaded when the page was shown).
 * Invariant: values are passed on raw (never translated); undefined when the field has no `data`; an expression that
 * throws is a ConditionError at its own pointer, never a silent gap.
 */
export function fieldData(
  step: ResolvedStep,
  field: ResolvedField,
  answers: Answers,
  state: JourneyState,
): Readonly<Record<string, unknown>> | undefined {
  const { data } = field.definition;
  if (data === undefined) return undefined;
  const scope = logicData(answers, state, field.item ?? step.item);
  return Object.fromEntries(
    Object.entries(data).map(([name, logic]) => [
      name,
      evaluateLogic(logic, scope, { stepId: step.id, pointer: childPointer(field.pointer, 'data', name) }),
    ]),
  );
}
