import useSWR from 'swr';
import { safetyParties, type SafetyParty } from '../../../building/safety-parties';
import type { AssetDocument } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** The building safety documents the card offers, in its order (portal.md §2 High-rise card). */
export const SAFETY_DOCUMENT_TYPES = ['BSR', 'FRA', 'RESIDENTENGAGEMENTSTRATEGY'] as const;

export interface BuildingSafety {
  readonly parties: readonly SafetyParty[];
  /** The newest document of each type the block has; a type it has none of is left out. */
  readonly documents: readonly AssetDocument[];
}

/**
 * A high-rise block's safety information: its four parties (GET /assets/{id}/associates?expand=interestedParties) and
 * its newest document of each type (GET /assets/{id}/documents). One failure fails it all: the card then says so,
 * with the phone number, rather than show half of it.
 */
export function useBuildingSafety(blockId: string) {
  const { gateway } = useServices();
  return useSWR(['building-safety', blockId] as const, async ([, id]): Promise<BuildingSafety> => {
    const [associates, ...documents] = await Promise.all([
      gateway.getAssetAssociates(id, { interestedParties: true }),
      ...SAFETY_DOCUMENT_TYPES.map((type) => gateway.listAssetDocuments(id, type)),
    ]);
    return {
      parties: safetyParties(associates.interestedParties),
      documents: documents.flatMap((list) => list.slice(0, 1)),
    };
  });
}
