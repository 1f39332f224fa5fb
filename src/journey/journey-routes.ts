import type { RouteObject, UIMatch } from 'react-router';
import { journeyStorageKey, LATEST_JOURNEY_KEY } from './storage-keys';

/** The handle of a journey route: the journeys whose steps live at this address, and the parameters of their entries. */
export interface JourneyRouteHandle {
  readonly journeyIds: readonly string[];
  /** Journey id → the address parameters its entry needs (journeys with an entry only). */
  readonly entries?: Readonly<Record<string, readonly string[]>>;
}


interface ManifestJourney { readonly id: string; readonly routes: readonly string[]; readonly entryParams?: readonly string[] }

/**
 * One lazy route per journey step address. The router matches without regard to case, so journeys sharing an
 * address ('/ContactDetails' of the referral, '/contactdetails' of a case) share one route; the page then serves
 * the journey the address enters, or the one the resident is in. The journey code (RJSF, json-logic, the
 * documents) loads only here.
 */
export function journeyRoutes(manifest: readonly ManifestJourney[]): RouteObject[] {
  const byPath = new Map<string, { path: string; journeyIds: string[]; entries: Record<string, readonly string[]> }>();
  for (const { id, routes, entryParams } of manifest) {
    for (const path of routes) {
      const key = path.toLowerCase().replace(/:[^/]+/g, ':');
      const entry = byPath.get(key) ?? { path, journeyIds: [], entries: {} };
      if (!entry.journeyIds.includes(id)) entry.journeyIds.push(id);
      if (entryParams?.length) entry.entries[id] = entryParams;
      byPath.set(key, entry);
    }
  }
  return [...byPath.values()].map(({ path, journeyIds, entries }): RouteObject => ({
    path,
    handle: { journeyIds, ...(Object.keys(entries).length > 0 ? { entries } : {}) } satisfies JourneyRouteHandle,
    lazy: async () => ({ Component: (await import('./journey-page')).JourneyPage }),
  }));
}

function isJourneyHandle(handle: unknown): handle is JourneyRouteHandle {
  return typeof handle === 'object' && handle !== null && Array.isArray((handle as JourneyRouteHandle).journeyIds);
}

/** Remembers the journey the resident is in, so an address two journeys share opens that one. */
export function markLatestJourney(journeyId: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(LATEST_JOURNEY_KEY, journeyId);
}

/**
 * The journey a matched route serves: the one whose entry the address's parameters make (the repair detail page's
 * "/appointmentscheduler?mode=reschedule&id=…"); else the one the resident last worked in, when they have its draft;
 * else any they have a draft of; else the first.
 */
export function journeyIdOf(matches: readonly UIMatch[], search = '', storage: Pick<Storage, 'getItem'> = sessionStorage): string | undefined {
  const handle = [...matches].reverse().map((match) => match.handle).find(isJourneyHandle);
  if (!handle) return undefined;
  const params = new URLSearchParams(search);
  const entered = handle.journeyIds.find((id) => handle.entries?.[id]?.every((name) => (params.get(name) ?? '') !== ''));
  if (entered) return entered;
  const withDraft = handle.journeyIds.filter((id) => storage.getItem(journeyStorageKey(id)) !== null);
  const latest = storage.getItem(LATEST_JOURNEY_KEY);
  return withDraft.find((id) => id === latest) ?? withDraft[0] ?? handle.journeyIds[0];
}
