/**
 * Every route of the portal and repair specifications, with what a visitor needs to open it. The access rule
 * reads only this table, so it stays complete while screens are still being built. It is assembled, not written:
 * the areas' pages (src/app/page-routes.ts), the specified routes no area builds yet (src/app/planned-routes.ts)
 * and the journeys' step routes (the build's journey manifest). What each access means: src/shared/page-route.ts.
 *
 * - `built`: whether the screen exists in the router — a page with a component, or a journey step. An unbuilt route
 *   is treated like an unknown path ('/'), after the login rules, so a logged-out visitor is still sent to the start
 *   page as the specification says.
 *
 * Paths match without regard to case, as the router does: '/ContactDetails' (referral) and '/contactdetails'
 * (case) are one route, and so are '/GenericError' and '/genericerror'.
 */
import { journeyManifest } from 'virtual:journey-manifest';
import type { RouteAccess, RouteEntry } from '../shared/page-route';
import { ROOT_PATH } from '../shared/paths';
import { ROUTE_ENTRIES } from './page-routes';

export interface RouteRule {
  path: string;
  public: boolean;
  needsLogin: boolean;
  needsCustomer: boolean;
  built: boolean;
}

/** What an access means to the access rule (src/shared/page-route.ts). */
const rights = (access: RouteAccess): Pick<RouteRule, 'public' | 'needsLogin' | 'needsCustomer'> => ({
  public: access === 'public',
  needsLogin: access === 'needsLogin' || access === 'needsCustomer',
  needsCustomer: access === 'needsCustomer',
});

/** An entry's row: built exactly when it has a component. */
const ruleOf = (entry: RouteEntry): RouteRule => ({
  path: entry.path,
  ...rights(entry.access),
  built: entry.page !== undefined || entry.loadPage !== undefined,
});

/** '/' is public and is the router's index route: the access rule sends it home or to the start page. */
const ROOT_RULE: RouteRule = { path: ROOT_PATH, ...rights('public'), built: true };

const samePath = (a: string, b: string) =>
  a.toLowerCase().replace(/:[^/]+/g, ':') === b.toLowerCase().replace(/:[^/]+/g, ':');

/**
 * The specified routes with every journey step route (journeys/*.json, through the build's manifest) marked built:
 * a journey page needs a login status and a customer. A journey route the specification does not list is added.
 */
export function withJourneyRoutes(
  rules: readonly RouteRule[],
  manifest: ReadonlyArray<{ readonly routes: readonly string[] }>,
): RouteRule[] {
  const journeyPaths = manifest.flatMap((journey) => journey.routes);
  const table = rules.map((rule) =>
    journeyPaths.some((path) => samePath(path, rule.path)) ? { ...rule, built: true } : rule,
  );
  for (const path of journeyPaths) {
    if (!table.some((rule) => samePath(rule.path, path))) table.push({ path, ...rights('needsCustomer'), built: true });
  }
  return table;
}

/** '/', then a row per route entry (pages and planned routes alike), then the journey step routes. */
export function routeTable(
  entries: readonly RouteEntry[],
  manifest: ReadonlyArray<{ readonly routes: readonly string[] }>,
): RouteRule[] {
  return withJourneyRoutes([ROOT_RULE, ...entries.map(ruleOf)], manifest);
}

export const ROUTE_TABLE: readonly RouteRule[] = routeTable(ROUTE_ENTRIES, journeyManifest);
