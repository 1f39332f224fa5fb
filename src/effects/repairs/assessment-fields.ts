import type { WorkOrderUpdate } from '../../gateway';
import { EffectInputError } from '../errors';
import type { EffectInput } from '../effect-input';
import type { AssessmentQuestion } from './load-damp-mould-questions';

/** repairs.md §3, §9: the damp, mould and condensation assessment is type 47. */
export const ASSESSMENT_TYPE_ID = 47;
export const ASSESSMENT_DESCRIPTION = 'Damp, Mould and Condensation';

type Response = NonNullable<WorkOrderUpdate['assessmentInformation']>['supplementaryQuestionResponses'][number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option values an answer names: one for List and Select, a list for Multiple; none when unanswered. */
function chosenValues(answer: unknown): string[] {
  if (answer === undefined || answer === null || answer === '') return [];
  const values = Array.isArray(answer) ? answer : [answer];
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number'))
    throw new EffectInputError('assessment', 'answers of option values');
  return values.map(String);
}

function response(question: AssessmentQuestion, answer: unknown): Response | undefined {
  const values = chosenValues(answer);
  if (values.length === 0) return undefined;
  const options = values.map((value) => {
    const option = question.options.find((o) => o.value === value);
    if (!option) throw new EffectInputError('assessment', `answers among the options of ${question.questionId}`);
    return option;
  });
  return {
    questionId: question.questionId,
    questionLabel: question.label,
    responseId: options.map((o) => Number(o.value)),
    responseValue: options.map((o) => o.label).join(', '),
  };
}

/**
 * The field id of a question on the generated assessment pages (journeys/damp-mould.json: "dmc_{item.questionId}"),
 * so the journey may pass all its answers as they are.
 */
export const ASSESSMENT_FIELD_PREFIX = 'dmc_';

/**
 * The questions and answers, from `assessment: {questions, answers}` or `assessmentQuestions` and `assessmentAnswers`.
 */
function readAssessment(input: EffectInput): { questions: unknown[]; answers: Record<string, unknown> } | undefined {
  const nested = input.assessment;
  const [key, questions, answers] =
    nested === undefined || nested === null
      ? ['assessmentQuestions', input.assessmentQuestions, input.assessmentAnswers]
      : ['assessment', isObject(nested) ? nested.questions : undefined, isObject(nested) ? nested.answers : undefined];
  if (questions === undefined || questions === null) {
    if (key === 'assessment') throw new EffectInputError(key, 'an object with questions and answers');
    return undefined;
  }
  if (!Array.isArray(questions) || !(answers === undefined || answers === null || isObject(answers))) {
    throw new EffectInputError(key, 'questions (a list) and answers (an object)');
  }
  return { questions, answers: answers ?? {} };
}

/**
 * The assessment answers as the work order's assessmentInformation (repairs.md §3): inputs `assessment` =
 * `{questions, answers}`, or `assessmentQuestions` and `assessmentAnswers`; the questions being
 * 'repair.loadDampMouldQuestions''s, the answers keyed by questionId or by the generated field id (dmc_<questionId>).
 * Every answered question is sent, in the questions' order, so each page's save carries the pages before it. The
 * health-risk flag of §5 (q7_1 answered 2 to 5) is the draft field riskToHumanLife, which the journey works out.
 */
export function assessmentFields(input: EffectInput): Pick<WorkOrderUpdate, 'assessmentInformation'> {
  const assessment = readAssessment(input);
  if (!assessment) return {};
  const responses = assessment.questions.flatMap((question) => {
    if (!isObject(question) || typeof question.questionId !== 'string' || !Array.isArray(question.options)) {
      throw new EffectInputError('assessment', 'questions as repair.loadDampMouldQuestions gives them');
    }
    const q = question as unknown as AssessmentQuestion;
    const found = response(
      q,
      assessment.answers[q.questionId] ?? assessment.answers[`${ASSESSMENT_FIELD_PREFIX}${q.questionId}`],
    );
    return found ? [found] : [];
  });
  return {
    assessmentInformation: {
      assessmentTypeId: ASSESSMENT_TYPE_ID,
      assessmentDescription: ASSESSMENT_DESCRIPTION,
      supplementaryQuestionResponses: responses,
    },
  };
}

/** The assessment's answers by the generated pages' field ids (dmc_<questionId>), as their fields hold them. */
export type AssessmentAnswers = Record<string, string | string[]>;

/**
 * The work order's saved assessment (assessmentInformation, as assessmentFields writes it) as the generated pages'
 * answers, so a resumed draft shows what was saved: a list of option values for a Multiple question, one value for
 * List and Select. Only assessment 47's responses to questions the assessment still asks, with options it still
 * offers, are given; a question left with none is left unanswered.
 */
export function assessmentAnswers(
  information: WorkOrderUpdate['assessmentInformation'] | undefined,
  questions: readonly AssessmentQuestion[],
): AssessmentAnswers {
  if (!information || information.assessmentTypeId !== ASSESSMENT_TYPE_ID) return {};
  const answers: AssessmentAnswers = {};
  for (const saved of information.supplementaryQuestionResponses) {
    const question = questions.find((q) => q.questionId === saved.questionId);
    if (!question) continue;
    const values = saved.responseId.map(String).filter((value) => question.options.some((o) => o.value === value));
    const [first] = values;
    if (first === undefined) continue;
    answers[`${ASSESSMENT_FIELD_PREFIX}${question.questionId}`] = question.type === 'Multiple' ? values : first;
  }
  return answers;
}
