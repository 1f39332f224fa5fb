import { canVisit } from './navigation';
import { evaluateLogic } from './evaluate-logic';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { chooseRoute, isWayOut } from './routing';
import { wayOutDestination } from './destinations';
import type { Destination, JourneyState, LoadedJourney } from './types';

/** Where the journey keeps its entry's address parameters: effects.entry.<name>. */
export const ENTRY_RESULT = 'entry';

/**
 * The entry's parameters when the address carries all of them (with allowed values), else null: the address then
 * opens the journey as usual.
 * Invariant: only the declared parameters are kept, so nothing else of the address reaches the journey's logic.
 */
export function entryParams(journey: LoadedJourney, search: Readonly<Record<string, string>>): Record<string, string> | null {
  const declared = journey.definition.entry?.params;
  if (!declared) return null;
  const params: Record<string, string> = {};
  for (const [name, param] of Object.entries(declared)) {
    const value = search[name];
    if (value === undefined || value === '' || (param.values && !param.values.includes(value))) return null;
    params[name] = value;
  }
  return params;
}

/**
 * A fresh start of the journey from its entry: no answers, nothing completed, the parameters as effects.entry.
 * Invariant: nothing of an earlier draft survives an entry.
 */
export function enteredState(params: Readonly<Record<string, string>>, context: JourneyState['context']): JourneyState {
  return { answers: {}, completed: {}, confirmations: {}, effects: { [ENTRY_RESULT]: { ...params } }, context };
}

/**
 * The entry's answers worked out from the state (its effects' results): a null or missing value leaves the field
 * unanswered.
 * Invariant: answers are set as they are, with no `clears` (nothing was answered before them).
 */
export function takeEntryAnswers(journey: LoadedJourney, state: JourneyState): JourneyState {
  const expressions = journey.definition.entry?.answers ?? {};
  const data = logicData(state.answers, state);
  const answers: Record<string, unknown> = { ...state.answers };
  for (const [fieldId, logic] of Object.entries(expressions)) {
    const value = evaluateLogic(logic, data, { stepId: '@entry', pointer: childPointer('/entry/answers', fieldId) });
    if (value !== null && value !== undefined) answers[fieldId] = value;
  }
  return { ...state, answers };
}

/**
 * Where the entry leads once its effects ran: a way out (an ending, an error page) when its routes say so, else the
 * first step the journey's path stops at.
 */
export function entryDestination(journey: LoadedJourney, state: JourneyState): Destination {
  const routes = journey.definition.entry?.next ?? [];
  const target = routes.length > 0 ? chooseRoute(routes, state.answers, state, undefined, { stepId: '@entry', pointer: '/entry/next' }) : null;
  if (target !== null && isWayOut(target)) return wayOutDestination(journey, target);
  return landing(journey, state);
}

/** The step the resident's path stops at (or the journey's end). */
export function landing(journey: LoadedJourney, state: JourneyState): Destination {
  const decision = canVisit(journey, state, '');
  return decision.allowed ? wayOutDestination(journey, '@exit') : decision.redirect;
}
