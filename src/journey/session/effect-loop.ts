import {
  recordEffectResult,
  type Destination,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
  type Text,
} from '../../engine';
import { isOutcomeUnknown } from '../../effects/outcome-unknown';
import type { RunEffect } from './types';

/**
 * Where a failed effect sends the resident: a message on the page (`unknownOutcome` when the failure cannot tell
 * whether the effect's write happened: the page then says it is checking, not that it failed), or another
 * destination (an error page, an ending).
 */
export type EffectFailed =
  { readonly message: Text; readonly unknownOutcome?: true } | { readonly destination: Destination };

/**
 * Where an effect failure (`error`, as runEffect reported it) sends the resident under its onError policy, or null to
 * go on (ignore).
 */
export function effectFailure(journey: LoadedJourney, request: EffectRequest, error?: unknown): EffectFailed | null {
  const policy = request.onError;
  if (policy.ignore) return null;
  if (policy.errorPage) {
    const page = journey.definition.errorPages?.[policy.errorPage];
    if (page) {
      return {
        destination: {
          kind: 'errorPage',
          name: policy.errorPage,
          route: page.route,
          ...(page.message ? { message: page.message } : {}),
        },
      };
    }
  }
  // An ending (e.g. the appointment slots timed out): the journey ends that way, with its own effects and message.
  const ending = policy.end === undefined ? undefined : journey.definition.endings?.[policy.end];
  if (policy.end !== undefined && ending) return { destination: { kind: 'end', name: policy.end, route: ending.to } };
  if (policy.unknownOutcome !== undefined && isOutcomeUnknown(error))
    return { message: policy.unknownOutcome, unknownOutcome: true };
  return { message: policy.message ?? 'journey_effect_failed' };
}

export interface LoopResult {
  readonly state: JourneyState;
  /** The failure that stopped the loop under its onError policy. */
  readonly failed?: EffectFailed;
  /** `stopAfter` said stop (e.g. a block an eligibility answer brought about). */
  readonly stopped?: true;
}

/**
 * THE effect loop of a journey: Continue's exit effects, a page's onEnter effects, a way out's or an ending's, an
 * entry's. One effect at a time: the list is asked for again after each one, so each effect's `when` and input see
 * the results of those before it (a SOR determination reads the eligibility answer); an effect's `when` must
 * therefore not read its own result or a later one's. Results are stored under `storeAs`; a failure is judged by its
 * onError policy (ignore goes on; a message or a destination stops the loop). `stopAfter` is asked after each
 * success and stops the loop when true.
 */
export async function runEffectLoop(
  journey: LoadedJourney,
  state: JourneyState,
  requestsFor: (state: JourneyState) => readonly EffectRequest[],
  runEffect: RunEffect,
  options: { readonly signal?: AbortSignal; readonly stopAfter?: (state: JourneyState) => boolean } = {},
): Promise<LoopResult> {
  let current = state;
  for (let ran = 0; ; ran += 1) {
    const request = requestsFor(current)[ran];
    if (!request) return { state: current };
    const outcome = await runEffect(request, options.signal);
    if (outcome.ok) {
      if (request.storeAs) current = recordEffectResult(current, request.storeAs, outcome.result);
      if (options.stopAfter?.(current)) return { state: current, stopped: true };
      continue;
    }
    const failed = effectFailure(journey, request, outcome.error);
    if (failed) return { state: current, failed };
  }
}
