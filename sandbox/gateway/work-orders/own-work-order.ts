import type { WorkOrder } from '../../../schemas/generated/gateway.work-order';
import type { Db } from '../../db/open-database';
import { etagOf } from '../etag';
import { unprocessable } from '../errors';
import { requireOwnership } from '../ownership';
import { toWorkOrderRepresentation } from './representation';
import type { StoredWorkOrder } from './stored-work-order';
import { loadWorkOrder, type LoadedWorkOrder } from './work-order-store';

/**
 * The caller's work order, or the one IDOR answer: none (or an expired draft) → 404, someone else's → 403
 * with the same wording. Call it before reading a body or changing anything.
 */
export function requireOwnWorkOrder(db: Db, customerId: string, id: string, now: Date): LoadedWorkOrder {
  const loaded = loadWorkOrder(db, id, now);
  requireOwnership({ exists: loaded !== undefined, owned: loaded?.row.customer_id === customerId });
  return loaded as LoadedWorkOrder;
}

/**
 * The repair a recall names (originalWorkOrderIdentifier) is an id in a body, checked like one in a path: it must
 * exist and be the caller's (404 / 403 with the same wording), and a repair cannot recall itself (422).
 */
export function requireOwnOriginal(
  db: Db,
  customerId: string,
  originalId: string | undefined,
  now: Date,
  selfId?: string,
): void {
  if (originalId === undefined) return;
  requireOwnWorkOrder(db, customerId, originalId, now);
  if (originalId === selfId)
    throw unprocessable([
      { field: '/originalWorkOrderIdentifier', code: 'self-recall', message: 'a repair cannot be a recall of itself' },
    ]);
}

/** The nested representation with its eTag, which equals the ETag header (a hash of everything else). */
export function versionedWorkOrder(workOrder: StoredWorkOrder): { representation: WorkOrder; etag: string } {
  const representation = toWorkOrderRepresentation(workOrder);
  const etag = etagOf(representation);
  return { representation: { ...representation, eTag: etag }, etag };
}
