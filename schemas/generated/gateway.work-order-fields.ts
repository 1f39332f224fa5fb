/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Resident's text. The gateway refuses angle brackets, semicolons, encoded brackets (entities, percent encoding, escapes, full-width forms) and the words script or alert (repairs.md §5), with 400 code free-text. Like every string of a request it holds no control character or text-direction override (400 control-character, decision 0029).
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "FreeText".
 */
export type FreeText = string;
/**
 * Schedule of rates code ('N/A' is sent as 'NA'). On a work order it must be the SOR of a repair reason or one the SOR determination gives (COMPUMP, NA): 400 unknown-reference otherwise.
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "SorCode".
 */
export type SorCode = string;
/**
 * The SOR code of a repair reason as the decision calls take it ('N/A' as it is, or 'NA').
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "SorReference".
 */
export type SorReference = string;
/**
 * Priority label (repairs.md §3), or its code.
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "Priority".
 */
export type Priority =
  'Next Available' | 'Emergency' | 'Emergency (Out of hours)' | 'Next Available (Recall)' | 'EME' | 'NA' | 'DM';

/**
 * Shapes shared by the work order calls (repairs.md §3).
 */
export interface WorkOrderFields {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "Documents".
 */
export interface Documents {
  /**
   * Documents uploaded to this work order (at most 5).
   */
  documentIdentifiers: string[];
}
/**
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "ReporterContactDetails".
 */
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
/**
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "Vulnerability".
 */
export interface Vulnerability {
  isVulnerable: boolean;
  VulnerableResponseText?: FreeText;
}
/**
 * An eligibility result kept with the repair.
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "EligibilityOutcome".
 */
export interface EligibilityOutcome {
  isEligible?: boolean;
  errorCode?: string;
  supplimentaryCodes?: string;
  [k: string]: string | boolean | number | null | undefined;
}
/**
 * One answer of the damp and mould assessment: questionId must be a question of configuration entry 47 and every responseId one of its options (400 unknown-reference otherwise).
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "QuestionResponse".
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
 * Damp and mould assessment answers (assessment type 47).
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "AssessmentInformation".
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
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "KeyValue".
 */
export interface KeyValue {
  key: string;
  value: string;
}
