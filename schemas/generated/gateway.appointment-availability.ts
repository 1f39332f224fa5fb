/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id}/appointments/availability?referenceNumber&contractorName: one entry per time band with a slot per working date over the next five weeks, generated from the contractor's capacity less its bookings. A band the contractor does not work on a date has no slot there (the grid shows a dash); a full one has capacity 'Not Available'. No capacity at all gives an empty availabilities list.
 */
export interface AppointmentAvailability {
  availabilities: Availability[];
  /**
   * True when the contractor's diary takes preferences rather than bookings (the sandbox's appointmentPreferenceContractorSites); false when it books real slots.
   */
  isPreferences: boolean;
  statusCode: number;
}
/**
 * This interface was referenced by `AppointmentAvailability`'s JSON-Schema
 * via the `definition` "Availability".
 */
export interface Availability {
  availabilityDetails: {
    /**
     * HH:mm (UTC).
     */
    start: string;
    /**
     * HH:mm (UTC).
     */
    end: string;
    availabilityTypeLabel: string;
    availabilityType: 'AM' | 'PM' | 'ALL';
  };
  slots: Slot[];
}
/**
 * This interface was referenced by `AppointmentAvailability`'s JSON-Schema
 * via the `definition` "Slot".
 */
export interface Slot {
  /**
   * YYYY-MM-DD.
   */
  date: string;
  /**
   * The date is within the SLA of the repair's priority.
   */
  insideSla: boolean;
  capacity: 'High' | 'Low' | 'Not Available';
  /**
   * diaryCode, appointmentFromDate and appointmentToDate to send back when booking.
   */
  metadata: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
