import type { Asset } from '../../../schemas/generated/gateway.asset';
import { authorise } from '../authorise';
import { notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { assetChainIds, requireVisibleAsset } from '../ownership';
import { interestedPartiesFor, loadAsset } from '../representations/asset';
import { jsonWithETag } from '../respond';

/**
 * Assets a customer may see: each premises it holds or held a tenancy on, and every asset above those
 * (block, estate …). Other assets → 403, unknown → 404.
 */
export function registerAssetRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const load = (id: string): Asset => {
    const asset = loadAsset(db, id);
    if (!asset) throw notFound();
    return asset;
  };

  api.get('/assets/:id', (c) => {
    const assetId = c.req.param('id');
    requireVisibleAsset(db, authorise(c, db), assetId);
    return jsonWithETag(c, load(assetId));
  });

  // The asset and everything above it, nearest first. Postal addresses come only with ?expand=address,
  // as on the real gateway, where they are the expensive part.
  api.get('/assets/:id/assets', (c) => {
    const assetId = c.req.param('id');
    requireVisibleAsset(db, authorise(c, db), assetId);
    const withAddresses = (c.req.queries('expand') ?? []).flatMap((v) => v.split(',')).includes('address');
    const chain = assetChainIds(db, assetId).map((id) => {
      const asset = load(id);
      return withAddresses ? asset : { ...asset, addresses: {} };
    });
    return jsonWithETag(c, chain);
  });

  api.get('/assets/:id/associates', (c) => {
    const assetId = c.req.param('id');
    requireVisibleAsset(db, authorise(c, db), assetId);
    const associates: Record<string, unknown> = { ...load(assetId).associates };
    const expand = (c.req.queries('expand') ?? []).flatMap((v) => v.split(','));
    if (expand.includes('interestedParties')) {
      const parties = interestedPartiesFor(db, assetChainIds(db, assetId));
      if (parties !== undefined) associates.interestedParties = parties;
    }
    return jsonWithETag(c, associates);
  });
}
