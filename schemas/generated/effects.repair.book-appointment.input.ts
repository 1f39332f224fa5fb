/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.bookAppointment' (src/effects/repairs/book-appointment.ts): Books the chosen slot. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairBookAppointmentInput {
  /**
   * The work order's id.
   */
  workOrderId: string;
  /**
   * The job number.
   */
  jobNo: string;
  /**
   * The contractor's name.
   */
  contractorName: string;
  /**
   * The slot grid's answer, "YYYY-MM-DD|availabilityType"; must be a bookable slot of availabilities.
   */
  slot: string;
  /**
   * The availability as 'repair.loadAvailability' stores it (effects.availability.availabilities, or the whole result).
   */
  availabilities: {
    [k: string]: unknown;
  };
  /**
   * effects.availability.isPreferences; false when not given.
   */
  isPreferences?: boolean | null;
}
