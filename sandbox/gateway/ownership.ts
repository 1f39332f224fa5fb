import type { Db } from '../db/open-database';
import { forbidden, notFound } from './errors';

/**
 * The one rule every object route follows (SEC-10): an id nobody has → 404; an id that exists but is not the
 * caller's → 403 with the same body shape and wording as a 404, and before any side effect.
 */
export function requireOwnership(check: { exists: boolean; owned: boolean }): void {
  if (!check.exists) throw notFound();
  if (!check.owned) throw forbidden();
}

const exists = (db: Db, table: 'customers' | 'assets', id: string): boolean =>
  db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;

export function requireOwnCustomer(db: Db, callerCustomerId: string, customerId: string): void {
  requireOwnership({ exists: exists(db, 'customers', customerId), owned: customerId === callerCustomerId });
}

/**
 * Premises the customer holds or has held a tenancy on. Ended tenancies count: a former tenant still reads the
 * history of that home, and the client itself filters to active tenancies by the isTenancyActive status.
 */
export function heldPremisesIds(db: Db, customerId: string): Set<string> {
  const ids = db
    .prepare('SELECT DISTINCT premises_id FROM tenancies WHERE customer_id = ?')
    .pluck()
    .all(customerId) as string[];
  return new Set(ids);
}

/** The asset and every asset above it (property → block → estate …), nearest first. */
export function assetChainIds(db: Db, assetId: string): string[] {
  const parentOf = db.prepare('SELECT parent_id FROM assets WHERE id = ?').pluck();
  const chain: string[] = [];
  let current: string | null | undefined = assetId;
  // The visited check stops a parent_id cycle in hand-edited data from looping forever.
  while (current && !chain.includes(current)) {
    if (!exists(db, 'assets', current)) break;
    chain.push(current);
    current = parentOf.get(current) as string | null | undefined;
  }
  return chain;
}

/** Assets the customer may see: the premises it holds and every asset above them. */
export function visibleAssetIds(db: Db, customerId: string): Set<string> {
  const visible = new Set<string>();
  for (const premisesId of heldPremisesIds(db, customerId))
    for (const id of assetChainIds(db, premisesId)) visible.add(id);
  return visible;
}

export function requireHeldPremises(db: Db, customerId: string, premisesId: string): void {
  requireOwnership({
    exists: exists(db, 'assets', premisesId),
    owned: heldPremisesIds(db, customerId).has(premisesId),
  });
}

export function requireVisibleAsset(db: Db, customerId: string, assetId: string): void {
  requireOwnership({ exists: exists(db, 'assets', assetId), owned: visibleAssetIds(db, customerId).has(assetId) });
}
