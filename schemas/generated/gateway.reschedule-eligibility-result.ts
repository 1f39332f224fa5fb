/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Answer of POST /works-orders/{id}/appointments/reschedule-eligibility (decision 0016). errorCode (repairs.md §4 "Reschedule outcome"): '' the appointment may be rescheduled online (the portal opens the scheduler in reschedule mode); CR166 information, the appointment is tomorrow (the contractor may already have planned the visit), then the scheduler; CR165 information, the contractor's diary takes preferences, so the new choice is noted as a preference the contractor confirms, then the scheduler; SSR071 contact the contractor by phone, it does not book through the portal (not integrated, a builder or the emergency agent); SSR075 contact the contractor by phone, its site is demobilized; SSR070 not here: the repair is not Appointed, or the visit is today (or its day has passed). isEligible is true for '', CR165 and CR166. contractorName and contractorPhoneNumber are the repair's contractor from its record, sent whenever the repair has one and always with SSR071 and SSR075.
 */
export interface RescheduleEligibilityResult {
  isEligible: boolean;
  errorCode: '' | 'CR165' | 'CR166' | 'SSR070' | 'SSR071' | 'SSR075';
  contractorName?: string;
  contractorPhoneNumber?: string;
}
