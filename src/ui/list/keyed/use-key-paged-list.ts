import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useServices } from '../../../shared/services';
import type { ListGateway, ListKey, ListPaging } from '../use-paged-list';

/**
 * Where a page of a key-paged list starts: after a key (the next page), before one (the page before), or at the top.
 */
export interface PagePosition {
  after?: string;
  before?: string;
}

/** One page as the gateway answered it: its items, and the keys of the pages either side (null at an end). */
export interface KeyPage<Item> {
  items: Item[];
  next: string | null;
  previous: string | null;
}

/**
 * A key-paged list's paging: also where the table's page starts, which the phone list ignores (it starts at the top).
 */
export interface KeyPaging extends ListPaging {
  position: PagePosition;
}

export interface KeyPagedList<Item> {
  items: Item[];
  /** Nothing to show yet. */
  isLoading: boolean;
  /** A new page or search is on its way while the previous one stays on screen. */
  isUpdating: boolean;
  error: unknown;
  /** The table: the keys of the next page and the page before; null at an end. */
  next: string | null;
  previous: string | null;
  /** Phone: more items follow those loaded. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
}

const NONE: never[] = [];
const nothing = () => undefined;

/**
 * A list the gateway pages by key (decision 0038): the table a page at a time, Previous and Next following the keys
 * the gateway gave, or the phone's cards grown a batch at a time. No count is asked for: a page costs the same
 * wherever it is in the list. Only the layout on screen is asked for.
 */
export function useKeyPagedList<Item>(
  paging: KeyPaging,
  key: ListKey | null,
  fetchPage: (position: PagePosition, limit: number, gateway: ListGateway) => Promise<KeyPage<Item>>,
): KeyPagedList<Item> {
  const { view, position, pageSize } = paging;
  const { gateway } = useServices();
  // The table, one page. The page shown stays until the next one arrives, so nothing jumps.
  const pageKey =
    key !== null && view === 'desktop' ? [...key, position.after ?? '', position.before ?? '', pageSize] : null;
  const paged = useSWR(pageKey, () => fetchPage(position, pageSize, gateway), { keepPreviousData: true });

  // The phone list, a batch more each time after the last batch's key; a new search starts again from the top.
  const batchKey = (index: number, previous: KeyPage<Item> | null) => {
    if (key === null || view !== 'phone') return null;
    if (index > 0 && !previous?.next) return null;
    return [...key, 'batch', previous?.next ?? '', pageSize];
  };
  const batches = useSWRInfinite(
    batchKey,
    (batch: readonly (string | number)[]) => {
      const after = String(batch.at(-2));
      return fetchPage(after === '' ? {} : { after }, pageSize, gateway);
    },
    { revalidateFirstPage: false },
  );

  if (key === null) {
    return {
      items: NONE,
      isLoading: false,
      isUpdating: false,
      error: undefined,
      next: null,
      previous: null,
      hasMore: false,
      isLoadingMore: false,
      loadMore: nothing,
    };
  }
  if (view === 'desktop') {
    return {
      items: paged.data?.items ?? NONE,
      isLoading: paged.data === undefined && paged.error === undefined,
      isUpdating: paged.isValidating && paged.data !== undefined,
      error: paged.error,
      next: paged.data?.next ?? null,
      previous: paged.data?.previous ?? null,
      hasMore: false,
      isLoadingMore: false,
      loadMore: nothing,
    };
  }
  const loaded = batches.data ?? [];
  const isLoadingMore = batches.size > loaded.length && loaded.length > 0 && batches.error === undefined;
  return {
    items: loaded.flatMap((batch) => batch.items),
    isLoading: batches.data === undefined && batches.error === undefined,
    isUpdating: false,
    error: batches.error,
    next: null,
    previous: null,
    hasMore: (loaded.at(-1)?.next ?? null) !== null,
    isLoadingMore,
    loadMore: () => {
      if (!isLoadingMore) void batches.setSize(loaded.length + 1);
    },
  };
}
