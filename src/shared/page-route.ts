/**
 * A route entry: what a page area (src/pages/<area>/routes.ts) says about each of its addresses, so that adding a
 * page is adding its folder and its entry. src/app assembles the entries into the route table (the access rule),
 * the router and the header menu (decision 0022). Types only: pages and the app both name them, and pages may not
 * import src/app.
 */
import type { ComponentType } from 'react';
import type { MessageKey } from './i18n';

/**
 * What a visitor needs to open a route (portal.md §2 "Access rule", repairs.md §2 "Rule on access"):
 *
 * - `public`: the specification's own list of routes open without a login status ('/' and '/customer360View').
 * - `loginExempt`: our exemptions, pages a logged-out visitor must still reach — the start page, where logging in
 *   begins, the generic error page (its button sends a logged-out visitor to the start page) and the maintenance
 *   page. The other error pages belong to logged-in journeys and need a login status.
 * - `needsLogin`: a login status, but no customer id.
 * - `needsCustomer`: the screen shows or changes the customer's data, so a session without a customer id is sent
 *   to the start page (a login status is needed too).
 */
export type RouteAccess = 'public' | 'loginExempt' | 'needsLogin' | 'needsCustomer';

/** The rules in rules/menu-*.json that decide whether the header offers an item (src/customer/menu-rules.ts). */
export type MenuRuleName = 'menu-balance' | 'menu-repairs' | 'menu-messages' | 'menu-requests';

/** A route's item in the header menu. */
export interface MenuEntry {
  /** The item's text (locales). */
  readonly label: MessageKey;
  /** Where it stands in the menu, lowest first: the specification's order (portal.md §2 Header). */
  readonly position: number;
  /** The rule that shows the item; without one the item is always shown. */
  readonly rule?: MenuRuleName;
}

interface RouteEntryBase {
  /** From src/shared/paths.ts. Matched without regard to case, as the router does. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Only for a route the header menu offers. */
  readonly menu?: MenuEntry;
}

/** A page in the first download (the start, home and error pages). */
export interface EagerPageRoute extends RouteEntryBase {
  readonly page: ComponentType;
  readonly loadPage?: never;
}

/**
 * A page that loads when first opened (PERF-03: the start and home pages' first download is near its budget, and a
 * page added to it would be downloaded by residents who never open it). `loadPage` imports the page dynamically:
 * `() => import('./history/repair-history-page').then((module) => module.RepairHistoryPage)`.
 */
export interface LazyPageRoute extends RouteEntryBase {
  readonly loadPage: () => Promise<ComponentType>;
  readonly page?: never;
}

/** A built page: a route with a component, in the first download or loaded when opened. Built means having one. */
export type PageRoute = EagerPageRoute | LazyPageRoute;

/**
 * A route of the specification nothing builds yet: it has no component, so it cannot be built, and the access rule
 * treats it as the specification says (src/app/planned-routes.ts).
 */
export interface PlannedRoute extends RouteEntryBase {
  readonly page?: never;
  readonly loadPage?: never;
}

export type RouteEntry = PageRoute | PlannedRoute;

/** A route entry the header menu offers. */
export type MenuRoute = RouteEntry & { readonly menu: MenuEntry };
