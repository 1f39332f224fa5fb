import { walkPath } from './compute-path';
import type { JourneyState, LoadedJourney } from './types';

/**
 * Whether showing a step of a journey in this state begins the journey anew: its answers were sent (the resident's
 * Continue on a check-answers step was accepted: the repair submitted, the referral sent) and the step comes before
 * that page. A sent journey is finished: its questions are never asked again of the same draft, so the journey's
 * first address (Report a repair) starts a new one. The sent summary (still the address while the journey moves on)
 * and the steps after it (the appointment for the sent repair, an outcome page) stay where they are: a reload there
 * keeps its place.
 * Invariant: reads only; a journey never sent (in progress, or saved and left to come back to) is never begun anew.
 */
export function startsAnew(journey: LoadedJourney, state: JourneyState, stepId: string): boolean {
  const { expanded, path } = walkPath(journey, state);
  // A check-answers step the path has gone past (or ends at, complete) was sent.
  const sent = path.steps.filter(
    (id, index) =>
      expanded.byId.get(id)?.definition.kind === 'check-answers' && (index < path.steps.length - 1 || path.complete),
  );
  const last = sent.at(-1);
  if (last === undefined) return false;
  const summary = expanded.byId.get(last);
  const step = expanded.byId.get(stepId) ?? expanded.instancesOf.get(stepId)?.[0];
  return summary !== undefined && step !== undefined && step.position < summary.position;
}
