import { walkPath } from './compute-path';
import { copyAnswers } from './copy-answers';
import { arrive, successorOf } from './routing';
import type { ExpandedSteps } from './expand-steps';
import { locationAt } from './location-at';
import type { Answers, JourneyState, LoadedJourney, ResolvedStep } from './types';
import { addVisibleAnswers } from './visible-fields';

/** "Step 3 of about 9". */
export interface Progress {
  readonly stepNumber: number;
  readonly estimatedTotal: number;
}

const counts = (step: ResolvedStep | undefined): boolean => step !== undefined && step.definition.kind !== 'outcome';

function remainingAfter(
  journey: LoadedJourney,
  expanded: ExpandedSteps,
  from: ResolvedStep,
  answers: Answers,
  state: JourneyState,
): number {
  // Continue as if every step were answered with what is known now; unanswered questions then usually take their
  // default route. Generated steps whose data is not loaded yet are not counted until it is.
  let remaining = 0;
  let current = from;
  // One working copy for the whole estimate, each step's answers added in place (linear in steps). It is made only
  // when a step is to be added: until then conditions read the path's answers, which are the same.
  let seen = answers;
  let copy: Record<string, unknown> | null = null;
  const arrived = new Set<string>([from.id]);
  for (;;) {
    const target = successorOf(expanded, current, seen, state);
    if (target === null) return remaining;
    const arrival = arrive(
      journey,
      expanded,
      target,
      seen,
      state,
      arrived,
      locationAt(current.id, current.pointer, 'next'),
    );
    if (!('step' in arrival)) return remaining;
    current = arrival.step;
    if (current.definition.kind === 'outcome') return remaining;
    remaining += 1;
    copy ??= copyAnswers(answers);
    seen = copy;
    addVisibleAnswers(current, copy, state);
  }
}

/**
 * The position of a step on the path and an honest estimate of the total, from the resident's answers so far.
 * Invariant: outcome pages are not counted; the estimate is never below the step number.
 */
export function progress(journey: LoadedJourney, state: JourneyState, stepId: string): Progress {
  const { expanded, path } = walkPath(journey, state);
  const at = path.steps.indexOf(stepId);
  const index = at === -1 ? path.steps.length - 1 : at;
  // One pass over the path: the counted steps up to the step, and in all.
  let stepNumber = 0;
  let visited = 0;
  let last: ResolvedStep | undefined;
  for (const [i, id] of path.steps.entries()) {
    last = expanded.byId.get(id);
    if (!counts(last)) continue;
    visited += 1;
    if (i <= index) stepNumber += 1;
  }
  if (!last || path.complete) return { stepNumber, estimatedTotal: Math.max(visited, stepNumber) };
  return {
    stepNumber,
    estimatedTotal: Math.max(stepNumber, visited + remainingAfter(journey, expanded, last, path.onPathAnswers, state)),
  };
}
