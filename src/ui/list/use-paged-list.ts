import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useServices, type PortalServices } from '../../shared/services';

/** A list's two layouts: the table, a page at a time, or the phone's cards, grown a batch at a time with Show more. */
export type PagedListView = 'desktop' | 'phone';

/** One slice of a list as the gateway answered it: its items and how many match in all. */
export interface ListSlice<Item> {
  items: Item[];
  total: number;
}

/**
 * What identifies a list without its page (the area, the owner, the query as text), its data key: the list's own
 * factory makes it (`inboxKeys.list(…)`), so a change can reload what it changed; null while it cannot be asked.
 */
export type ListKey = readonly (string | number)[];

/** The gateway client a list's read is given (the portal's services), so a list's reads need no hook of their own. */
export type ListGateway = PortalServices['gateway'];

/** What a list's reads are asked for, whether it pages by number or by key. */
export interface ListPaging {
  view: PagedListView;
  /** Items a page of the table, or loaded at a time by the phone list. */
  pageSize: number;
}

/** A counted list's paging: also the table's page (1-based), which the phone list ignores. */
export interface CountedPaging extends ListPaging {
  page: number;
}

/** The items shown and where they stand in the whole result. */
export interface PagedList<Item> {
  items: Item[];
  /** Position of the first item shown among all that match (0 for the first). */
  offset: number;
  total: number;
  /** Nothing to show yet. */
  isLoading: boolean;
  /** A new page or search is on its way while the previous one stays on screen. */
  isUpdating: boolean;
  error: unknown;
  /** Phone: more items match than are loaded. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
}

interface Slice<Item> extends ListSlice<Item> {
  skip: number;
}

const NONE: never[] = [];

/**
 * The items to show: a page of the table, or the phone list grown a batch at a time. Only the layout on screen is
 * asked for; the gateway pages, counts and filters (every list endpoint pages by key).
 */
export function usePagedList<Item>(
  { view, page, pageSize }: CountedPaging,
  key: ListKey | null,
  fetchSlice: (skip: number, limit: number, gateway: ListGateway) => Promise<ListSlice<Item>>,
): PagedList<Item> {
  const { gateway } = useServices();
  const load = async (sliceKey: ListKey): Promise<Slice<Item>> => {
    const skip = Number(sliceKey.at(-2));
    const slice = await fetchSlice(skip, Number(sliceKey.at(-1)), gateway);
    return { ...slice, skip };
  };

  // The table, paged by the gateway. The page shown stays until the next one arrives, so nothing jumps.
  const skip = (page - 1) * pageSize;
  const pageKey = key !== null && view === 'desktop' ? [...key, skip, pageSize] : null;
  const paged = useSWR(pageKey, load, { keepPreviousData: true });

  // The phone list, a batch more each time; a new search starts again from the first batch.
  const scrollKey = (index: number, previous: Slice<Item> | null) => {
    if (key === null || view !== 'phone') return null;
    if (previous && (previous.items.length === 0 || previous.skip + previous.items.length >= previous.total))
      return null;
    return [...key, index * pageSize, pageSize];
  };
  const scroll = useSWRInfinite(scrollKey, load, { revalidateFirstPage: false });

  if (key === null) {
    return {
      items: NONE,
      offset: 0,
      total: 0,
      isLoading: false,
      isUpdating: false,
      error: undefined,
      hasMore: false,
      isLoadingMore: false,
      loadMore: () => undefined,
    };
  }

  if (view === 'desktop') {
    return {
      items: paged.data?.items ?? NONE,
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
  const isLoadingMore =
    scroll.size > 0 && slices.length > 0 && slices[scroll.size - 1] === undefined && scroll.error === undefined;
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
