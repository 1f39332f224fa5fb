import type { Communication, CommunicationQuery } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { usePagedList, type PagedList, type PagedListView } from '../../../ui/list/use-paged-list';

/** The data keys of the inbox's reads, so a change can reload what it changed (useSWRConfig().mutate). */
export const inboxKeys = {
  list: (customerId: string, query: CommunicationQuery) => ['messages', 'list', customerId, JSON.stringify(query)],
};

/**
 * The messages to show: a page of the table, or the phone list grown 100 at a time (portal.md §4 "Inbox"). The query
 * is null while it cannot be asked (the dates are wrong).
 */
export function useMessageList(
  customerId: string,
  query: CommunicationQuery | null,
  view: PagedListView,
  page: number,
  pageSize: number,
): PagedList<Communication> {
  const { gateway } = useServices();
  return usePagedList({
    key: query ? inboxKeys.list(customerId, query) : null,
    fetchSlice: async (skip, limit) => {
      const list = await gateway.getCommunications(customerId, { ...(query ?? {}), skip, limit });
      return { items: list.communications, total: list['total-count'] };
    },
    view,
    page,
    pageSize,
  });
}
