import type { FormProblem } from '../../error-summary';
import type { DateRangeValue } from './date-range-form';

/** A problem with one of the two dates, whatever its list calls it: the date it is about. */
export interface DateFieldProblem {
  readonly field: keyof DateRangeValue;
}

/** Each date's problem in words, as the date range form shows it above the date's boxes. */
export function dateErrors<Problem extends DateFieldProblem>(
  problems: readonly Problem[],
  textOf: (problem: Problem) => string,
): { from?: string | undefined; to?: string | undefined } {
  const errorOf = (field: keyof DateRangeValue) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? textOf(problem) : undefined;
  };
  return { from: errorOf('from'), to: errorOf('to') };
}

/** The problems as the error summary lists them, in the same words, each a link to its date's Day box. */
export function dateSummaryProblems<Problem extends DateFieldProblem>(
  problems: readonly Problem[],
  ids: DateRangeValue,
  textOf: (problem: Problem) => string,
): FormProblem[] {
  return problems.map((problem) => ({ target: ids[problem.field], text: textOf(problem) }));
}
