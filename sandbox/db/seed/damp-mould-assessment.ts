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

const YES_NO = [{ id: 1, value: 'Yes' }, { id: 2, value: 'No' }];

export const DAMP_MOULD_ASSESSMENT: DampMouldAssessment = {
  id: 47,
  assessmentTypeId: 47,
  assessmentDescription: 'Damp, Mould and Condensation',
  questions: [
    {
      questionId: 'q1_1', questionLabel: 'Which rooms are affected?', pageGroupId: 1, type: 'Multiple',
      options: [
        { id: 1, value: 'Kitchen' }, { id: 2, value: 'Bathroom' }, { id: 3, value: 'Bedroom' },
        { id: 4, value: 'Living room' }, { id: 5, value: 'Hallway' },
      ],
    },
    {
      questionId: 'q1_2', questionLabel: 'How long have you had the problem?', pageGroupId: 1, type: 'List',
      options: [{ id: 1, value: 'Less than a month' }, { id: 2, value: '1 to 6 months' }, { id: 3, value: 'More than 6 months' }],
    },
    {
      questionId: 'q2_1', questionLabel: 'How big is the largest affected area?', pageGroupId: 2, type: 'List',
      options: [{ id: 1, value: 'Smaller than a hand' }, { id: 2, value: 'Up to an A4 sheet' }, { id: 3, value: 'Larger than an A4 sheet' }],
    },
    { questionId: 'q2_2', questionLabel: 'Is there a musty smell?', pageGroupId: 2, type: 'Select', options: YES_NO },
    { questionId: 'q2_3', questionLabel: 'Do you dry clothes indoors?', pageGroupId: 2, type: 'Select', options: YES_NO },
    {
      questionId: 'q7_1', questionLabel: 'Does anyone in your home have any of these?', pageGroupId: 3, type: 'Multiple',
      options: [
        { id: 1, value: 'None of these' },
        { id: 2, value: 'A breathing condition such as asthma' },
        { id: 3, value: 'A weakened immune system' },
        { id: 4, value: 'A child under 5 or someone over 65' },
        { id: 5, value: 'A skin condition such as eczema' },
      ],
    },
    { questionId: 'q3_1', questionLabel: 'Have you reported this problem before?', pageGroupId: 3, type: 'Select', options: YES_NO },
  ],
};
