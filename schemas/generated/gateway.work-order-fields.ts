/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Resident's text. The gateway refuses angle brackets, semicolons, encoded brackets and script or alert words (repairs.md §5).
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "FreeText".
 */
export type FreeText = string;
/**
 * Schedule of rates code ('N/A' is sent as 'NA').
 *
 * This interface was referenced by `WorkOrderFields`'s JSON-Schema
 * via the `definition` "SorCode".
 */
export type SorCode = string;
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
  assessmentTypeId?: number;
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
