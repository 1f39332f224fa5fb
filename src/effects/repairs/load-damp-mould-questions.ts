import type { EffectInput } from '../effect-input';
import { AssessmentUnavailableError } from '../errors';
import type { Effect } from '../types';

/** One assessment question as the journey's pages ask it; option values are the option ids as text. */
export interface AssessmentQuestion {
  questionId: string;
  label: string;
  /** List and Select take one answer, Multiple at least one (repairs.md §5). */
  type: 'List' | 'Select' | 'Multiple';
  pageGroupId: number;
  options: { value: string; label: string }[];
}

/** What 'repair.loadDampMouldQuestions' stores: the questions and the number of the last page. */
export interface DampMouldQuestions {
  questions: AssessmentQuestion[];
  lastPage: number;
}

/**
 * 'repair.loadDampMouldQuestions': the damp and mould assessment of configuration entry 47 (repairs.md §7), in its
 * order, with the highest pageGroupId as the last page (the assessment pages up to it, §2). No input. A gateway
 * without the entry fails with AssessmentUnavailableError rather than skipping the assessment unseen.
 */
export const loadDampMouldQuestions: Effect<EffectInput, DampMouldQuestions> = async (_input, environment) => {
  const assessment = await environment.gateway.getDampMouldAssessment(environment.signal);
  if (!assessment || assessment.questions.length === 0) throw new AssessmentUnavailableError();
  const questions = assessment.questions.map((q): AssessmentQuestion => ({
    questionId: q.questionId,
    label: q.questionLabel,
    type: q.type,
    pageGroupId: q.pageGroupId,
    options: q.options.map((o) => ({ value: String(o.id), label: o.value })),
  }));
  return { questions, lastPage: Math.max(...questions.map((q) => q.pageGroupId)) };
};
