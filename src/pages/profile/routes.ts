import type { PageRoute } from '../../shared/page-route';
import { MANAGE_PROFILE_PATH } from '../../shared/paths';

/**
 * The profile (portal.md §2 Profile): the details page, loaded when first opened. Its form, /editprofile, is the
 * profile journey's step (journeys/profile.json), so an analyst changes its fields, rules and messages as data.
 */
export const profileRoutes: readonly PageRoute[] = [
  {
    path: MANAGE_PROFILE_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./profile-page').then((module) => module.ProfilePage),
    menu: { label: 'menu_details', position: 5 },
  },
];
