import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';

/** A list's two layouts: the table, a page at a time, or the phone's cards, grown a batch at a time with Show more. */
export type PagedListView = 'desktop' | 'phone';

/** One slice of a list as the gateway answered it: its items and how many match in all. */
export interface ListSlice<Item> {
  items: Item[];
  total: number;
}

export interface PagedListRequest<Item> {
  /**
   * What identifies the list without its page (the area, the owner, the query as text); null while it cannot be asked.
   */
  key: readonly (string | number)[] | null;
  fetchSlice(skip: number, limit: number): Promise<ListSlice<Item>>;
  view: PagedListView;
  /** The table's page (1-based); the phone list ignores it. */
  page: number;
  /** Items a page of the table, or loaded at a time by the phone list. */
  pageSize: number;
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
export function usePagedList<Item>({ key, fetchSlice, view, page, pageSize }: PagedListRequest<Item>): PagedList<Item> {
  const load = async (sliceKey: readonly (string | number)[]): Promise<Slice<Item>> => {
    const skip = Number(sliceKey.at(-2));
    const slice = await fetchSlice(skip, Number(sliceKey.at(-1)));
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
