import { useServices } from '../../../shared/services';
import type { RepairListItem, WorkOrderSearchQuery } from '../../../gateway';
import type { HistoryView } from '../../../repairs';
import { usePagedList, type PagedList } from '../../../ui/use-paged-list';
import { loadRepairSlice } from './load-repairs';

export interface RepairListRequest {
  /** The search without its page; null when there is no property to search (no active tenancy). */
  query: WorkOrderSearchQuery | null;
  /** The Area filter, '' for every area. */
  area: string;
  view: HistoryView;
  /** The table's page (1-based); the mobile list ignores it. */
  page: number;
  /** Repairs a page of the table, or loaded at a time by the mobile list. */
  pageSize: number;
}

/** The repairs shown and where they stand in the whole result. */
export type RepairList = PagedList<RepairListItem>;

/**
 * The repairs to show: a page of the table, or the mobile list grown 100 at a time (the kit's usePagedList). Only the
 * layout on screen is asked for; the Area filter goes to the gateway with the rest of the search.
 */
export function useRepairList({ query, area, view, page, pageSize }: RepairListRequest): RepairList {
  const { gateway } = useServices();
  const search = query ? (area === '' ? query : { ...query, area: [area] }) : null;
  return usePagedList({
    // No property to ask about (no active tenancy): an empty list, not one that loads for ever.
    key: search ? ['repair-history', JSON.stringify(search)] : null,
    fetchSlice: (skip, limit) => loadRepairSlice(gateway, search ?? {}, skip, limit),
    view: view === 'mobile' ? 'phone' : 'desktop',
    page,
    pageSize,
  });
}
