import { readOptionalInteger } from './repair-input';
import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';

/**
 * 'repair.cancelDraft': Leave fetches the draft for its current entity tag and cancels it (repairs.md §4), so an
 * abandoned or duplicate report does not linger in the resident's repairs. Inputs: workOrderId, assetTypeId
 * (optional, sent in the cancel payload). Stores nothing the journey reads: the journey's answers are cleared.
 */
export const cancelRepairDraft: Effect<EffectInput, { cancelled: string }> = async (input, environment) => {
  const id = readText(input, 'workOrderId');
  const { gateway } = environment;
  const current = await gateway.getWorkOrder(id, environment.signal);
  await gateway.cancelWorkOrder(id, current.eTag, readOptionalInteger(input, 'assetTypeId') ?? current.premisesTypeId);
  return { cancelled: id };
};
