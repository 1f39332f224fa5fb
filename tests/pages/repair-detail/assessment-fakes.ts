import type { RepairWorkOrder } from '../../../src/gateway';

/** Damp and mould answers as the journey saves them (src/effects/repairs/assessment-fields.ts): labels joined. */
export const ASSESSMENT: NonNullable<RepairWorkOrder['assessmentInformation']> = {
  assessmentTypeId: 47,
  assessmentDescription: 'Damp, Mould and Condensation',
  supplementaryQuestionResponses: [
    {
      questionId: 'q1_1',
      questionLabel: 'Which rooms are affected?',
      responseId: [2, 3],
      responseValue: 'Bathroom, Bedroom',
    },
    { questionId: 'q2_2', questionLabel: 'Is there a musty smell?', responseId: [1], responseValue: 'Yes' },
  ],
};
