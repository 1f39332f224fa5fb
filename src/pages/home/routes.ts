import type { PageRoute } from '../../shared/page-route';
import { HOME_PATH } from '../../shared/paths';
import { HomePage } from './home-page';

/** The home page, where logins return: public (the specification's list), in the first download, first in the menu. */
export const homeRoutes: readonly PageRoute[] = [
  { path: HOME_PATH, access: 'public', page: HomePage, menu: { label: 'menu_home', position: 1 } },
];
