/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * PATCH /works-orders/{id}/appointments with If-Match (the work order's ETag): moves the booked appointment to another slot (repairs.md §3 reschedule payload). Not on the day of the visit.
 */
export interface AppointmentReschedule {
  status: 'RESCHEDULE';
  reasonCode: 'RESCHEDULE_APPOINTMENT';
  /**
   * A note for the contractor; held to the free-text check of repairs.md §5.
   */
  remarks?: string;
  isPreferred?: boolean;
  jobNumber: string;
  appointmentFromDate: string;
  appointmentToDate: string;
  externalCreateDateTime?: string;
  availabilityType: 'AM' | 'PM' | 'ALL';
  isInsideSla?: boolean;
  contractorSiteCode?: string;
}
