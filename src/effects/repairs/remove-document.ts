import { GatewayHttpError } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';

/**
 * 'repair.removeDocument' (the media uploader's `remove` call): DELETE /works-orders/{id}/documents/{docId}. Inputs:
 * workOrderId, documentIdentifier. A document that is already gone (404, e.g. the answer to an earlier attempt was
 * lost) counts as removed; any other failure rejects (the uploader shows SSR011c).
 */
export const removeRepairDocument: Effect<EffectInput, { removed: string }> = async (input, environment) => {
  const workOrderId = readText(input, 'workOrderId');
  const documentIdentifier = readText(input, 'documentIdentifier');
  try {
    await environment.gateway.deleteWorkOrderDocument(workOrderId, documentIdentifier);
  } catch (error) {
    if (!(error instanceof GatewayHttpError && error.status === 404)) throw error;
  }
  return { removed: documentIdentifier };
};
