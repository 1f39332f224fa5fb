import type { Communication, CommunicationQuery } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { usePagedList, type PagedList } from '../../../ui/use-paged-list';
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

export type MessageList = PagedList<Communication>;

/** The messages to show: a page of the table, or the phone list grown 100 at a time (portal.md §4 "Inbox"). */
export function useMessageList({ customerId, query, view, page, pageSize }: MessageListRequest): MessageList {
  const { gateway } = useServices();
  return usePagedList({
    key: query ? ['messages', 'list', customerId, JSON.stringify(query)] : null,
    fetchSlice: async (skip, limit) => {
      const list = await gateway.getCommunications(customerId, { ...(query ?? {}), skip, limit });
      return { items: list.communications, total: list['total-count'] };
    },
    view,
    page,
    pageSize,
  });
}
