import { applyAnswers, completeStep, type Answers, type JourneyState, type LoadedJourney } from '../../../src/engine';
import { deepFreeze } from './journeys';

/** Answers a step and presses Continue on it (as the runtime does after validation passed). */
export function answer(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  values: Answers = {},
): JourneyState {
  return deepFreeze(completeStep(journey, applyAnswers(journey, state, stepId, values), stepId));
}

/** Answers several steps in order. */
export function answerAll(
  journey: LoadedJourney,
  state: JourneyState,
  steps: ReadonlyArray<[string, Answers?]>,
): JourneyState {
  return steps.reduce((s, [id, values]) => answer(journey, s, id, values), state);
}
