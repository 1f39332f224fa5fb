import useSWR from 'swr';
import { useServices } from '../../shared/services';

/**
 * The SWR key of the resident's unread messages: about one property, or (null) about all of them. The header counts
 * all of them; the home page's messages card and the inbox count the property their list shows (issue 26: "5 unread"
 * above 2 listed read as a mistake). Marking a message read changes every count it is in (mark-read.ts).
 */
export const unreadCountKey = (customerId: string, propertyId: string | null = null) =>
  ['messages', 'unread', customerId, propertyId ?? ''] as const;

/** Whether an SWR key is one of the resident's unread counts, and of which property ('' for all of them). */
export function unreadCountProperty(key: unknown, customerId: string): string | null {
  if (!Array.isArray(key) || key.length !== 4) return null;
  const [area, kind, customer, property] = key as unknown[];
  return area === 'messages' && kind === 'unread' && customer === customerId && typeof property === 'string'
    ? property
    : null;
}

export interface UnreadCount {
  /** How many of the resident's messages are unread; undefined while not known, and after a failed call. */
  count: number | undefined;
  /** The count is known or its call has failed: what waits for it (the header's menu) can be drawn. */
  settled: boolean;
}

/**
 * The resident's unread messages, all dates, about `propertyId` (the gateway's total-unread of assetIdentifier) or,
 * without one, about every property: total-unread counts them whatever the other filters (decision 0031), asked with
 * the smallest page. Nothing is asked while `customerId` is null.
 */
export function useUnreadCount(customerId: string | null, propertyId: string | null = null): UnreadCount {
  const { gateway } = useServices();
  const { data, error } = useSWR(
    customerId ? unreadCountKey(customerId, propertyId) : null,
    async ([, , id, property]: readonly [string, string, string, string]) => {
      const list = await gateway.getCommunications(id, {
        limit: 1,
        ...(property ? { assetIdentifier: property } : {}),
      });
      return list['total-unread'];
    },
  );
  return { count: data, settled: customerId === null || data !== undefined || error !== undefined };
}
