import { readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { minuteOperationKey } from './operation-key';

/** repairs.md §3 note types: 1 CCIM, 2 Chase, 3 Contractor, 4 Other. */
const OTHER_NOTE = 4 as const;

/** What 'repair.addNote' stores. */
export interface NoteRef {
  noteIdentifier: string;
  workOrderId: string;
}

/**
 * 'repair.addNote': POST /workorders/{id}/{customerId}/notes, a note of type Other on the repair; the journey leaves
 * one when there is no appointment to book (repairs.md §4 Scheduler). Inputs: workOrderId, text. The same note sent
 * again within the minute (a retry) is written once.
 */
export const addRepairNote: Effect<EffectInput, NoteRef> = async (input, environment) => {
  const workOrderId = readText(input, 'workOrderId');
  const note = { noteTypeId: OTHER_NOTE, text: readText(input, 'text').trim() };
  const key = await minuteOperationKey('repair-note', environment.customerId, [workOrderId, note], environment.now());
  const created = await environment.gateway.addWorkOrderNote(workOrderId, environment.customerId, note, key);
  return { noteIdentifier: created.noteIdentifier, workOrderId };
};
