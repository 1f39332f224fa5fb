import type { RuleProblem } from './lint-rule';

/** What the lint of a rule table checked against a journey works with: its problems, each an error. */
export interface JourneyTableLint {
  readonly problems: RuleProblem[];
  readonly report: (code: string, pointer: string, message: string) => void;
  /**
   * A check for one list of the table: a row whose key an earlier row of the list has already is RULE_DUPLICATE_ROW,
   * reported at `pointer` with `message`.
   */
  readonly onePerKey: () => (key: string, pointer: string, message: string) => void;
}

/**
 * Starts the lint of a rule table that names a journey (rules/case-journey-answers.json,
 * rules/repair-work-order-fields.json), with RULE_UNKNOWN_JOURNEY when that journey could not be read.
 */
export function journeyTableLint(journey: string, journeyRead: boolean): JourneyTableLint {
  const problems: RuleProblem[] = [];
  const report = (code: string, pointer: string, message: string): void => {
    problems.push({ code, severity: 'error', pointer, message });
  };
  if (!journeyRead)
    report(
      'RULE_UNKNOWN_JOURNEY',
      '/journey',
      `There is no journey "${journey}" (journeys/${journey}.json) to check the answers against.`,
    );
  const onePerKey = () => {
    const seen = new Set<string>();
    return (key: string, pointer: string, message: string): void => {
      if (seen.has(key)) report('RULE_DUPLICATE_ROW', pointer, message);
      seen.add(key);
    };
  };
  return { problems, report, onePerKey };
}
