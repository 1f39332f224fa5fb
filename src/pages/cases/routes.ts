import type { PageRoute } from '../../shared/page-route';
import { CASE_DETAIL_PATH, CASES_PATH } from '../../shared/paths';

/**
 * The service request pages (portal.md §2 "Service requests (cases)"). Each loads when first opened, so the start and
 * home pages' first download does not carry them: import them here only dynamically. The header offers the list by
 * rules/menu-requests.json (IsCaseCardRequired, and mypeabodycatalystcases for a catalyst customer). Raising a case is
 * the case journey (journeys/case.json), not a page.
 */
export const caseRoutes: readonly PageRoute[] = [
  {
    path: CASES_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./search/case-search-page').then((module) => module.CaseSearchPage),
    menu: { label: 'menu_requests', position: 6, rule: 'menu-requests' },
  },
  {
    path: CASE_DETAIL_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./detail/case-detail-page').then((module) => module.CaseDetailPage),
  },
];
