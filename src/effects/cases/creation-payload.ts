import type { CaseAnswer, CaseCreate } from '../../gateway';
import type { AskedQuestion } from './case-questions';

/** Contact relations by id (portal.md §3 Contact relation). */
export const RELATIONS = { 1: 'Customer', 2: 'Friend or Family', 3: 'Other' } as const;
export type RelationId = keyof typeof RELATIONS;

/** The answer field of a question on its generated page (journeys/case.json: "case_{item.questionId}", made safe). */
export const answerFieldOf = (questionId: string): string => `case_${questionId}`.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * The additionalInfo of the creation payload: one entry per question answered on the resident's path, in the
 * order asked (a question an earlier answer skipped has no answer there and is left out). Radio and List send a
 * one-element responseId list, Text its responseText (portal.md §3).
 */
export function caseAnswers(
  questions: readonly AskedQuestion[],
  answers: Readonly<Record<string, unknown>>,
): CaseAnswer[] {
  return questions.flatMap((question): CaseAnswer[] => {
    const answer = answers[answerFieldOf(question.questionId)];
    if (typeof answer !== 'string' || answer.trim() === '') return [];
    return question.type === 'Text'
      ? [{ questionId: question.questionId, responseId: null, responseText: answer.trim() }]
      : [{ questionId: question.questionId, responseId: [Number(answer)], responseText: null }];
  });
}

/** The asset a case is raised on: the block above the premises for a Block type (1), else the premises (2). */
export function caseAsset(
  assetIdentifier: string,
  isBlock: boolean,
): { assetIdentifier: string; asset: CaseCreate['asset'] } {
  return isBlock
    ? { assetIdentifier, asset: { type: { assetTypeId: 1, assetTypeName: 'Block' } } }
    : { assetIdentifier, asset: { type: { assetTypeId: 2, assetTypeName: 'Property' } } };
}
