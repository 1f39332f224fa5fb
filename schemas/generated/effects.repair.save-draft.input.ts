/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'repair.saveDraft' (src/effects/repairs/save-draft.ts): Creates the draft work order or updates it with the draft fields given: the work-order fields of rules/repair-work-order-fields.json (see inputsFromTable) and the fields built from several answers below; an empty or null value is left out. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface RepairSaveDraftInput {
  /**
   * The draft's id (effects.draft.id); absent the first time, when the draft is created.
   */
  workOrderId?: string | null;
  /**
   * The draft's entity tag (effects.draft.eTag); read from the gateway when not given.
   */
  eTag?: string | null;
  /**
   * The chosen asset's id. Needed to create the draft (no workOrderId); not sent on an update.
   */
  assetIdentifier?: string | null;
  /**
   * The chosen property's premises id, sent when the draft is created.
   */
  premisesId?: string | null;
  /**
   * This report's id (effects.repairAssets.reportId): the draft's creation is idempotent within it.
   */
  reportId?: string | null;
  /**
   * The crime reference; empty or No is saved blank.
   */
  crimeReferenceNumber?: string | null;
  /**
   * The vulnerability answer; nothing is sent until it is given.
   */
  isVulnerable?: boolean | null;
  /**
   * The vulnerability details, sent with isVulnerable true.
   */
  vulnerableResponseText?: string | null;
  /**
   * The reporter's number (a UK number, 11 digits from 0 once normalised).
   */
  contactNumber?: string | null;
  /**
   * The reporter's name.
   */
  contactName?: string | null;
  /**
   * The reporter's relationship; Customer when not given.
   */
  relationship?: 'Customer' | 'Friend or Family' | 'Other' | null | '';
  /**
   * The media answer: the uploaded documents, each with a documentIdentifier; an empty list clears them.
   */
  documents?:
    | {
        [k: string]: unknown;
      }[]
    | null;
  /**
   * The damp and mould assessment as {questions, answers}; or give assessmentQuestions and assessmentAnswers.
   */
  assessment?: {
    [k: string]: unknown;
  } | null;
  /**
   * The assessment's questions as 'repair.loadDampMouldQuestions' stores them.
   */
  assessmentQuestions?:
    | {
        [k: string]: unknown;
      }[]
    | null;
  /**
   * The assessment's answers, keyed by questionId or by the generated field id (dmc_<questionId>).
   */
  assessmentAnswers?: {
    [k: string]: unknown;
  } | null;
}
