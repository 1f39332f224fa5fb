/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * One row per question of the journey whose answer the case carries, in the order they are sent (after the case type's questions).
 */
export type Answers = CaseJourneyAnswerRow[];

/**
 * The case journey's own questions (not the case type's, which the gateway's reference data gives) that the case carries in its additional information (rules/case-journey-answers.json). 'case.create' sends each answer on the resident's path as its question's words and the answer's words, and the gateway stores it as it stores the type's questions ("Question - answer"). A question the journey asks and shows on the review needs a row here, or the journey lint reports it (JOURNEY_ANSWER_SENT_NOWHERE).
 */
export interface CaseJourneyAnswersTable {
  /**
   * Path to this schema, so editors complete and check the file.
   */
  $schema?: string;
  /**
   * What the table maps, with the part of the specification it implements.
   */
  description: string;
  /**
   * The journey whose answers the table names (journeys/<journey>.json): the lint checks every `answer` against its fields.
   */
  journey: string;
  answers: Answers;
}
/**
 * One question: the journey field, the words the case stores as its question and, for a choice, the words of each answer.
 *
 * This interface was referenced by `CaseJourneyAnswersTable`'s JSON-Schema
 * via the `definition` "AnswerRow".
 */
export interface CaseJourneyAnswerRow {
  /**
   * The journey field whose answer is sent (answers.<answer>); also the questionId the case stores it under.
   */
  answer: string;
  /**
   * The question as the case stores it: a locale key (locales/en/), sent in its English words.
   */
  label: string;
  /**
   * For a choice (radios, a yes/no question): the words of each answer, by the option's value as text ("true", "false", "2"), each a locale key. Every option of the field needs one (the lint checks). Leave it out for a text answer, sent as the resident typed it.
   */
  values?: Record<string, string>;
}
