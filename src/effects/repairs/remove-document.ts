import { GatewayHttpError } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';

/**
 * 'repair.removeDocument' (the media uploader's `remove` call): reads the repair's documents for this one's entity tag
 * (the list is metadata only, so no file is downloaded) and DELETEs /works-orders/{id}/documents/{docId} with it, as
 * Leave reads the draft for its tag before cancelling. Inputs: workOrderId, documentIdentifier. A document that is
 * already gone (not listed, or 404: e.g. the answer to an earlier attempt was lost) counts as removed; any other
 * failure rejects (the uploader shows SSR011c).
 */
export const removeRepairDocument: Effect<EffectInput, { removed: string }> = async (input, environment) => {
  const workOrderId = readText(input, 'workOrderId');
  const documentIdentifier = readText(input, 'documentIdentifier');
  const listed = (await environment.gateway.listWorkOrderDocuments(workOrderId)).find(
    (document) => document.id === documentIdentifier,
  );
  if (!listed) return { removed: documentIdentifier };
  try {
    // A list without tags (a gateway short of the contract) sends an empty If-Match, which the gateway refuses (428).
    await environment.gateway.deleteWorkOrderDocument(workOrderId, documentIdentifier, listed.eTag ?? '');
  } catch (error) {
    if (!(error instanceof GatewayHttpError && error.status === 404)) throw error;
  }
  return { removed: documentIdentifier };
};
