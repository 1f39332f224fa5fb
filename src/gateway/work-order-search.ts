import type { WorkOrderSearchResult } from '../../schemas/generated/gateway.work-order-search-result';
import type { GatewayRequest } from './request';

// The search is its own module, apart from the rest of the work orders' calls: the home page's latest-repair card and
// the history list make only this call, so they do not download the create, update, cancel and note calls (issue 13).

/** GET /search/works-orders parameters (repairs.md §7). Empty strings are sent as empty: "no filter". */
export interface WorkOrderSearchQuery {
  searchText?: string;
  orderBy?: 'raisedDate desc' | 'raisedDate asc';
  raisedSince?: string;
  /** Sent comma-separated. */
  status?: string[];
  sor?: string;
  location?: string;
  priority?: string;
  /**
   * The history's Area filter (Property, Block…), sent comma-separated. Not in the specification's list of
   * parameters: the sandbox's addition (docs/decisions/0016), so the list pages and counts by area in the gateway.
   */
  area?: string[];
  /** Sent as a repeated parameter. */
  propertiesIds?: string[];
  limit?: number;
  skip?: number;
  description?: string;
  isDuplicateCheck?: boolean;
}

export interface WorkOrderSearchCalls {
  /** GET /search/works-orders: `models` for the history list, `worksOrders` for the home card and duplicate check. */
  searchWorkOrders(query: WorkOrderSearchQuery, signal?: AbortSignal): Promise<WorkOrderSearchResult>;
}

export function createWorkOrderSearchCalls(request: GatewayRequest): WorkOrderSearchCalls {
  return {
    async searchWorkOrders(query, signal) {
      const response = await request<WorkOrderSearchResult | null>({
        method: 'GET',
        path: '/search/works-orders',
        query: {
          searchText: query.searchText,
          orderBy: query.orderBy,
          raisedSince: query.raisedSince,
          status: query.status?.join(','),
          sor: query.sor,
          location: query.location,
          priority: query.priority,
          ...(query.area?.length ? { area: query.area.join(',') } : {}),
          propertiesIds: query.propertiesIds,
          limit: query.limit,
          skip: query.skip,
          description: query.description,
          isDuplicateCheck: query.isDuplicateCheck,
        },
        signal,
      });
      const data = response.data;
      return { models: data?.models ?? [], worksOrders: data?.worksOrders ?? [], totalCount: data?.totalCount ?? 0 };
    },
  };
}
