import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { JourneyRouteElement } from './journey-route-element';
import type { JourneyRouteHandle } from './journey-route-handle';

export type { JourneyRouteHandle };

interface ManifestJourney {
  readonly id: string;
  readonly routes: readonly string[];
  readonly entryParams?: readonly string[];
  readonly entryAny?: true;
}

/**
 * One route per journey step address, its page loaded lazily. The router matches without regard to case, so journeys
 * sharing an address ('/ContactDetails' of the referral, '/contactdetails' of a case) share one route; the page then
 * serves the journey the address enters, or the one the resident is in, or the one that writes the address as opened.
 * The journey code (RJSF, json-logic, the documents) loads only here.
 */
export function journeyRoutes(manifest: readonly ManifestJourney[]): RouteObject[] {
  const byPath = new Map<
    string,
    {
      path: string;
      journeyIds: string[];
      entries: Record<string, readonly string[]>;
      anyEntries: string[];
      spellings: Record<string, string>;
    }
  >();
  for (const { id, routes, entryParams, entryAny } of manifest) {
    for (const path of routes) {
      const key = path.toLowerCase().replace(/:[^/]+/g, ':');
      const entry = byPath.get(key) ?? { path, journeyIds: [], entries: {}, anyEntries: [], spellings: {} };
      if (!entry.journeyIds.includes(id)) entry.journeyIds.push(id);
      if (entryParams?.length) entry.entries[id] = entryParams;
      if (entryAny) entry.anyEntries.push(id);
      entry.spellings[id] = path;
      byPath.set(key, entry);
    }
  }
  return [...byPath.values()].map(({ path, journeyIds, entries, anyEntries, spellings }): RouteObject => {
    // Spellings matter only where journeys write the shared address differently.
    const differ = new Set(Object.values(spellings)).size > 1;
    const handle: JourneyRouteHandle = {
      journeyIds,
      ...(Object.keys(entries).length > 0 ? { entries } : {}),
      ...(anyEntries.length > 0 ? { anyEntries } : {}),
      ...(differ ? { spellings } : {}),
    };
    return { path, handle, element: createElement(JourneyRouteElement, { handle }) };
  });
}
