/** Which of a range's two dates a problem is about. */
export type RangeDateField = 'from' | 'to';

/**
 * A problem with one of a date range's two dates (the transactions', the inbox's): the date, and the message code
 * saying what is wrong with it, a value the page words.
 */
export interface RangeDateProblem<Code extends string> {
  readonly field: RangeDateField;
  readonly code: Code;
}
