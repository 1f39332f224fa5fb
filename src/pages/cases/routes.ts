import { customerPage } from '../../shared/customer-page';
import type { MenuEntry, PageRoute } from '../../shared/page-route';
import { CASE_DETAIL_PATH, CASES_PATH } from '../../shared/paths';

/** The header's item (its rule in rules/menu-*.json decides whether it shows). */
const REQUESTS_MENU: MenuEntry = { label: 'menu_requests', position: 6, rule: 'menu-requests' };

/**
 * The service request pages (portal.md §2 "Service requests (cases)"). Each loads when first opened, so the start and
 * home pages' first download does not carry them: import them here only dynamically. The header offers the list by
 * rules/menu-requests.json (IsCaseCardRequired, and mypeabodycatalystcases for a catalyst customer). Raising a case is
 * the case journey (journeys/case.json), not a page.
 */
export const caseRoutes: readonly PageRoute[] = [
  customerPage(CASE_DETAIL_PATH, () => import('./detail/case-detail-page').then((m) => m.CaseDetailPage)),
  customerPage(CASES_PATH, () => import('./search/case-search-page').then((m) => m.CaseSearchPage), REQUESTS_MENU),
];
