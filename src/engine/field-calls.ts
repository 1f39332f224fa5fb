import { evaluateLogic } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { stepContext } from './step-context';
import type { Answers, EffectRequest, JourneyState, LoadedJourney } from './types';

/**
 * The effect a widget's call runs (a field's `calls[name]`), with its input evaluated: the widget's argument is
 * `call.*`, next to the answers the field sees (with the page's candidate values), the context and effect results.
 * Null when the step's field has no such call.
 * Invariant: the result is for the widget only: storeAs is always null, so a call never changes the journey's state;
 * its onError carries only retries, time-out and the message code of a failure without one (the widget shows it).
 */
export function fieldCallRequest(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  fieldId: string,
  name: string,
  argument: unknown,
  values?: Answers,
): EffectRequest | null {
  const { step, answers } = stepContext(journey, state, stepId, values);
  const field = step.fields.find((f) => f.definition.id === fieldId);
  const calls = field?.definition.calls;
  const call = calls && Object.hasOwn(calls, name) ? calls[name] : undefined;
  if (!field || !call) return null;
  const data = { ...logicData(answers, state, field.item ?? step.item), call: argument };
  const pointer = childPointer(field.pointer, 'calls', name);
  const input = Object.fromEntries(
    Object.entries(call.input ?? {}).map(([key, logic]) => [
      key,
      evaluateLogic(logic, data, { stepId: step.id, pointer: childPointer(pointer, 'input', key) }),
    ]),
  );
  return { effect: call.effect, input, storeAs: null, onError: { ...call.onError } };
}
