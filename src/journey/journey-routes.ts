import type { RouteObject, UIMatch } from 'react-router';

/** The handle of a journey route: the journeys whose steps live at this address. */
export interface JourneyRouteHandle {
  readonly journeyIds: readonly string[];
}

/** Where a journey keeps its draft (see journey-state.ts; repeated here so the entry chunk stays small). */
const draftKey = (journeyId: string) => `portal.journey.${journeyId}`;

/**
 * One lazy route per journey step address. The router matches without regard to case, so journeys sharing an
 * address ('/ContactDetails' of the referral, '/contactdetails' of a case) share one route; the page then serves
 * the journey the resident has a draft of. The journey code (RJSF, json-logic, the documents) loads only here.
 */
export function journeyRoutes(manifest: ReadonlyArray<{ readonly id: string; readonly routes: readonly string[] }>): RouteObject[] {
  const byPath = new Map<string, { path: string; journeyIds: string[] }>();
  for (const { id, routes } of manifest) {
    for (const path of routes) {
      const key = path.toLowerCase().replace(/:[^/]+/g, ':');
      const entry = byPath.get(key) ?? { path, journeyIds: [] };
      if (!entry.journeyIds.includes(id)) entry.journeyIds.push(id);
      byPath.set(key, entry);
    }
  }
  return [...byPath.values()].map(({ path, journeyIds }): RouteObject => ({
    path,
    handle: { journeyIds } satisfies JourneyRouteHandle,
    lazy: async () => ({ Component: (await import('./journey-page')).JourneyPage }),
  }));
}

function isJourneyHandle(handle: unknown): handle is JourneyRouteHandle {
  return typeof handle === 'object' && handle !== null && Array.isArray((handle as JourneyRouteHandle).journeyIds);
}

/** The journey a matched route serves: the one the resident has a draft of, else the first. */
export function journeyIdOf(matches: readonly UIMatch[], storage: Pick<Storage, 'getItem'> = sessionStorage): string | undefined {
  const handle = [...matches].reverse().map((match) => match.handle).find(isJourneyHandle);
  if (!handle) return undefined;
  return handle.journeyIds.find((id) => storage.getItem(draftKey(id)) !== null) ?? handle.journeyIds[0];
}
