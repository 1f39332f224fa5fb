/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Answer of a booking (201) or a reschedule (200); the ETag header is the work order's new one.
 */
export interface AppointmentConfirmation {
  appointmentId: string;
  appointmentFromDate: string;
  appointmentToDate: string;
  availabilityType: 'AM' | 'PM' | 'ALL';
  isInsideSla: boolean;
  statusCode: number;
}
