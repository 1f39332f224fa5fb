import type { PageRoute } from '../../shared/page-route';
import { DMC_QUESTIONS_PATH, REPAIR_DETAIL_PATH, REPAIR_HISTORY_PATH, VIEW_MEDIA_PATH } from '../../shared/paths';

/**
 * The repair pages (repairs.md §2) besides the repair journeys' steps. Each loads when first opened, so the start
 * and home pages' first download does not carry them: import them here only dynamically.
 */
export const repairRoutes: readonly PageRoute[] = [
  {
    path: REPAIR_HISTORY_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./history/repair-history-page').then((module) => module.RepairHistoryPage),
    menu: { label: 'menu_repairs', position: 3, rule: 'menu-repairs' },
  },
  {
    path: REPAIR_DETAIL_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./detail/repair-detail-page').then((module) => module.RepairDetailPage),
  },
  // Addresses that lead to a repair's page at a section (decision 0019).
  {
    path: VIEW_MEDIA_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./redirects/view-media-page').then((module) => module.ViewMediaPage),
  },
  {
    path: DMC_QUESTIONS_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./redirects/dmc-questions-page').then((module) => module.DmcQuestionsPage),
  },
];
