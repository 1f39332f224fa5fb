import { walkPath } from './compute-path';
import { stepDestination, wayOutDestination } from './destinations';
import type { Destination, JourneyState, LoadedJourney } from './types';

/**
 * Where Continue leads while the resident changes an answer from a check-answers step: the first step the change
 * made newly required (incomplete) before the summary, otherwise back to the summary.
 * Invariant: steps that are still complete are never shown again; call it after every Continue in change mode.
 */
export function changeTarget(journey: LoadedJourney, state: JourneyState, summaryStepId: string): Destination {
  const { expanded, path } = walkPath(journey, state);
  const summaryIndex = path.steps.indexOf(summaryStepId);
  const currentIndex = path.current === null ? -1 : path.steps.indexOf(path.current);
  const summary = expanded.byId.get(summaryStepId);
  if (summaryIndex !== -1 && currentIndex >= summaryIndex && summary) return stepDestination(summary);
  const current = path.current === null ? undefined : expanded.byId.get(path.current);
  if (current && !path.complete) return stepDestination(current);
  // The change took the path away from the summary (e.g. it now ends at an exit).
  if (path.end) return path.end;
  return current ? stepDestination(current) : wayOutDestination(journey, '@exit');
}
