import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useServices } from '../../../shared/services';
import type { RepairListItem, WorkOrderSearchQuery } from '../../../gateway';
import type { HistoryView } from '../../../repairs';
import { loadRepairSlice, type RepairSlice } from './load-repairs';

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
export interface RepairList {
  items: RepairListItem[];
  /** Position of the first item shown within all the matching repairs (0 for the first). */
  offset: number;
  total: number;
  /** Nothing to show yet. */
  isLoading: boolean;
  /** A new page or search is on its way while the previous one stays on screen. */
  isUpdating: boolean;
  error: unknown;
  /** Mobile: more repairs than are loaded match. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
}

type SliceKey = readonly ['repair-history', string, number, number];

interface LoadedSlice extends RepairSlice {
  skip: number;
}

const NO_REPAIRS: RepairListItem[] = [];

/**
 * The repairs to show: a page of the table, or the mobile list grown 100 at a time. Only the layout on screen is
 * asked for; the Area filter goes to the gateway with the rest of the search.
 */
export function useRepairList({ query, area, view, page, pageSize }: RepairListRequest): RepairList {
  const { gateway } = useServices();
  const json = query ? JSON.stringify(area === '' ? query : { ...query, area: [area] }) : null;
  const fetchSlice = async ([, text, skip, limit]: SliceKey): Promise<LoadedSlice> => ({ ...(await loadRepairSlice(gateway, JSON.parse(text) as WorkOrderSearchQuery, skip, limit)), skip });

  // The table, paged by the gateway. The page shown stays until the next one arrives, so nothing jumps.
  const skip = (page - 1) * pageSize;
  const pageKey: SliceKey | null = json !== null && view === 'desktop' ? ['repair-history', json, skip, pageSize] : null;
  const paged = useSWR(pageKey, fetchSlice, { keepPreviousData: true });

  // The mobile list, 100 more each time; a new search starts again from the first 100.
  const scrollKey = (index: number, previous: LoadedSlice | null): SliceKey | null => {
    if (json === null || view !== 'mobile') return null;
    if (previous && (previous.items.length === 0 || previous.skip + previous.items.length >= previous.total)) return null;
    return ['repair-history', json, index * pageSize, pageSize];
  };
  const scroll = useSWRInfinite(scrollKey, fetchSlice, { revalidateFirstPage: false });

  // No property to ask about (no active tenancy): an empty list, not one that loads for ever.
  if (json === null) {
    return { items: NO_REPAIRS, offset: 0, total: 0, isLoading: false, isUpdating: false, error: undefined, hasMore: false, isLoadingMore: false, loadMore: () => undefined };
  }

  if (view === 'desktop') {
    return {
      items: paged.data?.items ?? NO_REPAIRS,
      offset: paged.data?.skip ?? skip,
      total: paged.data?.total ?? 0,
      isLoading: paged.data === undefined && paged.error === undefined,
      isUpdating: paged.isValidating && paged.data !== undefined,
      error: paged.error,
      hasMore: false,
      isLoadingMore: false,
      loadMore: () => undefined,
    };
  }

  const slices = scroll.data ?? [];
  const items = slices.flatMap((slice) => slice.items);
  const total = slices.at(-1)?.total ?? 0;
  const isLoadingMore = scroll.size > 0 && slices.length > 0 && slices[scroll.size - 1] === undefined && scroll.error === undefined;
  return {
    items,
    offset: 0,
    total,
    isLoading: scroll.data === undefined && scroll.error === undefined,
    isUpdating: false,
    error: scroll.error,
    hasMore: slices.length > 0 && items.length < total,
    isLoadingMore,
    loadMore: () => {
      if (!isLoadingMore) void scroll.setSize(slices.length + 1);
    },
  };
}
