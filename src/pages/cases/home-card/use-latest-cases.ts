import type { Case } from '../../../gateway';
import { CASE_STATUS_FILTERS, HOME_CARD_CASES } from '../../../cases/case-list-choices';
import { caseStatusDisplay, inCardOrder } from '../../../cases/case-status';
import { useAssetHierarchy } from '../../../customer-ui/use-asset-hierarchy';
import { useLatest, type LatestRead } from '../../../ui/card-states';

/** The data keys of the card's read, so a change can reload what it changed (useSWRConfig().mutate). */
export const latestCasesKeys = {
  latest: (customerId: string, assetIds: readonly string[]) =>
    ['cases', 'latest', customerId, assetIds.join(',')] as const,
};

/**
 * The home card's two cases (portal.md §2 Home, §4 "The case card sorts cases by status order Active, then Resolved,
 * then Cancelled"): the newest of the first status in the card's order (rules/case-status-display.json) that has any,
 * then of the next, until there are two — one small call per status, usually one. The chosen property's cases and
 * those about its block and estate, as the list shows them; every case of the resident when there is no property.
 */
export function useLatestCases(customerId: string, premisesId: string | null): LatestRead<Case[]> {
  const hierarchy = useAssetHierarchy(premisesId ?? undefined);
  const assetIds =
    premisesId === null
      ? []
      : (hierarchy.data?.map((asset) => asset.id) ?? (hierarchy.error === undefined ? null : [premisesId]));
  const statuses = CASE_STATUS_FILTERS.flatMap((option) => (option.value === undefined ? [] : [option.value])).sort(
    (a, b) => caseStatusDisplay(a).cardOrder - caseStatusDisplay(b).cardOrder,
  );
  return useLatest(assetIds === null ? null : latestCasesKeys.latest(customerId, assetIds), async (gateway) => {
    const found: Case[] = [];
    for (const status of statuses) {
      if (found.length >= HOME_CARD_CASES) break;
      const page = await gateway.searchCases({
        customerId,
        status,
        ...(assetIds && assetIds.length > 0 ? { assetIdentifier: assetIds.join(',') } : {}),
        limit: HOME_CARD_CASES - found.length,
      });
      found.push(...page.cases);
    }
    return inCardOrder(found);
  });
}
