import type { CaseSearchQuery } from '../../../gateway';
import type { CaseSearchState } from './case-search-params';

/**
 * GET /cases for the list (portal.md §7), without its page: the customer's cases about the chosen property and the
 * assets above it (its block and estate: a communal case belongs to the home too), with the search, status and order
 * chosen. With no property to choose (no current tenancy) every case of the resident is asked for.
 */
export function caseQuery(customerId: string, state: CaseSearchState, assetIds: readonly string[]): CaseSearchQuery {
  return {
    customerId,
    ...(assetIds.length === 0 ? {} : { assetIdentifier: assetIds.join(',') }),
    ...(state.search === '' ? {} : { searchText: state.search }),
    ...(state.statusFilter.status === undefined ? {} : { status: state.statusFilter.status }),
    orderBy: state.sort.orderBy,
  };
}
