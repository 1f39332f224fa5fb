import { REPORT_REPAIR_PATH } from '../../../shared/paths';

/** Where the repair detail page sends the resident besides the shared paths of src/shared/paths.ts. */

/**
 * Resume repair: the repair journey's entry with the draft's id (journeys/repair.json "entry"), which restores the
 * draft's answers and carries the resident on to the first step with missing information (repairs.md §4).
 */
export function resumePath(workOrderId: string): string {
  return `${REPORT_REPAIR_PATH}?draft=${encodeURIComponent(workOrderId)}`;
}

/**
 * Report the problem again: the repair journey's entry with the recalled repair's id (journeys/repair.json "entry",
 * parameter recall), so the new report is sent as a recall of it (isRecall, originalWorkOrderIdentifier).
 */
export function recallPath(workOrderId: string): string {
  return `${REPORT_REPAIR_PATH}?recall=${encodeURIComponent(workOrderId)}`;
}

/**
 * It has got worse: the repair journey's entry with the earlier damp and mould repair's id (parameter worse), so the
 * new report starts from its answers and is sent linked to it (originalWorkOrderIdentifier).
 */
export function worsePath(workOrderId: string): string {
  return `${REPORT_REPAIR_PATH}?worse=${encodeURIComponent(workOrderId)}`;
}

/** The appointment scheduler for an existing repair: 'new' to choose a first appointment, 'reschedule' to change it. */
export function schedulerPath(mode: 'new' | 'reschedule', workOrderId: string): string {
  return `/appointmentscheduler?mode=${mode}&id=${encodeURIComponent(workOrderId)}`;
}
