import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Communication, CommunicationQuery } from '../../../gateway';
import { useServices } from '../../../shared/services';
import type { InboxView } from './use-inbox-view';

export interface MessageListRequest {
  customerId: string;
  /** The query without its page; null while it cannot be asked (the dates are wrong). */
  query: CommunicationQuery | null;
  view: InboxView;
  /** The table's page (1-based); the phone list ignores it. */
  page: number;
  /** Messages a page of the table, or loaded at a time by the phone list. */
  pageSize: number;
}

/** The messages shown and where they stand in the whole result. */
export interface MessageList {
  items: Communication[];
  /** Position of the first message shown among all that match (0 for the first). */
  offset: number;
  total: number;
  /** Nothing to show yet. */
  isLoading: boolean;
  /** A new page or search is on its way while the previous one stays on screen. */
  isUpdating: boolean;
  error: unknown;
  /** Phone: more messages match than are loaded. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
}

type SliceKey = readonly ['messages', 'list', string, string, number, number];

interface Slice {
  items: Communication[];
  total: number;
  skip: number;
}

const NO_MESSAGES: Communication[] = [];

/**
 * The messages to show: a page of the table, or the phone list grown 100 at a time (portal.md §4 "Inbox"). Only the
 * layout on screen is asked for; the gateway pages, counts and filters.
 */
export function useMessageList({ customerId, query, view, page, pageSize }: MessageListRequest): MessageList {
  const { gateway } = useServices();
  const json = query ? JSON.stringify(query) : null;
  const fetchSlice = async ([, , id, text, skip, limit]: SliceKey): Promise<Slice> => {
    const list = await gateway.getCommunications(id, { ...(JSON.parse(text) as CommunicationQuery), skip, limit });
    return { items: list.communications, total: list['total-count'], skip };
  };

  // The table, paged by the gateway. The page shown stays until the next one arrives, so nothing jumps.
  const skip = (page - 1) * pageSize;
  const pageKey: SliceKey | null = json !== null && view === 'desktop' ? ['messages', 'list', customerId, json, skip, pageSize] : null;
  const paged = useSWR(pageKey, fetchSlice, { keepPreviousData: true });

  // The phone list, 100 more each time; a new search starts again from the first 100.
  const scrollKey = (index: number, previous: Slice | null): SliceKey | null => {
    if (json === null || view !== 'phone') return null;
    if (previous && (previous.items.length === 0 || previous.skip + previous.items.length >= previous.total)) return null;
    return ['messages', 'list', customerId, json, index * pageSize, pageSize];
  };
  const scroll = useSWRInfinite(scrollKey, fetchSlice, { revalidateFirstPage: false });

  if (json === null) {
    return { items: NO_MESSAGES, offset: 0, total: 0, isLoading: false, isUpdating: false, error: undefined, hasMore: false, isLoadingMore: false, loadMore: () => undefined };
  }

  if (view === 'desktop') {
    return {
      items: paged.data?.items ?? NO_MESSAGES,
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
