import type { Journey } from '../../schemas/generated/journey';
import type { LoadResult } from './load-journey';
import { indexSteps } from './step-index';

/**
 * A journey the build has checked already (schema and every semantic check: tools/vite-journeys-plugin.ts fails the
 * build otherwise) and written out (its shorthands in the long form and its includes spliced in:
 * tools/vite-journey-shorthands-plugin.ts), made ready to run without checking or composing it again: its steps
 * indexed. The production portal loads journeys this way, so a journey page does not carry or run the lint or the
 * composition (issue 13); development and the tools use loadJourney, which composes and checks everything.
 */
export function prepareJourney(json: unknown): LoadResult {
  const journey = json as Journey;
  return { ok: true, journey: { definition: journey, stepIndex: indexSteps(journey) }, problems: [] };
}
