import { walkPath } from './compute-path';
import { arrive, successorOf } from './routing';
import type { ExpandedSteps } from './expand-steps';
import type { Answers, JourneyState, LoadedJourney, ResolvedStep } from './types';
import { addVisibleAnswers } from './visible-fields';

/** "Step 3 of about 9". */
export interface Progress {
  readonly stepNumber: number;
  readonly estimatedTotal: number;
}

const counts = (step: ResolvedStep | undefined): boolean => step !== undefined && step.definition.kind !== 'outcome';

function remainingAfter(journey: LoadedJourney, expanded: ExpandedSteps, from: ResolvedStep, answers: Answers, state: JourneyState): number {
  // Continue as if every step were answered with what is known now; unanswered questions then usually take their
  // default route. Generated steps whose data is not loaded yet are not counted until it is.
  let remaining = 0;
  let current = from;
  // One working copy for the whole estimate, each step's answers added in place (linear in steps).
  const seen: Record<string, unknown> = { ...answers };
  const arrived = new Set<string>([from.id]);
  for (;;) {
    const target = successorOf(expanded, current, seen, state);
    if (target === null) return remaining;
    const arrival = arrive(journey, expanded, target, seen, state, arrived, { stepId: current.id, pointer: `${current.pointer}/next` });
    if (!('step' in arrival)) return remaining;
    current = arrival.step;
    if (current.definition.kind === 'outcome') return remaining;
    remaining += 1;
    addVisibleAnswers(current, seen, state);
  }
}

/**
 * The position of a step on the path and an honest estimate of the total, from the resident's answers so far.
 * Invariant: outcome pages are not counted; the estimate is never below the step number.
 */
export function progress(journey: LoadedJourney, state: JourneyState, stepId: string): Progress {
  const { expanded, path } = walkPath(journey, state);
  const onPath = path.steps.map((id) => expanded.byId.get(id));
  const index = path.steps.includes(stepId) ? path.steps.indexOf(stepId) : path.steps.length - 1;
  const stepNumber = onPath.slice(0, index + 1).filter(counts).length;
  const last = onPath[onPath.length - 1];
  const visited = onPath.filter(counts).length;
  if (!last || path.complete) return { stepNumber, estimatedTotal: Math.max(visited, stepNumber) };
  return { stepNumber, estimatedTotal: Math.max(stepNumber, visited + remainingAfter(journey, expanded, last, path.onPathAnswers, state)) };
}
