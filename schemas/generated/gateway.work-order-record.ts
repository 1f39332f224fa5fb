/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * A work order in the flat field names of repairs.md §3 (id, jobNo, area, status, the boolean flags…): how the sandbox stores it and how the portal reads it after mapping the nested shape the gateway sends back.
 */
export interface WorkOrderRecord {
  id: string;
  jobNo?: string;
  originalWorkOrderIdentifier?: string;
  caseIdentifier?: string;
  customerIdentifier: string;
  assetIdentifier: string;
  premisesId?: string;
  premisesUniqueReference?: string;
  premisesAddress?: string;
  premisesType?: string;
  premisesTypeId?: number;
  area?: string;
  contractor?: string;
  contractorName?: string;
  contractorPhoneNumber?: string;
  contractorBuilderName?: string;
  contractorBuilderPhone?: string;
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
  status: string;
  raisedDate: string;
  completedDate?: string;
  appointmentStartDate?: string;
  appointmentEndDate?: string;
  lastAppointmentCreatedDate?: string;
  repairCause?: string;
  repairCauseId?: number;
  crimeReferenceNumber?: string;
  reportedBy?: string;
  reportedById?: number;
  reportingMethod?: string;
  reportingMethodId?: number;
  channel: string;
  documents?: Documents;
  chargeCustomer?: boolean;
  notifyAll?: boolean;
  staffContactEmails?: string[];
  customerName?: {
    title?: string;
    givenName?: string;
    surname?: string;
  };
  raisedBy?: string;
  reporterToBeContacted?: boolean;
  reporterContactDetails?: {
    name?: {
      givenName: string;
    };
    contactNumber?: string;
    organisation?: string;
    reporterToBeContacted?: boolean;
    relationship?: string;
    relationshipId?: number;
  };
  contactNumber?: string;
  organisation?: string;
  relationship?: string;
  relationshipId?: number;
  vulnerability?: Vulnerability;
  eligibilityOutcomes?: EligibilityOutcome[];
  assessmentInformation?: AssessmentInformation;
  isRaisedAsTriage?: boolean;
  isDraft: boolean;
  isSupplementary?: boolean;
  isVandalism?: boolean;
  isCovidSelfIsolated?: boolean;
  isEmergency?: boolean;
  isSubmitted: boolean;
  isOutOfHours?: boolean;
  isRecall?: boolean;
  isDampAndMould?: boolean;
  isEMA?: boolean;
  isCatalyst?: boolean;
  isInDefect?: boolean;
  isPotentialDuplicate?: boolean;
  riskToHumanLife?: boolean;
}
export interface Documents {
  /**
   * Documents uploaded to this work order (at most 5).
   */
  documentIdentifiers: string[];
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
