/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /wo-cancellation-eligibility body (repairs.md §7 "Cancel check"). The spec's path names no repair, so the sandbox adds worksOrderIdentifier (decision 0016). The gateway decides from its own record of that repair (status, emergency, EMA, appointment) and the contractor's record, as the eligibility calls do: the other fields are what the portal shows and are informational. userIdentifier, when sent, must be the caller (customer id or login subject): naming anyone else is refused with 403, like X-Agent-Id. Rules: docs/repair-rules.md "Cancel and reschedule checks".
 */
export interface CancellationEligibilityRequest {
  /**
   * Sandbox addition: the repair to check (identifiers.worksOrderIdentifier). It must be the caller's (403/404 otherwise).
   */
  worksOrderIdentifier: string;
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
}
