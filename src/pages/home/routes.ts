import type { PageRoute } from '../../shared/page-route';
import { HOME_PATH } from '../../shared/paths';

/**
 * The home page, where logins return: public (the specification's list), first in the menu. Its code and its cards
 * load when it is opened, alongside its first calls, so every other page's first download does not carry them.
 */
export const homeRoutes: readonly PageRoute[] = [
  {
    path: HOME_PATH,
    access: 'public',
    loadPage: () => import('./home-page').then((module) => module.HomePage),
    menu: { label: 'menu_home', position: 1 },
  },
];
