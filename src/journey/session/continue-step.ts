import {
  applyAnswers,
  blockingFor,
  changeTarget,
  completeStep,
  confirmBlocking,
  effectsOnExit,
  nextStep,
  validateStep,
  type Answers,
  type Destination,
  type JourneyState,
  type LoadedJourney,
  type Text,
  type ValidationIssue,
} from '../../engine';
import { runEffectLoop } from './effect-loop';
import type { RunEffect } from './types';

/** The generic message of an answer the step schema rejects but no journey rule caught (RJSF's backstop). */
export const GENERIC_INVALID_CODE = 'journey_answer_invalid';

/** What a Continue press led to; `state` is always the state to store. */
export type ContinueResult =
  | { readonly kind: 'invalid'; readonly state: JourneyState; readonly issues: readonly ValidationIssue[] }
  | { readonly kind: 'blocked'; readonly state: JourneyState }
  | {
      readonly kind: 'effect-failed';
      readonly state: JourneyState;
      readonly message: Text;
      readonly unknownOutcome?: true;
    }
  | { readonly kind: 'go'; readonly state: JourneyState; readonly destination: Destination };

export interface ContinueInput {
  readonly journey: LoadedJourney;
  readonly state: JourneyState;
  readonly stepId: string;
  /** The step's answers as submitted (sanitised and normalised: see submittedValues). */
  readonly values: Answers;
  /** Fields (ids) the step schema rejected: shown with the generic message unless a journey rule says more. */
  readonly schemaFailures?: readonly string[];
  /** The check-answers step the resident came from to change an answer, if any. */
  readonly returnTo?: string;
  readonly runEffect: RunEffect;
}

/** The block in force that keeps the resident on the page: a confirm-to-continue one is confirmed as it stays. */
export function holdingBlock(journey: LoadedJourney, state: JourneyState, stepId: string): JourneyState | null {
  const block = blockingFor(journey, state, stepId);
  if (!block || (block.mode === 'confirm-to-continue' && block.confirmed)) return null;
  return block.mode === 'confirm-to-continue' ? confirmBlocking(journey, state, stepId) : state;
}

/**
 * Continue on a step, as docs/journeys.md describes it: apply the answers → validate (continue phase) → blocking
 * (an unconfirmed confirm-to-continue is confirmed and stays) → the step's exit effects in order under their onError
 * policies, keeping results, each followed by the blocking check again (a block an eligibility answer brings about
 * keeps the resident on the page and the remaining effects do not run) → complete the step → the next step, or the
 * change target when the resident came from a check-answers step. Engine errors (ConditionError) are thrown: they
 * are configuration problems.
 */
export async function continueStep(input: ContinueInput): Promise<ContinueResult> {
  const { journey, stepId } = input;
  let state = applyAnswers(journey, input.state, stepId, input.values);

  const issues = validateStep(journey, state, stepId, { phase: 'continue' }).filter(
    (issue) => issue.severity === 'error',
  );
  const flagged = new Set(issues.map((issue) => issue.field));
  const backstop = (input.schemaFailures ?? [])
    .filter((field) => !flagged.has(field))
    .map((field): ValidationIssue => ({ code: GENERIC_INVALID_CODE, field, severity: 'error', rule: 'schema' }));
  if (issues.length > 0 || backstop.length > 0) return { kind: 'invalid', state, issues: [...issues, ...backstop] };

  const held = holdingBlock(journey, state, stepId);
  if (held) return { kind: 'blocked', state: held };

  let block: JourneyState | null = null;
  const run = await runEffectLoop(
    journey,
    state,
    (current) => effectsOnExit(journey, current, stepId),
    input.runEffect,
    {
      stopAfter: (current) => (block = holdingBlock(journey, current, stepId)) !== null,
    },
  );
  state = run.state;
  if (run.stopped && block) return { kind: 'blocked', state: block };
  if (run.failed && 'message' in run.failed) return { kind: 'effect-failed', state, ...run.failed };
  if (run.failed) return { kind: 'go', state, destination: run.failed.destination };

  state = completeStep(journey, state, stepId);
  const destination = input.returnTo ? changeTarget(journey, state, input.returnTo) : nextStep(journey, state, stepId);
  return { kind: 'go', state, destination };
}
