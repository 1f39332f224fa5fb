import useSWR from 'swr';
import { useServices } from '../../shared/services';

/**
 * The SWR key of the resident's unread messages: one count, which the header's Messages item, the home page's messages
 * card and the inbox all show, and which marking a message read changes in one place (mark-read.ts).
 */
export const unreadCountKey = (customerId: string) => ['messages', 'unread', customerId] as const;

export interface UnreadCount {
  /** How many of the resident's messages are unread; undefined while not known, and after a failed call. */
  count: number | undefined;
  /** The count is known or its call has failed: what waits for it (the header's menu) can be drawn. */
  settled: boolean;
}

/**
 * The resident's unread messages, all properties and dates: the gateway's total-unread, which counts them whatever the
 * other filters (decision 0031), asked with the smallest page. Nothing is asked while `customerId` is null.
 */
export function useUnreadCount(customerId: string | null): UnreadCount {
  const { gateway } = useServices();
  const { data, error } = useSWR(customerId ? unreadCountKey(customerId) : null, async ([, , id]: readonly [string, string, string]) => {
    const list = await gateway.getCommunications(id, { limit: 1 });
    return list['total-unread'];
  });
  return { count: data, settled: customerId === null || data !== undefined || error !== undefined };
}
