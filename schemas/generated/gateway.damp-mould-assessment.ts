/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

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
