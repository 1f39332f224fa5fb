import type { Db } from '../../db/open-database';
import { requireOwnership } from '../ownership';

/** The id the portal sends for a repair that is not saved yet (repairs.md §7, SOR determination). */
export const NEW_WORK_ORDER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A work order named in a path must be the caller's (404 unknown, 403 someone else's); the all-zero id names no
 * work order. Answers the work order's asset id, when there is one.
 */
export function requireOwnWorkOrderOrNew(db: Db, customerId: string, workOrderId: string): string | undefined {
  if (workOrderId === NEW_WORK_ORDER_ID) return undefined;
  const row = db.prepare('SELECT customer_id, asset_id FROM work_orders WHERE id = ?').get(workOrderId) as
    { customer_id: string; asset_id: string } | undefined;
  requireOwnership({ exists: row !== undefined, owned: row?.customer_id === customerId });
  return row?.asset_id;
}
