import useSWR from 'swr';
import { isShownFailure } from '../gateway';
import { useServices, type PortalServices } from '../shared/services';
import type { LatestRead } from '../ui/card-states';

/**
 * A home card's read (the card kit, decision 0061): its data key, made by the card's own key factory so a change can
 * reload it, and its call to the gateway; null while it cannot be asked. What the card's LatestContent draws from:
 * the answer, and whether it failed in a way the resident is told of (any failure but a 401, which has already sent
 * them to the start).
 */
export function useLatest<Data>(
  key: readonly unknown[] | null,
  read: (gateway: PortalServices['gateway']) => Promise<Data>,
): LatestRead<Data> {
  const { gateway } = useServices();
  const { data, error } = useSWR(key, () => read(gateway));
  return { data, failed: isShownFailure(error) };
}
