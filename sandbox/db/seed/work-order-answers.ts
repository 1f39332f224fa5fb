// What a seeded work order says the resident answered: who reported it, and the damp and mould assessment.
import { DAMP_MOULD_ASSESSMENT } from './damp-mould-assessment';
import type { WorkOrderSeed } from './work-order-seeds';

/** The reporter: the contact a draft's contact step saved, else the customer (not to be contacted). */
export function reporterOf(wo: WorkOrderSeed) {
  const reporter = wo.saved?.reporter;
  if (!reporter) return { reportedBy: 'Customer', reportedById: 1, reporterToBeContacted: false };
  const relationshipId = { Customer: 1, 'Friend or Family': 2, Other: 5 }[reporter.relationship];
  return {
    reportedBy: reporter.relationship,
    reportedById: relationshipId,
    reporterToBeContacted: true,
    reporterContactDetails: {
      name: { givenName: reporter.givenName },
      contactNumber: reporter.contactNumber,
      relationship: reporter.relationship,
      relationshipId,
    },
  };
}

/** Answers to the damp and mould assessment ([questionId, option ids]) as the work order's assessmentInformation. */
export function assessmentOf(answers: readonly (readonly [string, number[]])[]) {
  const answer = (questionId: string, responseId: number[]) => {
    const q = DAMP_MOULD_ASSESSMENT.questions.find((x) => x.questionId === questionId);
    if (!q) throw new Error(`no assessment question ${questionId}`);
    const responseValue = q.options
      .filter((o) => responseId.includes(o.id))
      .map((o) => o.value)
      .join(', ');
    return { questionId, questionLabel: q.questionLabel, responseId, responseValue };
  };
  return {
    assessmentTypeId: DAMP_MOULD_ASSESSMENT.assessmentTypeId,
    assessmentDescription: DAMP_MOULD_ASSESSMENT.assessmentDescription,
    supplementaryQuestionResponses: answers.map(([questionId, responseId]) => answer(questionId, responseId)),
  };
}

/** Answers to the damp and mould assessment, with q7_1 naming a health condition (flag Yes). */
export function dampMouldAnswers() {
  return assessmentOf([
    ['q1_1', [2, 3]],
    ['q1_2', [3]],
    ['q2_1', [3]],
    ['q2_2', [1]],
    ['q2_3', [1]],
    ['q7_1', [2]],
    ['q3_1', [2]],
  ]);
}
