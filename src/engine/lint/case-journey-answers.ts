import type { CaseJourneyAnswersTable } from '../../../schemas/generated/rules.case-journey-answers';
import { childPointer } from '../json-pointer';
import { journeyTableLint } from './journey-table-lint';
import type { RuleProblem } from './lint-rule';
import { didYouMean, listNames } from './near-names';

/** A journey field as the table is checked against it: its answers' values as text when it is a choice. */
export interface AnsweredField {
  /** The option values as text ("true", "2"), for a choice; undefined for a text answer. */
  readonly choices?: readonly string[];
}

/** What the table is checked against, read by the tools (the lint reads no files). */
export interface CaseJourneyAnswersLintOptions {
  /** The journey's fields by id; undefined when the journey could not be read (RULE_UNKNOWN_JOURNEY says so). */
  readonly journeyFields?: Readonly<Record<string, AnsweredField>>;
  /** The locale's keys: the question's and the answers' words. */
  /**
   * Absent while a locale file is broken: its keys are not known, so they are not checked (one problem per mistake).
   */
  readonly messageKeys?: ReadonlySet<string>;
}

/**
 * Checks the case journey's answers table (rules/case-journey-answers.json) against the journey and the locale, so a
 * row that would send nothing, or words the association's staff could not read, shows in the lint.
 * Invariant: pure; one problem per mistake, with the name meant where one is near.
 */
export function lintCaseJourneyAnswers(
  table: CaseJourneyAnswersTable,
  options: CaseJourneyAnswersLintOptions,
): RuleProblem[] {
  const fields = options.journeyFields;
  const { problems, report, onePerKey } = journeyTableLint(table.journey, fields !== undefined);
  const checkKey = (key: string, pointer: string) => {
    if (options.messageKeys && !options.messageKeys.has(key))
      report(
        'RULE_UNKNOWN_MESSAGE',
        pointer,
        `"${key}" is not a key of the locale (locales/en/*.json): the case would store the code, not words.${didYouMean(key, [...options.messageKeys])}`,
      );
  };
  const oneRowPerAnswer = onePerKey();
  table.answers.forEach((row, i) => {
    const at = childPointer('/answers', i);
    const message = `"${row.answer}" has a row already: keep one row per answer.`;
    oneRowPerAnswer(row.answer, childPointer(at, 'answer'), message);
    checkKey(row.label, childPointer(at, 'label'));
    Object.entries(row.values ?? {}).forEach(([value, key]) => checkKey(key, childPointer(at, 'values', value)));
    if (!fields) return;
    const field = Object.hasOwn(fields, row.answer) ? fields[row.answer] : undefined;
    if (field === undefined) {
      report(
        'RULE_UNKNOWN_ANSWER',
        childPointer(at, 'answer'),
        `The ${table.journey} journey has no field "${row.answer}", so nothing would be sent.${didYouMean(row.answer, Object.keys(fields))}`,
      );
      return;
    }
    const choices = field.choices;
    if (choices === undefined) {
      if (row.values !== undefined)
        report(
          'RULE_UNKNOWN_OPTION_VALUE',
          childPointer(at, 'values'),
          `"${row.answer}" is a text answer, sent as the resident typed it: remove "values".`,
        );
      return;
    }
    for (const value of Object.keys(row.values ?? {}).filter((v) => !choices.includes(v))) {
      report(
        'RULE_UNKNOWN_OPTION_VALUE',
        childPointer(at, 'values', value),
        `"${value}" is not an answer of "${row.answer}", so these words are never sent.${didYouMean(value, choices)} The answers are ${listNames(choices)}.`,
      );
    }
    const missing = choices.filter((value) => !Object.hasOwn(row.values ?? {}, value));
    if (missing.length > 0) {
      report(
        'RULE_MISSING_ANSWER_WORDS',
        row.values ? childPointer(at, 'values') : at,
        `"${row.answer}" is a choice: give the words of each answer in "values" (${listNames(missing)} ${missing.length === 1 ? 'has' : 'have'} none), or the case could not say what the resident chose.`,
      );
    }
  });
  return problems;
}
