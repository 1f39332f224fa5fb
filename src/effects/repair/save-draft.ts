import { PreconditionFailedError, type RepairWorkOrder, type WorkOrderCreate } from '../../gateway';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import type { Effect, EffectEnvironment } from '../types';
import { draftFields } from './draft-fields';
import { draftOperationKey } from './operation-key';

/** What 'repair.saveDraft' stores: the draft's id and the entity tag of its latest version. */
export interface DraftRef {
  id: string;
  eTag: string;
}

const refOf = (workOrder: RepairWorkOrder): DraftRef => ({ id: workOrder.id, eTag: workOrder.eTag });

/**
 * PATCH with the entity tag held; when someone else changed the draft meanwhile (412) it is read again and the
 * same fields are sent once more with the new tag, so the resident's answers are not lost (repairs.md §4).
 */
async function update(environment: EffectEnvironment, id: string, etag: string | undefined, fields: ReturnType<typeof draftFields>): Promise<DraftRef> {
  const { gateway } = environment;
  const currentTag = etag ?? (await gateway.getWorkOrder(id, environment.signal)).eTag;
  try {
    return refOf(await gateway.updateWorkOrder(id, fields, currentTag));
  } catch (error) {
    if (!(error instanceof PreconditionFailedError)) throw error;
    const fresh = await gateway.getWorkOrder(id, environment.signal);
    return refOf(await gateway.updateWorkOrder(id, fields, fresh.eTag));
  }
}

/**
 * 'repair.saveDraft': creates the draft work order when there is none yet (POST /works-orders with an operation key;
 * the id comes from the Location header) or updates it (PATCH with its entity tag, one re-read and retry on 412).
 * Inputs: workOrderId and eTag (the stored draft, absent the first time), assetIdentifier and premisesId (needed to
 * create), and the draft fields a step knows (see draft-fields.ts).
 */
export const saveRepairDraft: Effect<EffectInput, DraftRef> = async (input, environment) => {
  const fields = draftFields(input);
  const id = readOptionalText(input, 'workOrderId');
  if (id !== undefined) {
    if (Object.keys(fields).length === 0) return { id, eTag: readOptionalText(input, 'eTag') ?? (await environment.gateway.getWorkOrder(id, environment.signal)).eTag };
    return update(environment, id, readOptionalText(input, 'eTag'), fields);
  }
  const premisesId = readOptionalText(input, 'premisesId');
  const draft: WorkOrderCreate = { assetIdentifier: readText(input, 'assetIdentifier'), ...(premisesId ? { premisesId } : {}), ...fields };
  const key = await draftOperationKey(environment.customerId, draft, environment.now());
  return refOf(await environment.gateway.createWorkOrderDraft(draft, key));
};
