// The journey routes the build hands the router (virtual:journey-manifest): each journey's composed routes as
// react-router patterns and what its entry needs. Imported through the Vite config, so imports name their .ts file.
import type { Journey } from '../schemas/generated/journey.ts';
import { includedIds } from '../src/engine/include-documents.ts';
import { expandShorthands } from '../src/engine/expand-shorthands.ts';
import { composeJourney } from '../src/engine/include-journeys.ts';
import { contextNeeds, type ContextNeeds } from '../src/journey/session/context-needs.ts';
import { effectArea } from '../src/effects/effect-area.ts';

export interface FieldLike {
  readonly schema: object;
}
export interface StepLike {
  readonly route?: unknown;
  readonly fields?: readonly FieldLike[];
  readonly generate?: { readonly fields?: ReadonlyArray<{ readonly field: FieldLike }> };
}
export interface JourneyLike {
  readonly id?: unknown;
  readonly steps?: readonly StepLike[];
  readonly entry?: { readonly params?: Record<string, { readonly optional?: unknown } | undefined> };
}

/** One journey's routes as react-router patterns, and the address parameters its entry needs (if it has one). */
export interface ManifestEntry {
  id: string;
  routes: string[];
  entryParams?: string[];
  /** True when every parameter of the entry is optional: any one of entryParams opens it, not all of them. */
  entryAny?: true;
  includes?: string[];
  effectAreas: string[];
  context: ContextNeeds;
}

/** The journeys a document includes, theirs too, each once (a cycle is the lint's to report). */
function allIncludes(id: string, byId: ReadonlyMap<string, unknown>): string[] {
  const found: string[] = [];
  let wave = includedIds(byId.get(id));
  while (wave.length > 0) {
    const fresh = [...new Set(wave)].filter((included) => included !== id && !found.includes(included));
    found.push(...fresh);
    wave = fresh.flatMap((included) => includedIds(byId.get(included)));
  }
  return found;
}

/**
 * A generated step's route template ('/DampAndMouldAssesment/{key}') as a react-router pattern
 * ('/DampAndMouldAssesment/:key').
 */
export function routePattern(route: string): string {
  return route.replace(
    /\{([a-z]+(?:\.[A-Za-z0-9_]+)*)\}/g,
    (_whole, path: string) => `:${path.split('.').pop() ?? path}`,
  );
}

/**
 * Every journey with the journeys its include steps name spliced in (composeJourney, resolving ids among the same
 * documents), so routes and validators cover the steps residents meet. A document that cannot be composed is left
 * as it is: the journey lint and the journey page report why.
 */
export function composedJourneys(journeys: readonly unknown[]): unknown[] {
  const byId = new Map(
    journeys.flatMap((json) =>
      typeof (json as JourneyLike)?.id === 'string' ? [[(json as JourneyLike).id as string, json] as const] : [],
    ),
  );
  return journeys.map((json) => {
    if (typeof (json as JourneyLike)?.id !== 'string' || !Array.isArray((json as JourneyLike).steps)) return json;
    try {
      return composeJourney(json as Journey, (id) => byId.get(id), { expand: expandShorthands }).journey;
    } catch {
      return json;
    }
  });
}

/**
 * Every journey's id and step routes (included steps too); documents without an id or steps are left to the journey
 * lint. A journey that others include comes after them, so an address both serve opens the including journey
 * unless the resident has a draft of the included one (journeyIdOf).
 */
export function journeyManifest(journeys: readonly unknown[]): ManifestEntry[] {
  const included = new Set(journeys.flatMap((json) => includedIds(json)));
  const byId = new Map(
    journeys.flatMap((json) =>
      typeof (json as JourneyLike)?.id === 'string' ? [[(json as JourneyLike).id as string, json] as const] : [],
    ),
  );
  const ordered = composedJourneys(journeys)
    .map((json, index) => ({ json, later: included.has(String((json as JourneyLike)?.id)) ? 1 : 0, index }))
    .sort((a, b) => a.later - b.later || a.index - b.index)
    .map(({ json }) => json);
  return ordered.flatMap((json) => {
    const journey = json as JourneyLike;
    if (typeof journey?.id !== 'string' || !Array.isArray(journey.steps)) return [];
    const routes = journey.steps
      .map((step) => step.route)
      .filter((route): route is string => typeof route === 'string');
    // An entry opens with all its required parameters (the optional ones cannot tell more), or, with none required,
    // with any one of its parameters (src/engine/entry.ts entryParams).
    const params = Object.entries(journey.entry?.params ?? {});
    const required = params.filter(([, param]) => param?.optional !== true).map(([name]) => name);
    const entryAny = required.length === 0 && params.length > 0;
    const entryParams = entryAny ? params.map(([name]) => name) : required;
    const includes = allIncludes(journey.id, byId);
    return [
      {
        id: journey.id,
        routes: [...new Set(routes.map(routePattern))],
        ...(entryParams.length > 0 ? { entryParams } : {}),
        ...(entryAny ? { entryAny: true as const } : {}),
        // What the journey page will load with it, so its route can download them all at once (journey-documents.ts).
        ...(includes.length > 0 ? { includes } : {}),
        // The areas of the effects it names (included journeys' too), whose code its route downloads with it.
        effectAreas: [...new Set(Object.keys((journey as Journey).effects ?? {}).map(effectArea))].sort(),
        // What its context asks the gateway, so its route can ask while the journey's code downloads.
        context: contextNeeds(journey as Journey),
      },
    ];
  });
}
