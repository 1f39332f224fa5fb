import table from '../../../rules/case-journey-answers.json';
import type { CaseJourneyAnswersTable } from '../../../schemas/generated/rules.case-journey-answers';
import type { CaseAnswer } from '../../gateway';
import { EffectInputError } from '../errors';

/**
 * The case journey's own questions the case carries (rules/case-journey-answers.json): an analyst who adds a question
 * to journeys/case.json adds its row here, and its answer reaches POST /cases with no TypeScript changed (issue 27).
 */
export const CASE_JOURNEY_ANSWERS = table as CaseJourneyAnswersTable;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The additional information the journey's own questions give: one entry per row whose answer is on the resident's
 * path, in the table's order, as the question's words and the answer's words (a choice's by its `values`, a text as
 * typed, trimmed), so the gateway stores it as it stores the type's questions. The words are the locale's English
 * (`describe`): what the association's staff read, never shown to the resident from here.
 */
export function journeyAnswers(
  answers: Readonly<Record<string, unknown>>,
  describe: (code: string) => string,
  rows: CaseJourneyAnswersTable = CASE_JOURNEY_ANSWERS,
): CaseAnswer[] {
  return rows.answers.flatMap((row): CaseAnswer[] => {
    const answer = answers[row.answer];
    if (isEmpty(answer)) return [];
    const valueKey = row.values?.[String(answer)];
    if (row.values !== undefined && valueKey === undefined) {
      throw new EffectInputError(
        `answers.${row.answer}`,
        `one of the answers rules/case-journey-answers.json gives words for (${Object.keys(row.values).join(', ')})`,
      );
    }
    if (valueKey === undefined && typeof answer !== 'string') {
      throw new EffectInputError(
        `answers.${row.answer}`,
        'a text, or a choice whose words rules/case-journey-answers.json gives in "values"',
      );
    }
    const words = valueKey === undefined ? (answer as string).replace(/\s+/g, ' ').trim() : describe(valueKey);
    return [{ questionId: row.answer, questionLabel: describe(row.label), responseId: null, responseText: words }];
  });
}
