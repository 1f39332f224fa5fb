/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.rescheduleAppointment' (src/effects/repairs/reschedule-appointment.ts): Moves the appointment to the chosen slot. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairRescheduleAppointmentInput {
  /**
   * The work order's id.
   */
  workOrderId: string;
  /**
   * The work order's entity tag (If-Match).
   */
  eTag: string;
  /**
   * The job number.
   */
  jobNo: string;
  /**
   * The contractor's id.
   */
  contractorSiteCode: string;
  /**
   * The slot grid's answer, "YYYY-MM-DD|availabilityType"; a bookable slot of availabilities other than currentSlot.
   */
  slot: string;
  /**
   * The appointment already booked (effects.availability.currentSlot), refused as the slot.
   */
  currentSlot?: string | null;
  /**
   * The availability as 'repair.loadAvailability' stores it.
   */
  availabilities: {
    [k: string]: unknown;
  };
  /**
   * effects.availability.isPreferences; false when not given.
   */
  isPreferences?: boolean | null;
}
