/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * PATCH /works-orders/{id} with If-Match: the fields that change. isSubmitted true (or isDraft false, its inverse) submits a draft. After submission only documents and assessmentInformation may change.
 */
export interface WorkOrderUpdate {
  /**
   * The trade (the repair reason's element, or one the SOR determination gives); 400 unknown-reference otherwise.
   */
  trade?: string;
  /**
   * The location chosen, as its reference-data value: one of the repair-locations of the repaired asset's type (400 unknown-reference otherwise).
   */
  repairLocation?: string;
  /**
   * The id of that location in the repair-locations reference data; sent with repairLocation, both name the same entry (400 reference-mismatch).
   */
  repairLocationId?: number;
  /**
   * The high-level repair reason chosen: the description of a repair reason for creation of the repaired asset's type (400 unknown-reference otherwise).
   */
  repairReason?: string;
  /**
   * The id of that repair reason; sent with repairReason or repairLocation, they must agree with it (400 reference-mismatch). Catalyst-only reasons are for catalyst customers.
   */
  repairReasonId?: number;
  /**
   * Resident's text. The gateway refuses angle brackets, semicolons, encoded brackets (entities, percent encoding, escapes, full-width forms) and the words script or alert (repairs.md §5), with 400 code free-text. Like every string of a request it holds no control character or text-direction override (400 control-character, decision 0029).
   */
  description?: string;
  /**
   * Resident's text. The gateway refuses angle brackets, semicolons, encoded brackets (entities, percent encoding, escapes, full-width forms) and the words script or alert (repairs.md §5), with 400 code free-text. Like every string of a request it holds no control character or text-direction override (400 control-character, decision 0029).
   */
  additionalInformation?: string;
  /**
   * Schedule of rates code ('N/A' is sent as 'NA'). On a work order it must be the SOR of a repair reason or one the SOR determination gives (COMPUMP, NA): 400 unknown-reference otherwise.
   */
  sorCode?: string;
  /**
   * Schedule of rates code ('N/A' is sent as 'NA'). On a work order it must be the SOR of a repair reason or one the SOR determination gives (COMPUMP, NA): 400 unknown-reference otherwise.
   */
  originalWorkOrderSorCode?: string;
  /**
   * The earlier repair this one follows on from: the repair it recalls (with isRecall true, Report the problem again), or, with isRecall false, the damp and mould repair whose hazard has come back or got worse (It has got worse, AW-12: the portal's documented reading, decision 0062). One of the caller's own repairs, like an id in a path (404 when there is none, 403 when it is another customer's), and not the repair itself (422 self-recall).
   */
  originalWorkOrderIdentifier?: string;
  /**
   * Priority label (repairs.md §3), or its code.
   */
  priority?:
    'Next Available' | 'Emergency' | 'Emergency (Out of hours)' | 'Next Available (Recall)' | 'EME' | 'NA' | 'DM';
  repairCause?: 'General Wear and Tear' | 'Vandalism or Damage';
  /**
   * General Wear and Tear 1, Vandalism or Damage 4.
   */
  repairCauseId?: 1 | 4;
  /**
   * 3 to 20 allowed characters; '' or 'No' is stored as no reference.
   */
  crimeReferenceNumber?: string;
  reportedBy?: 'Customer' | 'Friend or family' | 'Friend or Family' | 'Member of staff' | 'Support worker' | 'Other';
  reportedById?: number;
  documents?: Documents;
  chargeCustomer?: boolean;
  notifyAll?: boolean;
  /**
   * @maxItems 50
   */
  staffContactEmails?: string[];
  raisedBy?: string;
  reporterToBeContacted?: boolean;
  reporterContactDetails?: ReporterContactDetails;
  vulnerability?: Vulnerability;
  /**
   * @maxItems 50
   */
  eligibilityOutcomes?: EligibilityOutcome[];
  assessmentInformation?: AssessmentInformation;
  /**
   * Contractor site identifier; the gateway fills in its name, phone and builder details.
   */
  contractor?: string;
  isRaisedAsTriage?: boolean;
  isSupplementary?: boolean;
  isVandalism?: boolean;
  isCovidSelfIsolated?: boolean;
  isEmergency?: boolean;
  isOutOfHours?: boolean;
  isRecall?: boolean;
  isDampAndMould?: boolean;
  isPotentialDuplicate?: boolean;
  riskToHumanLife?: boolean;
  /**
   * true submits the draft; the job number follows a few seconds later.
   */
  isSubmitted?: boolean;
  /**
   * The inverse of isSubmitted (the spec inverts the draft flag on update).
   */
  isDraft?: boolean;
}
export interface Documents {
  /**
   * Documents uploaded to this work order (at most 5).
   */
  documentIdentifiers: string[];
}
export interface ReporterContactDetails {
  name?: {
    givenName: string;
  };
  /**
   * 11 digits starting with 0.
   */
  contactNumber?: string;
  organisation?: string;
  reporterToBeContacted?: boolean;
  relationship?: 'Customer' | 'Friend or Family' | 'Other';
  /**
   * 1 Customer, 2 Friend or Family, 3 MemberOfStaff, 4 SupportWorker, 5 Other.
   */
  relationshipId?: number;
}
export interface Vulnerability {
  isVulnerable: boolean;
  /**
   * Resident's text. The gateway refuses angle brackets, semicolons, encoded brackets (entities, percent encoding, escapes, full-width forms) and the words script or alert (repairs.md §5), with 400 code free-text. Like every string of a request it holds no control character or text-direction override (400 control-character, decision 0029).
   */
  VulnerableResponseText?: string;
}
/**
 * An eligibility result kept with the repair.
 */
export interface EligibilityOutcome {
  isEligible?: boolean;
  errorCode?: string;
  supplimentaryCodes?: string;
  [k: string]: string | boolean | number | null | undefined;
}
/**
 * Damp and mould assessment answers (assessment type 47).
 */
export interface AssessmentInformation {
  assessmentTypeId?: 47;
  assessmentDescription?: string;
  /**
   * @maxItems 100
   */
  supplementaryQuestionResponses: QuestionResponse[];
}
/**
 * One answer of the damp and mould assessment: questionId must be a question of configuration entry 47 and every responseId one of its options (400 unknown-reference otherwise).
 */
export interface QuestionResponse {
  questionId: string;
  questionLabel?: string;
  /**
   * @maxItems 50
   */
  responseId: number[];
  responseValue?: string;
}
