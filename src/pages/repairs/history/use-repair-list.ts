import type { RepairListItem, WorkOrderSearchQuery } from '../../../gateway';
import { usePagedList, type CountedPaging } from '../../../ui/list/use-paged-list';

/** The data keys of the history's reads, so a change can reload what it changed (useSWRConfig().mutate). */
export const historyKeys = {
  list: (query: WorkOrderSearchQuery) => ['repair-history', JSON.stringify(query)] as const,
};

/**
 * The repairs to show: a page of the table, or the phone list grown 100 at a time (the kit's usePagedList). Only the
 * layout on screen is asked for. The query is null when there is no property to search (no active tenancy): an empty
 * list, not one that loads for ever.
 */
export function useRepairList(query: WorkOrderSearchQuery | null, paging: CountedPaging) {
  return usePagedList<RepairListItem>(paging, query && historyKeys.list(query), async (skip, limit, gateway) => {
    const result = await gateway.searchWorkOrders({ ...query, skip, limit });
    return { items: result.models, total: result.totalCount };
  });
}
