import useSWR from 'swr';
import type { AssetAssociates } from '../../../../schemas/generated/gateway.asset-associates';
import type { Case } from '../../../gateway';
import { needsOfficer } from '../../../cases/case-owner';
import { useServices } from '../../../shared/services';
import { ownerText } from './owner-text';

export interface CaseOwners {
  /** The owner of a case in words; '' until the officers it needs are known. */
  ownerOf(item: Case): string;
  /** Every officer the cases need is known (always, when none is an officer's). */
  ready: boolean;
  /** An officer could not be looked up: the page goes to /genericerror (portal.md §8). */
  error: unknown;
}

/**
 * The owners of the cases shown. A case owned by the property's neighbourhood manager or incomes officer names them,
 * from the associates of the case's asset (GET /assets/{id}/associates, once per asset, answers shared by key with the
 * other pages that ask); a team needs no call.
 */
export function useCaseOwners(cases: readonly Case[]): CaseOwners {
  const { gateway } = useServices();
  const assetIds = [
    ...new Set(cases.filter((item) => needsOfficer(item.assignee)).map((item) => item.identifiers.assetIdentifier)),
  ].sort();
  const associates = useSWR(
    assetIds.length === 0 ? null : ['case-owners', ...assetIds],
    async () => {
      const answers = await Promise.all(
        assetIds.map(async (id) => [id, await gateway.getAssetAssociates(id)] as const),
      );
      return new Map<string, AssetAssociates>(answers);
    },
    { keepPreviousData: true },
  );
  const known = associates.data;
  const ready = assetIds.length === 0 || (known !== undefined && assetIds.every((id) => known.has(id)));
  return {
    ownerOf: (item) => {
      if (!needsOfficer(item.assignee)) return ownerText(item.assignee, null);
      const found = known?.get(item.identifiers.assetIdentifier);
      return found === undefined ? '' : ownerText(item.assignee, found);
    },
    ready,
    error: associates.error,
  };
}
