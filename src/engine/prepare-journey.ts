import type { Journey } from '../../schemas/generated/journey';
import type { ExpandedJourney } from './expand-shorthands';
import { composeJourney, type ResolveJourney } from './include-journeys';
import type { LoadResult } from './load-journey';
import { indexSteps } from './step-index';

/** A journey document as the build wrote it out: its shorthands are already the long form. */
const asBuilt = (document: Journey): ExpandedJourney => ({ journey: document, problems: [], sourceOf: (_step, pointer) => pointer });

/**
 * A journey the build has checked already (schema and every semantic check: tools/vite-journeys-plugin.ts fails the
 * build otherwise) and written out (its shorthands, tools/vite-journey-shorthands-plugin.ts), made ready to run
 * without checking it again: its includes spliced in and its steps indexed. The
 * production portal loads journeys this way, so a journey page does not carry or run the lint (issue 13);
 * development and the tools use loadJourney, which checks everything.
 */
export function prepareJourney(json: unknown, options: { readonly resolveInclude?: ResolveJourney } = {}): LoadResult {
  const composed = composeJourney(json as Journey, options.resolveInclude ?? (() => undefined), { expand: asBuilt });
  if (composed.problems.length > 0) return { ok: false, problems: composed.problems };
  return { ok: true, journey: { definition: composed.journey, stepIndex: indexSteps(composed.journey) }, problems: [] };
}
