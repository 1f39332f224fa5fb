/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/{id}/appointments?contractorName: books a slot of the availability (repairs.md §3 booking payload). Send X-Operation-Key; If-Match (the work order's ETag) is checked when sent. A slot that filled up meanwhile answers 409 slot-unavailable.
 */
export interface AppointmentBooking {
  isPreferences?: boolean;
  jobNumber: string;
  diaryCode: string;
  appointmentFromDate: string;
  appointmentToDate: string;
  availabilityType: 'AM' | 'PM' | 'ALL';
  isInsideSla?: boolean;
  reasonCode: 'NEW_APPOINTMENT';
  /**
   * A note for the contractor; held to the free-text check of repairs.md §5.
   */
  remarks?: string;
  externalCreateDateTime?: string;
  externalReferenceId?: string;
  /**
   * @maxItems 50
   */
  metadata?: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
