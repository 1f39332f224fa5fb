import { accountRoutes } from '../pages/accounts/routes';
import { caseRoutes } from '../pages/cases/routes';
import { cookieRoutes } from '../pages/cookies/routes';
import { errorRoutes } from '../pages/errors/routes';
import { homeRoutes } from '../pages/home/routes';
import { messageRoutes } from '../pages/messages/routes';
import { profileRoutes } from '../pages/profile/routes';
import { repairRoutes } from '../pages/repairs/routes';
import { startRoutes } from '../pages/start/routes';
import type { MenuRoute, PageRoute, RouteEntry } from '../shared/page-route';
import { STUDIO_PATH } from '../shared/paths';
import { PLANNED_ROUTES } from './planned-routes';

/**
 * Every built page: each area's entries (src/pages/<area>/routes.ts; a new area adds its line here), then the studio.
 * The route table marks them built and the router renders them; journey steps come from the journey manifest instead.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...startRoutes,
  ...homeRoutes,
  ...errorRoutes,
  ...repairRoutes,
  ...profileRoutes,
  ...messageRoutes,
  ...accountRoutes,
  ...caseRoutes,
  ...cookieRoutes,
  // Development builds only (npm run dev): the analysts' studio, open without a login like the tools it shows. In a
  // production build import.meta.env.DEV is false, so this entry and the studio's code are left out of the bundle.
  ...(import.meta.env.DEV
    ? [
        {
          path: STUDIO_PATH,
          access: 'loginExempt',
          loadPage: () => import('../studio/studio-route').then((module) => module.StudioRoute),
        } satisfies PageRoute,
      ]
    : []),
];

/** Every route entry: the built pages, then the specified routes nothing builds yet. */
export const ROUTE_ENTRIES: readonly RouteEntry[] = [...PAGE_ROUTES, ...PLANNED_ROUTES];

/** The entries the header menu offers, built or not, in menu order (each entry's menu position). */
export function menuRoutes(entries: readonly RouteEntry[]): MenuRoute[] {
  return entries
    .filter((entry): entry is MenuRoute => entry.menu !== undefined)
    .sort((a, b) => a.menu.position - b.menu.position);
}

/** The header menu: one list, from the route entries. Which of these show is rules/menu-*.json's business. */
export const MENU_ROUTES: readonly MenuRoute[] = menuRoutes(ROUTE_ENTRIES);
