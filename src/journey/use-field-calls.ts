import { useRef } from 'react';
import { fieldCallRequest, type Answers, type EffectRequest, type Field, type JourneyState, type LoadedJourney } from '../engine';
import { asConfigProblem, type RuntimeProblem } from './config-errors';
import { effectErrorCode, widgetCallError } from './effect-error';
import type { EffectOutcome, StepObservation } from './journey-runtime';

/** What a widget receives for each of its field's `calls`: resolves with the effect's result, rejects with its error. */
export type WidgetCall = (argument: unknown) => Promise<unknown>;

/** What the calls need, read when a call is made (so a call always sees the page's latest answers). */
export interface FieldCallContext {
  readonly journey: LoadedJourney;
  readonly stepId: string;
  readonly state: JourneyState;
  /** The page's answers as typed so far (not yet continued). */
  readonly values: Answers;
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
  onConfigProblem(problem: RuntimeProblem): void;
  observe?(observation: StepObservation): void;
}

/**
 * The functions a step's widgets call (a field's `calls`, e.g. upload and remove a photo), one per field and call
 * name, the same function on every render so a widget may keep it. Each runs the effect with its input worked out
 * from the widget's argument and the page's latest answers; the result goes back to the widget and is not stored.
 * A failure rejects with the effect's own error (its `code` tells the widget which message to show), or with the
 * call's onError.message as its code when it has none; a journey error in the call's input is a configuration
 * problem.
 */
export function useFieldCalls(context: FieldCallContext): (field: Field) => Readonly<Record<string, WidgetCall>> {
  const latest = useRef(context);
  latest.current = context;
  const made = useRef(new Map<string, WidgetCall>());

  const callOf = (fieldId: string, name: string): WidgetCall => {
    const key = JSON.stringify([fieldId, name]);
    const existing = made.current.get(key);
    if (existing) return existing;
    const call: WidgetCall = async (argument) => {
      const { journey, stepId, state, values, runEffect, onConfigProblem, observe } = latest.current;
      let request: EffectRequest | null;
      try {
        request = fieldCallRequest(journey, state, stepId, fieldId, name, argument, values);
      } catch (error) {
        const problem = asConfigProblem(error);
        if (problem) onConfigProblem(problem);
        throw error;
      }
      if (!request) throw new Error(`Field "${fieldId}" of step "${stepId}" has no call "${name}".`);
      // Gateway calls from now on belong to this call (the record mode puts them on the step's next action).
      observe?.({ kind: 'acting', stepId });
      const outcome = await runEffect(request);
      const failure = outcome.ok ? null : widgetCallError(outcome.error, request.onError.message);
      observe?.({ kind: 'call', stepId, field: fieldId, call: name, argument, error: failure === null ? null : effectErrorCode(failure) });
      if (outcome.ok) return outcome.result;
      throw failure;
    };
    made.current.set(key, call);
    return call;
  };

  return (field) => Object.fromEntries(Object.keys(field.calls ?? {}).map((name) => [name, callOf(field.id, name)]));
}
