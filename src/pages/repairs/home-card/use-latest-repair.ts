import { useLatest, type LatestRead } from '../../../ui/card-states';
import type { WorkOrder } from '../../../gateway';
import type { PropertyOption } from '../../../customer/property-options';

/** The data keys of the card's read, so a change can reload what it changed (useSWRConfig().mutate). */
export const latestRepairKeys = {
  latest: (premisesId: string, tenancyStartDate: string) => ['latest-repair', premisesId, tenancyStartDate] as const,
};

/**
 * The most recent repair at the property since the resident's tenancy began, or null when there is none
 * (portal.md §7 "GET repair list": limit 1, newest first, the unused filters sent empty; §9 "limit 1 per property").
 * The answer's nested `worksOrders` is the home card's shape.
 */
export function useLatestRepair(
  property: Pick<PropertyOption, 'premisesId' | 'tenancyStartDate'>,
): LatestRead<WorkOrder | null> {
  const { premisesId, tenancyStartDate } = property;
  return useLatest(latestRepairKeys.latest(premisesId, tenancyStartDate), async (gateway) => {
    const result = await gateway.searchWorkOrders({
      propertiesIds: [premisesId],
      orderBy: 'raisedDate desc',
      raisedSince: tenancyStartDate,
      priority: '',
      status: [],
      description: '',
      limit: 1,
    });
    return result.worksOrders[0] ?? null;
  });
}
