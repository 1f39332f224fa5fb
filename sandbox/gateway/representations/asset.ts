import type { Db } from '../../db/open-database';
import type { Asset } from '../../../schemas/generated/gateway.asset';
import { parseStoredBody } from './stored-body';

export function loadAsset(db: Db, assetId: string): Asset | undefined {
  const row = db.prepare('SELECT body FROM assets WHERE id = ?').get(assetId) as { body: string } | undefined;
  return row && parseStoredBody<Asset>('assets', assetId, row.body);
}

/**
 * High-rise parties of the nearest high-rise asset in the chain (the block a property sits in, or the block
 * itself). asset_parties.body holds the interestedParties object as the gateway returns it.
 */
export function interestedPartiesFor(db: Db, chainIds: string[]): unknown {
  const find = db.prepare(
    'SELECT p.body, p.asset_id FROM asset_parties p JOIN assets a ON a.id = p.asset_id WHERE a.id = ? AND a.is_high_rise = 1',
  );
  for (const id of chainIds) {
    const row = find.get(id) as { body: string; asset_id: string } | undefined;
    if (row) return parseStoredBody<unknown>('asset_parties', row.asset_id, row.body);
  }
  return undefined;
}
