/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * A case type master item (portal.md §3): one type of service request a resident may raise, with the questions the case journey asks. Offered in self-service only when isVisibleForSelfServe is true and the chosen property's tenancy group is one of tenancyGroups (§4 "Case type relevance").
 */
export interface CaseType {
  /**
   * The case type id, sent back as assessmentTypeId when a case is created.
   */
  id: string;
  /**
   * The type's name, as residents see it (sent back as caseTypeDescription).
   */
  description: string;
  /**
   * The questions, in the order they are asked.
   */
  additionalInfo: CaseQuestion[];
  /**
   * Sent to team determination as caseSubType.
   */
  subType: string;
  /**
   * What the case is about: a Property, its Block or its Estate.
   */
  assetType: 'Property' | 'Block' | 'Estate';
  /**
   * Sent to team determination as caseSubTypeCategory.
   */
  subTypeCategory: string;
  /**
   * Extra fields; the one keyed pea_casecategory is the caseCategory of team determination (NA when absent).
   */
  additionalCaseCreationFields: KeyValue[];
  /**
   * Words a resident's text is matched against on /caseType.
   */
  keywords: string[];
  /**
   * The tenancy groups this type is offered for.
   */
  tenancyGroups: string[];
  isVisibleForSelfServe: boolean;
}
/**
 * A question of a case type (portal.md §3 "Question").
 *
 * This interface was referenced by `CaseType`'s JSON-Schema
 * via the `definition` "CaseQuestion".
 */
export interface CaseQuestion {
  questionId: string;
  label: string;
  /**
   * Radio and List answer with one option id; Text with free text.
   */
  type: 'Radio' | 'List' | 'Text';
  /**
   * The string "true" when the question is asked; "false" questions are skipped.
   */
  isEnabled: 'true' | 'false';
  options: QuestionOption[];
  /**
   * Choosing one of the dependsOn responses shows the message errorCode and needs a second Continue.
   */
  blocking?: {
    errorCode: string;
    dependsOn: {
      responseId: number;
    }[];
  };
  /**
   * A message code shown with the question (the covid question's Case_Covid_CC007).
   */
  alertMessageCode?: {
    code: string;
  };
}
/**
 * This interface was referenced by `CaseType`'s JSON-Schema
 * via the `definition` "QuestionOption".
 */
export interface QuestionOption {
  id: number;
  value: string;
  /**
   * Offered only when every attribute matches (e.g. tenancyGroup General Needs).
   */
  dependsOnAttributes?: KeyValue[];
}
export interface KeyValue {
  key: string;
  value: string;
}
