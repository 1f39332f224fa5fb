import type { LoadedJourney } from '../engine';

/**
 * True when Exit's dialog asks whether to leave or to save and exit (repairs.md §2, the Exit modal: Return to repair,
 * Leave, Save and exit): the journey confirms Exit and has a draft to save. Its Leave runs the journey's `leave`,
 * else its `exit`.
 */
export function exitOffersSave(journey: LoadedJourney): boolean {
  return journey.definition.exit.confirm !== undefined && journey.definition.saveAndExit !== undefined;
}
