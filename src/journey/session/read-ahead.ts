import {
  applyAnswers,
  effectsOnExit,
  recordEffectResult,
  validateStep,
  type Answers,
  type JourneyState,
  type LoadedJourney,
} from '../../engine';
import { holdingBlock } from './continue-step';
import { continueValues } from './form-state';
import type { RunEffect } from './types';

export interface ReadAheadInput {
  readonly journey: LoadedJourney;
  readonly state: JourneyState;
  readonly stepId: string;
  /** The page's values as they stand (as Continue would take them). */
  readonly values: Answers;
  readonly runEffect: RunEffect;
  /** Whether an effect only reads an answer the gateway client keeps a while (src/effects/asked-ahead.ts). */
  asksAhead(effect: string): boolean;
  readonly signal?: AbortSignal;
}

/**
 * Runs ahead of Continue those of a step's exit effects that only read answers the gateway client keeps, with the
 * page's values as they stand, so that Continue finds their answers waiting (issue 13: on the repair's asset page,
 * the locations and reasons of the asset chosen; Continue then waits for one call, not three). Only when Continue
 * would get as far as the effects: the values pass the step's checks and no block holds the page. The exit effects
 * are taken in order as Continue takes them, each seeing the results of those run ahead before it; one that is not
 * asked ahead is passed by, and the first failure ends the run, for Continue to meet under its onError policy.
 * Nothing is stored and nothing is recorded: Continue still runs every effect, as it always does. Returns how many
 * effects ran. Engine errors (ConditionError) are thrown, as Continue would throw them.
 */
export async function readAhead(input: ReadAheadInput): Promise<number> {
  const { journey, stepId } = input;
  let state = applyAnswers(journey, input.state, stepId, continueValues(journey, input.state, stepId, input.values));
  if (validateStep(journey, state, stepId, { phase: 'continue' }).some((issue) => issue.severity === 'error')) return 0;
  // As Continue: a block that would keep the resident on the page (an unconfirmed confirm-to-continue included).
  if (holdingBlock(journey, state, stepId)) return 0;
  let ran = 0;
  for (let index = 0; !input.signal?.aborted; index += 1) {
    const request = effectsOnExit(journey, state, stepId)[index];
    if (!request) break;
    if (!input.asksAhead(request.effect)) continue;
    const outcome = await input.runEffect(request, input.signal);
    ran += 1;
    if (!outcome.ok) break;
    if (request.storeAs) state = recordEffectResult(state, request.storeAs, outcome.result);
  }
  return ran;
}
