import { stepDestination, wayOutDestination } from './destinations';
import { childPointer } from './json-pointer';
import { arrive } from './routing';
import { stepContext } from './step-context';
import type { Destination, JourneyState, LoadedJourney } from './types';

/**
 * Where a step's alternative action (`actions.alternative`, e.g. "No suitable appointment") leads: an ending or
 * another way out, or an earlier step (passing through skipped steps, as routes do). Null when the step has none.
 * Invariant: the step's answers are neither validated nor needed: the resident leaves the page as it is.
 */
export function alternativeDestination(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
): Destination | null {
  const { expanded, step, before } = stepContext(journey, state, stepId);
  const alternative = step.definition.actions?.alternative;
  if (!alternative) return null;
  const from = { stepId: step.id, pointer: childPointer(step.pointer, 'actions', 'alternative', 'to') };
  const arrival = arrive(journey, expanded, alternative.to, before, state, new Set(), from);
  if ('step' in arrival) return stepDestination(arrival.step);
  return wayOutDestination(journey, 'wayOut' in arrival ? arrival.wayOut : '@exit');
}
