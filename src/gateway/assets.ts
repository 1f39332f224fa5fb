import type { Asset } from '../../schemas/generated/gateway.asset';
import type { AssetAssociates } from '../../schemas/generated/gateway.asset-associates';
import type { GatewayRequest } from './request';
import { keptAnswers } from './kept-answers';
import { encodePath } from './url';

/** Landlord and managers; with interestedParties asked for, the high-rise parties too (shape not in the spec). */
export type AssetAssociatesWithParties = AssetAssociates & { interestedParties?: unknown };

export interface AssetCalls {
  /** GET /assets/{premisesId}/assets?expand=address: the premises and the assets above it. */
  getAssetHierarchy(premisesId: string): Promise<Asset[]>;
  /** GET /assets/{id}: asset details, including landlord. */
  getAsset(assetId: string): Promise<{ asset: Asset; etag: string | null }>;
  /** GET /assets/{id}/associates, with ?expand=interestedParties for the high-rise card. */
  getAssetAssociates(assetId: string, options?: { interestedParties?: boolean }): Promise<AssetAssociatesWithParties>;
}

/**
 * How long one answer of a premises' asset hierarchy serves every caller. The home, its block and its estate change
 * only when the association's asset register does, and a page and the journey it opens ask for the same premises
 * within seconds (the address list, then the repair's asset step): one call instead of two on a phone (issue 13).
 */
export const ASSET_HIERARCHY_TTL_MS = 60_000;

export function createAssetCalls(request: GatewayRequest, now: () => number = () => Date.now()): AssetCalls {
  const hierarchies = keptAnswers<Asset[]>(ASSET_HIERARCHY_TTL_MS, now);
  return {
    getAssetHierarchy(premisesId) {
      return hierarchies(premisesId, () =>
        request<Asset[] | null>({
          method: 'GET',
          path: encodePath`/assets/${premisesId}/assets`,
          query: { expand: 'address' },
        }).then((response) => response.data ?? []),
      );
    },

    async getAsset(assetId) {
      const response = await request<Asset>({ method: 'GET', path: encodePath`/assets/${assetId}` });
      return { asset: response.data, etag: response.etag };
    },

    async getAssetAssociates(assetId, options = {}) {
      const response = await request<AssetAssociatesWithParties | null>({
        method: 'GET',
        path: encodePath`/assets/${assetId}/associates`,
        query: { expand: options.interestedParties ? 'interestedParties' : undefined },
      });
      return response.data ?? {};
    },
  };
}
