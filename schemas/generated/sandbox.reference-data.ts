/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * One of the sandbox's reference-data files (sandbox/reference-data/*.json): what the gateway serves as reference data, in a file an analyst edits. Each entry is checked against the gateway contract's own schema (schemas/gateway), so the sandbox serves nothing the contract refuses. The running sandbox reads a file again when it changes (docs/journeys.md). In production the real gateway owns this data.
 */
export type SandboxReferenceDataFile =
  CaseTypesFile | FinancialReferralReasonsFile | RepairLocationsFile | RepairReasonsFile | DampMouldAssessmentFile;
/**
 * The schema of the file, for editors.
 */
export type SchemaLink = string;
/**
 * The value of a repair-locations reference-data entry: the locations (rooms, communal areas) of one asset type, in display order. Read with GET /reference-data/collection/repair-locations?assetType=<type>.
 */
export type RepairLocations = {
  id: number;
  value: string;
}[];

/**
 * case-types.json: every case type (GET /reference-data/cases/reference-data), in the order offered.
 */
export interface CaseTypesFile {
  $schema?: SchemaLink;
  caseTypes: CaseType[];
}
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
/**
 * financial-referral-reasons.json: the reasons of a financial referral (GET /reference-data/collection/financial-referral-reason); only displayOnMyPeabody 1 are offered to residents.
 */
export interface FinancialReferralReasonsFile {
  $schema?: SchemaLink;
  financialReferralReasons: ReferralReason[];
}
/**
 * One entry of the financial-referral-reason reference data (a keyValues value). Only entries with displayOnMyPeabody 1 are offered to residents; the referralReason text is what the enquiry sends.
 */
export interface ReferralReason {
  id: number;
  referralReason: string;
  /**
   * 1: offered in the portal; 0: staff use only.
   */
  displayOnMyPeabody: 0 | 1;
}
/**
 * repair-locations.json: the repair locations of each asset type, in display order (GET /reference-data/collection/repair-locations?assetType=…).
 */
export interface RepairLocationsFile {
  $schema?: SchemaLink;
  repairLocations: {
    Property: RepairLocations;
    Block: RepairLocations;
    'Divided Block': RepairLocations;
    Estate: RepairLocations;
  };
}
/**
 * repair-reasons.json: the repair reason catalogue searched by GET /repair-reasons. Each entry is written flat; the gateway's answer (repair-reason.schema.json) is made from it, and checked against that schema too.
 */
export interface RepairReasonsFile {
  $schema?: SchemaLink;
  repairReasons: RepairReasonEntry[];
}
export interface RepairReasonEntry {
  id: number;
  assetType: 'Property' | 'Block' | 'Divided Block' | 'Estate';
  /**
   * A repair location of the asset type (repair-locations.json).
   */
  location: string;
  description: string;
  priority: 'Next Available' | 'Emergency';
  /**
   * The trade; contractor selection matches it.
   */
  element: string;
  /**
   * Schedule-of-rates code; N/A for none.
   */
  sor: string;
  /**
   * Tenancy types offered the reason; by default Social, Market Rent, Commercial for a property, and Leasehold too for communal areas.
   */
  tenancyTypes?: string[];
  /**
   * Offered to Catalyst customers only.
   */
  isCatalyst?: boolean;
  /**
   * false: a reason staff use, never offered when raising a repair.
   */
  isUsedForCreation?: boolean;
  /**
   * additionalData.description, the hint shown with the reason; null leaves it out (an E2 refusal then blocks); absent gives the default hint.
   */
  hint?: string | null;
  supplementaryQuestion?: string;
  supplementaryCodes?: string;
  /**
   * The outcome the sandbox's eligibility rules give for the reason (docs/repair-rules.md).
   */
  eligibilityCode?:
    | 'E1'
    | 'E2'
    | 'E3'
    | 'E4'
    | 'E5'
    | 'E8'
    | 'E21'
    | 'E22'
    | 'E23'
    | 'E24'
    | 'E25'
    | 'SSR005'
    | 'SSR037'
    | 'SSR069'
    | 'E32'
    | 'E35'
    | 'E36';
  /**
   * Why the entry is as it is, for the next analyst; not served.
   */
  note?: string;
}
/**
 * damp-mould-assessment.json: configuration entry 47, the damp, mould and condensation questions, paged by pageGroupId (GET /reference-data/collection/configuration/47).
 */
export interface DampMouldAssessmentFile {
  $schema?: SchemaLink;
  dampMouldAssessment: DampMouldAssessment;
}
/**
 * Configuration entry 47: the damp, mould and condensation assessment. Questions are grouped into pages by pageGroupId; the journey pages up to the highest one. Read with GET /reference-data/collection/configuration/47.
 */
export interface DampMouldAssessment {
  id: number;
  assessmentTypeId: number;
  assessmentDescription: string;
  questions: {
    questionId: string;
    questionLabel: string;
    pageGroupId: number;
    /**
     * List and Select take one answer, Multiple at least one.
     */
    type: 'List' | 'Select' | 'Multiple';
    options: {
      id: number;
      value: string;
    }[];
  }[];
}
