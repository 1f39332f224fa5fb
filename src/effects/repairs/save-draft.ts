import type { RepairWorkOrder, WorkOrderCreate } from '../../gateway';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { draftFields } from './draft-fields';
import { REPAIR_WORK_ORDER_FIELDS, type WorkOrderFieldsTable } from './work-order-fields';
import { draftOperationKey } from './operation-key';
import { updateWorkOrder } from './update-work-order';

/** What 'repair.saveDraft' stores: the draft's id and the entity tag of its latest version. */
export interface DraftRef {
  id: string;
  eTag: string;
}

const refOf = (workOrder: RepairWorkOrder): DraftRef => ({ id: workOrder.id, eTag: workOrder.eTag });

/**
 * 'repair.saveDraft': creates the draft work order when there is none yet (POST /works-orders with an operation key;
 * the id comes from the Location header) or updates it (PATCH with its entity tag, one re-read and retry on 412).
 * Inputs: workOrderId and eTag (the stored draft, absent the first time), assetIdentifier and premisesId (needed to
 * create), and the draft fields a step knows (see draft-fields.ts): the fields of rules/repair-work-order-fields.json,
 * isVandalism and crimeReferenceNumber (which also set the cause), isVulnerable and vulnerableResponseText,
 * contactNumber, contactName and relationship, documents (the media answer) and assessment (the damp and mould
 * answers). The gateway records a new draft as reported through Customer Self-Serve (reportingMethodId 4) itself: the
 * create contract has no such field to send.
 */
export const saveRepairDraft: Effect<EffectInput, DraftRef> = (input, environment) =>
  saveDraftWith(REPAIR_WORK_ORDER_FIELDS, input, environment);

/**
 * 'repair.saveDraft' with the answers ↔ work order table given (a test's copy:
 * tests/effects/work-order-fields-table.test.ts).
 */
export const saveDraftWith = async (
  table: WorkOrderFieldsTable,
  ...[input, environment]: Parameters<Effect<EffectInput, DraftRef>>
): Promise<DraftRef> => {
  const fields = draftFields(input, table);
  const id = readOptionalText(input, 'workOrderId');
  if (id !== undefined) {
    if (Object.keys(fields).length === 0)
      return {
        id,
        eTag: readOptionalText(input, 'eTag') ?? (await environment.gateway.getWorkOrder(id, environment.signal)).eTag,
      };
    return refOf(await updateWorkOrder(environment, id, readOptionalText(input, 'eTag'), fields));
  }
  const premisesId = readOptionalText(input, 'premisesId');
  const draft: WorkOrderCreate = {
    assetIdentifier: readText(input, 'assetIdentifier'),
    ...(premisesId ? { premisesId } : {}),
    ...fields,
  };
  const key = await draftOperationKey(
    environment.customerId,
    [readOptionalText(input, 'reportId') ?? null, draft],
    environment.now(),
  );
  return refOf(await environment.gateway.createWorkOrderDraft(draft, key));
};
