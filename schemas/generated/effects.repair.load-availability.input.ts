/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.loadAvailability' (src/effects/repairs/load-availability.ts): The contractor's appointment availability for the job. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairLoadAvailabilityInput {
  /**
   * The work order's id.
   */
  workOrderId: string;
  /**
   * The job number (the availability's reference number).
   */
  jobNo: string;
  /**
   * The contractor's name.
   */
  contractorName: string;
  /**
   * The start of the appointment already booked, when rescheduling.
   */
  appointmentStart?: string | null;
  /**
   * The end of the appointment already booked, when rescheduling.
   */
  appointmentEnd?: string | null;
}
