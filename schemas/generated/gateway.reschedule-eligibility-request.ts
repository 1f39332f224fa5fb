/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /works-orders/{id}/appointments/reschedule-eligibility body (repairs.md §7 "Reschedule check"): the cancel check's fields plus isContractorIntegrated. The repair is the one in the path and must be the caller's. The gateway decides from its own record of the repair, the contractor's record and the demobilizedContractorSites and appointmentPreferenceContractorSites configuration: the fields sent (isContractorIntegrated included) are informational. userIdentifier, when sent, must be the caller (customer id or login subject), else 403. Rules: docs/repair-rules.md "Cancel and reschedule checks".
 */
export interface RescheduleEligibilityRequest {
  channel: 'CustomerSelfService' | 'ERGO' | 'Northgate' | 'ColleagueSelfService';
  /**
   * The status the portal shows. Informational: the stored status decides.
   */
  status: string;
  isDraft?: boolean;
  isEmergency?: boolean;
  isOutOfHours?: boolean;
  isRecall?: boolean;
  isEMA?: boolean;
  isPotentialDuplicate?: boolean;
  /**
   * The repair's contractor site as the portal read it: null, empty, or the site the repair has (422 mismatch otherwise). Like every id in a body it is checked, not trusted.
   */
  contractorSiteIdentifier?: string | null;
  location?: string;
  trade?: string;
  sorCode?: string;
  /**
   * yyyy-MM-dd (repairs.md §7).
   */
  raisedDate?: string;
  assetTypeName?: string;
  /**
   * The appointment's date or date-time, when it has one.
   */
  lastAppointmentDate?: string | null;
  /**
   * The resident asking: their customer id or login subject.
   */
  userIdentifier?: string;
  /**
   * Who raised the repair (informational).
   */
  raisedByIdentifier?: string;
  /**
   * Informational: the contractor's record decides.
   */
  isContractorIntegrated?: boolean;
}
