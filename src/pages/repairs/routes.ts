import { customerPage } from '../../shared/customer-page';
import type { MenuEntry, PageRoute } from '../../shared/page-route';
import { DMC_QUESTIONS_PATH, REPAIR_DETAIL_PATH, REPAIR_HISTORY_PATH, VIEW_MEDIA_PATH } from '../../shared/paths';

/** The header's item (its rule in rules/menu-*.json decides whether it shows). */
const REPAIRS_MENU: MenuEntry = { label: 'menu_repairs', position: 3, rule: 'menu-repairs' };

/**
 * The repair pages (repairs.md §2) besides the repair journeys' steps. Each loads when first opened, so the start
 * and home pages' first download does not carry them: import them here only dynamically.
 */
export const repairRoutes: readonly PageRoute[] = [
  customerPage(REPAIR_DETAIL_PATH, () => import('./detail/repair-detail-page').then((m) => m.RepairDetailPage)),
  // Addresses that lead to a repair's page at a section (decision 0019).
  customerPage(VIEW_MEDIA_PATH, () => import('./redirects/view-media-page').then((m) => m.ViewMediaPage)),
  customerPage(DMC_QUESTIONS_PATH, () => import('./redirects/dmc-questions-page').then((m) => m.DmcQuestionsPage)),
  customerPage(
    REPAIR_HISTORY_PATH,
    () => import('./history/repair-history-page').then((m) => m.RepairHistoryPage),
    REPAIRS_MENU,
  ),
];
