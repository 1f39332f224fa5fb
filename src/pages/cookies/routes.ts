import type { PageRoute } from '../../shared/page-route';
import { COOKIES_PATH } from '../../shared/paths';

/** The cookies page (decision 0060): open to every visitor, logged in or not, since the banner links to it. */
export const cookieRoutes: readonly PageRoute[] = [
  {
    path: COOKIES_PATH,
    access: 'loginExempt',
    loadPage: () => import('./cookies-page').then((module) => module.CookiesPage),
  },
];
