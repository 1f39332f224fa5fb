import type { Communication, CommunicationQuery } from '../../../gateway';
import { usePagedList, type CountedPaging } from '../../../ui/list/use-paged-list';

/** The data keys of the inbox's reads, so a change can reload what it changed (useSWRConfig().mutate). */
export const inboxKeys = {
  list: (customerId: string, query: CommunicationQuery) => ['messages', 'list', customerId, JSON.stringify(query)],
};

/**
 * The messages to show: a page of the table, or the phone list grown 100 at a time (portal.md §4 "Inbox"). The query
 * is null while it cannot be asked (the dates are wrong).
 */
export function useMessageList(customerId: string, query: CommunicationQuery | null, paging: CountedPaging) {
  return usePagedList<Communication>(
    paging,
    query && inboxKeys.list(customerId, query),
    async (skip, limit, gateway) => {
      const list = await gateway.getCommunications(customerId, { ...query, skip, limit });
      return { items: list.communications, total: list['total-count'] };
    },
  );
}
