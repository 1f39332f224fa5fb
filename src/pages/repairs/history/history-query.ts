import type { WorkOrderSearchQuery } from '../../../gateway';
import type { HistoryState } from './history-params';

/** The property the list is about: its premises id and when the resident's tenancy of it began. */
export interface HistoryProperty {
  premisesId: string;
  tenancyStartDate: string;
}

/**
 * GET /search/works-orders for the list (repairs.md §3 "List query", §6, §7), without the page (skip and limit):
 * the selected property's repairs since its tenancy began. Search text, status and priority are always sent, empty
 * when the resident has not chosen one (§4: "Empty search text, sort or filters are sent as empty"); the sort is the
 * chosen one or the rule's default, because the gateway's query type has no empty sort (the gateway's default is
 * the same newest first). The Area filter is not a search parameter: see load-repairs.ts.
 */
export function historySearchQuery(state: HistoryState, property: HistoryProperty): WorkOrderSearchQuery {
  return {
    searchText: state.search,
    orderBy: state.sort.orderBy,
    raisedSince: property.tenancyStartDate,
    status: state.statusFilter?.statuses ?? [],
    priority: '',
    propertiesIds: [property.premisesId],
  };
}
