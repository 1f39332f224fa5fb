import {
  applyAnswers,
  blockingFor,
  changeTarget,
  completeStep,
  confirmBlocking,
  effectsOnExit,
  nextStep,
  recordEffectResult,
  validateStep,
  type Answers,
  type Destination,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
  type Text,
  type ValidationIssue,
} from '../engine';
import type { EffectOutcome } from './journey-runtime';

/** The generic message of an answer the step schema rejects but no journey rule caught (RJSF's backstop). */
export const GENERIC_INVALID_CODE = 'journey_answer_invalid';

/** What a Continue press led to; `state` is always the state to store. */
export type ContinueResult =
  | { readonly kind: 'invalid'; readonly state: JourneyState; readonly issues: readonly ValidationIssue[] }
  | { readonly kind: 'blocked'; readonly state: JourneyState }
  | { readonly kind: 'effect-failed'; readonly state: JourneyState; readonly message: Text }
  | { readonly kind: 'go'; readonly state: JourneyState; readonly destination: Destination };

export interface ContinueInput {
  readonly journey: LoadedJourney;
  readonly state: JourneyState;
  readonly stepId: string;
  /** The step's answers as typed (sanitised and normalised by the caller). */
  readonly values: Answers;
  /** Fields (ids) the step schema rejected: shown with the generic message unless a journey rule says more. */
  readonly schemaFailures?: readonly string[];
  /** The check-answers step the resident came from to change an answer, if any. */
  readonly returnTo?: string;
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
}

/** Where an effect failure sends the resident under its onError policy, or null to go on (ignore). */
export function effectFailure(journey: LoadedJourney, request: EffectRequest): { message: Text } | { destination: Destination } | null {
  const policy = request.onError;
  if (policy.ignore) return null;
  if (policy.errorPage) {
    const page = journey.definition.errorPages?.[policy.errorPage];
    if (page) {
      return { destination: { kind: 'errorPage', name: policy.errorPage, route: page.route, ...(page.message ? { message: page.message } : {}) } };
    }
  }
  // An ending (e.g. the appointment slots timed out): the journey ends that way, with its own effects and message.
  const ending = policy.end === undefined ? undefined : journey.definition.endings?.[policy.end];
  if (policy.end !== undefined && ending) return { destination: { kind: 'end', name: policy.end, route: ending.to } };
  return { message: policy.message ?? 'journey_effect_failed' };
}

/**
 * Continue on a step, as docs/journeys.md describes it: apply the answers → validate (continue phase) → blocking
 * (an unconfirmed confirm-to-continue is confirmed and stays) → the step's exit effects in order under their onError
 * policies, keeping results, each followed by the blocking check again → complete the step → the next step, or the change target when the resident came from a
 * check-answers step. Engine errors (ConditionError) are thrown: they are configuration problems.
 */
export async function continueStep(input: ContinueInput): Promise<ContinueResult> {
  const { journey, stepId } = input;
  let state = applyAnswers(journey, input.state, stepId, input.values);

  const issues = validateStep(journey, state, stepId, { phase: 'continue' }).filter((issue) => issue.severity === 'error');
  const flagged = new Set(issues.map((issue) => issue.field));
  const backstop = (input.schemaFailures ?? [])
    .filter((field) => !flagged.has(field))
    .map((field): ValidationIssue => ({ code: GENERIC_INVALID_CODE, field, severity: 'error', rule: 'schema' }));
  if (issues.length > 0 || backstop.length > 0) return { kind: 'invalid', state, issues: [...issues, ...backstop] };

  const block = blockingFor(journey, state, stepId);
  if (block && !(block.mode === 'confirm-to-continue' && block.confirmed)) {
    return { kind: 'blocked', state: block.mode === 'confirm-to-continue' ? confirmBlocking(journey, state, stepId) : state };
  }

  // One effect at a time: each one's `when` and input are worked out when its turn comes, so they see the results
  // of the effects before it (a SOR determination reads the eligibility answer). A call's `when` must therefore not
  // read its own result or a later call's. After each effect the step's blocking is checked again: a block its
  // answer brings about (an eligibility code) keeps the resident on the page and the remaining effects do not run.
  for (let ran = 0; ; ran += 1) {
    const request = effectsOnExit(journey, state, stepId)[ran];
    if (!request) break;
    const outcome = await input.runEffect(request);
    if (outcome.ok) {
      if (request.storeAs) state = recordEffectResult(state, request.storeAs, outcome.result);
      const after = blockingFor(journey, state, stepId);
      if (after && !(after.mode === 'confirm-to-continue' && after.confirmed)) {
        return { kind: 'blocked', state: after.mode === 'confirm-to-continue' ? confirmBlocking(journey, state, stepId) : state };
      }
      continue;
    }
    const failed = effectFailure(journey, request);
    if (failed === null) continue;
    if ('message' in failed) return { kind: 'effect-failed', state, message: failed.message };
    return { kind: 'go', state, destination: failed.destination };
  }

  state = completeStep(journey, state, stepId);
  const destination = input.returnTo ? changeTarget(journey, state, input.returnTo) : nextStep(journey, state, stepId);
  return { kind: 'go', state, destination };
}

/** Runs a list of effects (on entering a step, or a way out's), storing results; stops at the first failure that counts. */
export async function runEffects(
  journey: LoadedJourney,
  state: JourneyState,
  requests: readonly EffectRequest[],
  runEffect: (request: EffectRequest) => Promise<EffectOutcome>,
): Promise<{ state: JourneyState; failed?: { message: Text } | { destination: Destination } }> {
  let current = state;
  for (const request of requests) {
    const outcome = await runEffect(request);
    if (outcome.ok) {
      if (request.storeAs) current = recordEffectResult(current, request.storeAs, outcome.result);
      continue;
    }
    const failed = effectFailure(journey, request);
    if (failed) return { state: current, failed };
  }
  return { state: current };
}
