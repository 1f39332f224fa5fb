import type { Communication } from '../../../gateway';
import { defaultDateRange } from '../../../messages/default-date-range';
import { HOME_CARD_MESSAGES } from '../../../messages/inbox-choices';
import { isoDay } from '../../../shared/dates';
import { useLatest, type LatestRead } from '../../../ui/card-states';

/** The data keys of the card's read, so a change can reload what it changed (useSWRConfig().mutate). */
export const latestMessagesKeys = {
  latest: (customerId: string, propertyId: string | null, range: { from: string; to: string }) =>
    ['messages', 'latest', customerId, propertyId ?? '', range.from, range.to] as const,
};

/**
 * The resident's two latest messages about the property (portal.md §7: "Home card sends limit 2, skip 0", over the
 * inbox's default range, two years back to today on the London calendar), newest first.
 */
export function useLatestMessages(customerId: string, propertyId: string | null): LatestRead<Communication[]> {
  const range = defaultDateRange(isoDay(new Date()), null);
  return useLatest(latestMessagesKeys.latest(customerId, propertyId, range), async (gateway) => {
    const list = await gateway.getCommunications(customerId, {
      fromDate: range.from,
      toDate: range.to,
      ...(propertyId === null ? {} : { assetIdentifier: propertyId }),
      limit: HOME_CARD_MESSAGES,
      skip: 0,
    });
    return list.communications;
  });
}
