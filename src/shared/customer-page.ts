import type { ComponentType } from 'react';
import type { LazyPageRoute, MenuEntry } from './page-route';

/**
 * A page behind the customer, loaded when first opened: what every area's route table (src/pages/<area>/routes.ts)
 * is made of, one line a page. `loadPage` imports the page dynamically, so the start and home pages' first download
 * does not carry it: `() => import('./history/repair-history-page').then((m) => m.RepairHistoryPage)`.
 */
export function customerPage(path: string, loadPage: () => Promise<ComponentType>, menu?: MenuEntry): LazyPageRoute {
  return { path, access: 'needsCustomer', loadPage, menu };
}
