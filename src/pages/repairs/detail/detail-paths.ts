/** Where the repair detail page sends the resident besides the shared routes of src/app/route-table.ts. */

/** The start of the repair journey, where Resume repair leads until drafts can be resumed at their own step. */
export const RESUME_REPAIR_PATH = '/repairproperty';

/** The appointment scheduler for an existing repair: 'new' to choose a first appointment, 'reschedule' to change it. */
export function schedulerPath(mode: 'new' | 'reschedule', workOrderId: string): string {
  return `/appointmentscheduler?mode=${mode}&id=${encodeURIComponent(workOrderId)}`;
}
