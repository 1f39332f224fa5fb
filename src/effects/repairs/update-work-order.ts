import { PreconditionFailedError, type RepairWorkOrder, type WorkOrderUpdate } from '../../gateway';
import type { EffectEnvironment } from '../types';

/**
 * PATCH /works-orders/{id} with the entity tag held (read first when there is none). When someone else changed the
 * work order meanwhile (412) it is read again and the same fields are sent once more with the new tag, so the
 * resident's answers are not lost (repairs.md §4). `isDone` looks at any work order read first: when it already
 * says what this update wanted (an earlier attempt whose answer was lost), it is returned as it is.
 */
export async function updateWorkOrder(
  environment: EffectEnvironment,
  id: string,
  etag: string | undefined,
  update: WorkOrderUpdate,
  isDone: (current: RepairWorkOrder) => boolean = () => false,
): Promise<RepairWorkOrder> {
  const { gateway, signal } = environment;
  let currentTag = etag;
  if (currentTag === undefined) {
    const current = await gateway.getWorkOrder(id, signal);
    if (isDone(current)) return current;
    currentTag = current.eTag;
  }
  try {
    return await gateway.updateWorkOrder(id, update, currentTag);
  } catch (error) {
    if (!(error instanceof PreconditionFailedError)) throw error;
    const fresh = await gateway.getWorkOrder(id, signal);
    if (isDone(fresh)) return fresh;
    return gateway.updateWorkOrder(id, update, fresh.eTag);
  }
}
