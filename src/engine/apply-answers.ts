import { isEmptyAnswer, sameAnswer } from './answer-values';
import { planClears } from './clear-answers';
import { ENTRY_RESULT } from './entry';
import { expandSteps } from './expand-steps';
import { UnknownStepError } from './errors';
import type { Answers, JourneyState, LoadedJourney, ResolvedStep } from './types';

function without<T>(
  record: Readonly<Record<string, T>> | undefined,
  drop: (key: string) => boolean,
): Record<string, T> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !drop(key)));
}

function findStep(journey: LoadedJourney, state: JourneyState, stepId: string): ResolvedStep {
  const expanded = expandSteps(journey, state);
  const step = expanded.byId.get(stepId) ?? expanded.instancesOf.get(stepId)?.[0];
  if (!step) throw new UnknownStepError(stepId);
  return step;
}

/**
 * Sets a step's answers and applies the `clears` of every answer that actually changed; a change also withdraws the
 * step's confirm-to-continue confirmation and the completion of later check-answers steps. In a journey entered from
 * another page with the resident's answers (Resume repair: effects.entry), a question answered for the first time
 * (one the draft could not record, asked again) changes no answer, so it clears nothing (repairs.md §4: in resume
 * mode, *changing* an earlier answer clears the later ones).
 * Invariant: returns a new state; only fields of this step are set (other keys in `values` are ignored), an
 * undefined value removes the answer, and off-path answers are kept unless a `clears` names them.
 */
export function applyAnswers(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values: Answers,
): JourneyState {
  const expanded = expandSteps(journey, state);
  const step = findStep(journey, state, stepId);
  const answers: Record<string, unknown> = { ...state.answers };
  const clears: string[] = [];
  const entered = Object.hasOwn(state.effects, ENTRY_RESULT);
  let changed = false;
  for (const field of step.fields) {
    const id = field.definition.id;
    if (!Object.hasOwn(values, id) || sameAnswer(state.answers[id], values[id])) continue;
    if (values[id] === undefined) delete answers[id];
    else answers[id] = values[id];
    if (!(entered && isEmptyAnswer(state.answers[id]))) clears.push(...(field.definition.clears ?? []));
    changed = true;
  }
  if (!changed) return state;

  const plan = planClears(journey, expanded, step, clears);
  const ownFields = new Set(step.fields.map((f) => f.definition.id));
  const cleared = (key: string): boolean => !ownFields.has(key) && plan.fieldMatchers.some((m) => m.test(key));
  const laterSummaries = new Set(
    expanded.steps.filter((s) => s.position > step.position && s.definition.kind === 'check-answers').map((s) => s.id),
  );
  const owners = new Set(expanded.steps.filter((s) => s.fields.some((f) => cleared(f.definition.id))).map((s) => s.id));
  const unmark = (id: string): boolean =>
    plan.stepIds.has(id) || owners.has(id) || laterSummaries.has(id) || plan.templateIds.has(id.split('/')[0] ?? id);
  return {
    ...state,
    answers: without(answers, cleared),
    completed: without(state.completed, unmark),
    confirmations: without(state.confirmations, (id) => id === step.id),
  };
}

/**
 * Records that the resident's Continue on a step was accepted (after validation, blocking and effects passed).
 * Invariant: completion alone never puts a step on the path: its answers must still be valid.
 */
export function completeStep(journey: LoadedJourney, state: JourneyState, stepId: string): JourneyState {
  const step = findStep(journey, state, stepId);
  return { ...state, completed: { ...state.completed, [step.id]: true } };
}

/**
 * Records the resident's second Continue on a confirm-to-continue block, which then shows as a warning.
 * Invariant: changing the step's answers (applyAnswers) withdraws the confirmation.
 */
export function confirmBlocking(journey: LoadedJourney, state: JourneyState, stepId: string): JourneyState {
  const step = findStep(journey, state, stepId);
  return { ...state, confirmations: { ...state.confirmations, [step.id]: true } };
}

/**
 * Stores an effect's result where conditions read it (effects.<storeAs>).
 * Invariant: returns a new state; other results are kept.
 */
export function recordEffectResult(state: JourneyState, storeAs: string, result: unknown): JourneyState {
  return { ...state, effects: { ...state.effects, [storeAs]: result } };
}
