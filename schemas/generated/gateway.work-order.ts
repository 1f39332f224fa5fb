/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * GET /works-orders/{id} (and the answer of POST, PATCH and DELETE): the repair in the nested shape the gateway sends back (repairs.md §3). eTag equals the ETag header.
 */
export interface WorkOrder {
  eTag?: string;
  identifiers: {
    worksOrderIdentifier: string;
    originalWorkOrderIdentifier?: string;
    /**
     * The damp and mould case raised with the repair, if any.
     */
    caseIdentifier?: string;
    customerIdentifier: string;
    assetIdentifier: string;
    premisesId?: string;
    premisesUniqueReference?: string;
  };
  job: {
    /**
     * Absent until the job number is assigned, a few seconds after submission.
     */
    jobNo?: string;
    trade?: string;
    repairLocation?: string;
    repairLocationId?: number;
    repairReason?: string;
    repairReasonId?: number;
    description: string;
    additionalInformation?: string;
    sorCode?: string;
    originalWorkOrderSorCode?: string;
    priority?: string;
    repairCause?: string;
    repairCauseId?: number;
    crimeReferenceNumber?: string;
    reportingMethod?: string;
    reportingMethodId?: number;
    documents: Documents;
    chargeCustomer?: boolean;
    notifyAll?: boolean;
    staffContactEmails?: string[];
    assessmentInformation?: AssessmentInformation;
  };
  statuses: Statuses;
  contractor?: {
    siteIdentifier?: string;
    name?: string;
    phoneNumber?: string;
    builderName?: string;
    builderPhone?: string;
  };
  asset: {
    id: string;
    uprn?: string;
    address?: {
      formattedAddress?: string;
    };
    type: {
      /**
       * The repair's area: Property, Divided Block, Block or Estate.
       */
      assetTypeName: string;
      /**
       * Block 1, Property 2, Divided Block 5.
       */
      assetTypeId?: number;
    };
  };
  appointments?: {
    appointmentStartDate?: string;
    appointmentEndDate?: string;
    lastAppointmentCreatedDate?: string;
  };
  raisedBy?: string;
  reporter: {
    reportedBy?: string;
    reportedById?: number;
    toBeContacted: boolean;
    name?: {
      givenName: string;
    };
    telecomsAddress?: {
      number: string;
    };
    organisation?: string;
    relationship?: string;
    relationshipId?: number;
  };
  customer: {
    name: {
      title?: string;
      givenName?: string;
      surname?: string;
    };
  };
  vulnerability?: Vulnerability;
  eligibilityOutcomes?: EligibilityOutcome[];
  channel: string;
  /**
   * YYYY-MM-DDTHH:mm:ssZ
   */
  raisedDate: string;
  completedDate?: string;
}
export interface Documents {
  /**
   * Documents uploaded to this work order (at most 5).
   */
  documentIdentifiers: string[];
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
/**
 * This interface was referenced by `WorkOrder`'s JSON-Schema
 * via the `definition` "Statuses".
 */
export interface Statuses {
  status: string;
  isDraft: boolean;
  isSubmitted: boolean;
  isSupplementary?: boolean;
  isVandalism?: boolean;
  isCovidSelfIsolated?: boolean;
  isEmergency?: boolean;
  isOutOfHours?: boolean;
  isRecall?: boolean;
  isDampAndMould?: boolean;
  isEMA?: boolean;
  isCatalyst?: boolean;
  isInDefect?: boolean;
  isPotentialDuplicate?: boolean;
  isVulnerable?: boolean;
  isRaisedAsTriage?: boolean;
  riskToHumanLife?: boolean;
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
