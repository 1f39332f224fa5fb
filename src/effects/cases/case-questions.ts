import dataMessages from '../../../rules/case-data-messages.json';
import skipRule from '../../../rules/case-question-skips.json';
import { asRuleFile, requireRuleRow } from '../../engine/rule-file';
import { lookUpRuleRow } from '../../engine/rule-table';

/** A question of a case type as the case type reference data gives it (portal.md §3 Question). */
export interface CaseTypeQuestion {
  questionId: string;
  label: string;
  type: 'Radio' | 'List' | 'Text';
  isEnabled: string;
  options: { id: number | string; value: string; dependsOnAttributes?: { key: string; value: string }[] }[];
  blocking?: { errorCode: string; dependsOn: { responseId: number | string }[] };
  alertMessageCode?: { code: string };
}

/** How far an answer moves Continue on (rules/case-question-skips.json). */
const SKIPS = ['2', '3', '4', 'end'] as const;
type Skip = (typeof SKIPS)[number];

/** A question as the journey's generated pages ask it: option ids as text (radio and select values are text). */
export interface AskedQuestion {
  questionId: string;
  label: string;
  type: 'Radio' | 'List' | 'Text';
  options: { id: string; value: string }[];
  /**
   * The gateway's blocking with the message it shows (rules/case-data-messages.json), and the response ids that bring
   * it about as text.
   */
  blocking?: { errorCode: string; message: string };
  blockingResponses: string[];
  /** The message an unanswered question shows: its alertMessageCode's (rules/case-data-messages.json). */
  requiredMessage: string;
  /** Response ids by how far they move Continue on: generate.skips of journeys/case.json reads them. */
  skips: Record<Skip, string[]>;
}

/**
 * What a question's options may depend on, by attribute key: the chosen property's `tenancyGroup` (portal.md §3
 * dependsOnAttributes).
 */
export type QuestionAttributes = Readonly<Record<string, string>>;

/**
 * Whether an option is offered: every attribute it depends on has that value for the resident. An attribute the
 * portal does not know (neither tenancyGroup nor anything else it is told) keeps the option out, rather than offer
 * an answer the association meant for someone else.
 */
function offered(option: CaseTypeQuestion['options'][number], attributes: QuestionAttributes): boolean {
  return (option.dependsOnAttributes ?? []).every((attribute) => attributes[attribute.key] === attribute.value);
}

/**
 * The message a code of the reference data shows, used as a block's or as an unanswered question's
 * (rules/case-data-messages.json): its own words, or what the rule says shows instead when the portal has none. A
 * question without a code is a code the portal has no words for.
 */
function messageOf(code: string | undefined, use: 'asBlock' | 'asUnanswered'): string {
  // Without its otherwise, a code the portal has no words for would show nothing: the rule's error, shown as one.
  return requireRuleRow('case-data-messages', dataMessages, { code: code ?? '' }).text(use);
}

function skipsOf(caseTypeId: string, questionId: string, responseIds: readonly string[]): Record<Skip, string[]> {
  const skips: Record<Skip, string[]> = { 2: [], 3: [], 4: [], end: [] };
  for (const responseId of responseIds) {
    const skip = lookUpRuleRow('case-question-skips', asRuleFile(skipRule), {
      caseTypeId,
      questionId,
      responseId,
    })?.text('skip');
    if (SKIPS.includes(skip as Skip)) skips[skip as Skip].push(responseId);
  }
  return skips;
}

/**
 * The questions of a case type the resident is asked, in order: enabled ones only (isEnabled "true"), with the
 * options their tenancy group allows, the answers that block, and the answers that skip questions.
 */
export function askedQuestions(
  caseTypeId: string,
  questions: readonly CaseTypeQuestion[],
  attributes: QuestionAttributes,
): AskedQuestion[] {
  return questions
    .filter((question) => question.isEnabled === 'true')
    .map((question) => {
      const options = question.options
        .filter((option) => offered(option, attributes))
        .map((option) => ({ id: String(option.id), value: option.value }));
      return {
        questionId: question.questionId,
        label: question.label,
        type: question.type,
        options,
        ...(question.blocking
          ? {
              blocking: {
                errorCode: question.blocking.errorCode,
                message: messageOf(question.blocking.errorCode, 'asBlock'),
              },
            }
          : {}),
        blockingResponses: (question.blocking?.dependsOn ?? []).map((entry) => String(entry.responseId)),
        requiredMessage: messageOf(question.alertMessageCode?.code, 'asUnanswered'),
        skips: skipsOf(
          caseTypeId,
          question.questionId,
          options.map((option) => option.id),
        ),
      };
    });
}
