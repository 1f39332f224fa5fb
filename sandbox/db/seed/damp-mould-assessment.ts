import { committedReferenceData } from '../reference-data/reference-data-files';

/**
 * The damp, mould and condensation assessment (configuration entry 47). Questions are grouped into pages by
 * pageGroupId 1..3; q7_1's option ids 2..5 set the health-risk flag (repairs.md §5).
 */
interface AssessmentQuestion {
  questionId: string;
  questionLabel: string;
  pageGroupId: 1 | 2 | 3;
  type: 'List' | 'Select' | 'Multiple';
  options: { id: number; value: string }[];
}

export interface DampMouldAssessment {
  id: 47;
  assessmentTypeId: 47;
  assessmentDescription: 'Damp, Mould and Condensation';
  questions: AssessmentQuestion[];
}

/** sandbox/reference-data/damp-mould-assessment.json, as committed. */
export const DAMP_MOULD_ASSESSMENT: DampMouldAssessment = committedReferenceData(
  'dampMouldAssessment',
) as DampMouldAssessment;
