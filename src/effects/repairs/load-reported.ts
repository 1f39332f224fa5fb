import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { assetAnswer } from './load-draft';
import { REPAIR_WORK_ORDER_FIELDS, restoredTableAnswers } from './work-order-fields';

/** The answers of a new report that 'repair.loadReported' takes from the earlier repair, by field id. */
export interface ReportedAnswers {
  /** The property's premises id (context.properties[].id). */
  repairProperty?: string;
  /** The asset step's option value: the level of the repair's asset in the property's hierarchy. */
  repairAsset?: string;
  /** The location's name, as the table's row gives it back. */
  repairLocation?: string;
  /** The reason id as text, as the table's row gives it back. */
  repairReason?: string;
  /** The damp and mould check, Yes when the earlier repair was one: the new report goes down the same path. */
  isDampAndMould?: true;
}

/** What 'repair.loadReported' stores: the earlier repair's id and the answers it gives a new report. */
export interface ReportedRepair {
  id: string;
  answers: ReportedAnswers;
}

// Where a new report about the same problem starts: where and what it is, never what the resident said then (the
// description, photos, vulnerability or contact are about now).
const CARRIED = new Set(['repairLocation', 'repairReason']);

/**
 * 'repair.loadReported': reads a submitted repair (GET /works-orders/{id}) so a new report about the same problem
 * ("It has got worse", AW-12) starts with its property, asset, location and reason, and the damp and mould check
 * answered Yes when it was a damp and mould repair. Unlike 'repair.loadDraft' it gives no entity tag: the new report
 * is a draft of its own, and the earlier repair is never changed. Input: workOrderId.
 */
export const loadReportedRepair: Effect<EffectInput, ReportedRepair> = async (input, environment) => {
  const id = readText(input, 'workOrderId');
  const workOrder = await environment.gateway.getWorkOrder(id, environment.signal);
  const repairAsset = await assetAnswer(workOrder, environment, REPAIR_WORK_ORDER_FIELDS);
  const carried = Object.entries(restoredTableAnswers(workOrder)).filter(([field]) => CARRIED.has(field));
  const premisesId = workOrder.premisesId?.trim();
  const answers: ReportedAnswers = {
    ...(premisesId ? { repairProperty: premisesId } : {}),
    ...(repairAsset ? { repairAsset } : {}),
    ...(Object.fromEntries(carried) as Pick<ReportedAnswers, 'repairLocation' | 'repairReason'>),
    ...(workOrder.isDampAndMould ? { isDampAndMould: true as const } : {}),
  };
  return { id: workOrder.id, answers };
};
