import { isEmailAddress } from '../../engine/email-address';
import { dateCheckMessage, dateProblemOf } from '../../shared/date-range-checks';

// The custom statement request (portal.md §5 "Request custom statement", "E-mail rules"): what the pop-up checks
// before it sends the e-mail request of §3. Days are YYYY-MM-DD on the London clock. Pure: no clock, no React.

export type StatementRequestField = 'from' | 'to' | 'emailChoice' | 'otherEmail';
export type StatementRequestCode = 'SSC009' | 'SSC011' | 'SSC012' | 'SSC013' | 'SSC014' | 'SSC020';
/** The codes the dates may give (rules/date-range-checks.json, form statement). */
const DATE_CODES: readonly StatementRequestCode[] = ['SSC009', 'SSC012', 'SSC013', 'SSC014', 'SSC020'];

export interface StatementRequestProblem {
  field: StatementRequestField;
  code: StatementRequestCode;
  /** SSC009 stands for two things, which the page words apart: a missing answer, or a from date after the to date. */
  order?: true;
}

/** Which address the statement goes to: the one held for the resident, or another one typed in. */
export type EmailChoice = 'existing' | 'other' | '';

export interface StatementRequestFacts {
  /** As the resident wrote them: YYYY-MM-DD when a real date, the boxes joined ('2026--31') when not, '' when empty. */
  from: string;
  to: string;
  emailChoice: EmailChoice;
  otherEmail: string;
  /** The London day today. */
  today: string;
  /** When the tenancy began (a gateway date or date-time); null when not known. */
  tenancyStart: string | null;
}

/**
 * What is wrong with a request, at most one problem a field, as §5's table says: a missing date or e-mail choice, or a
 * chosen other e-mail left empty, is SSC009; a date that is not real, SSC020; a from date after today SSC013 or before
 * the tenancy began SSC012; a to date after today SSC014; with both dates right, a from date after the to date is
 * SSC009 (on the from date); an other e-mail that breaks the e-mail rules, SSC011. Empty when it can be sent.
 */
export function statementRequestProblems(facts: StatementRequestFacts): StatementRequestProblem[] {
  const problems: StatementRequestProblem[] = [];
  const dates = { today: facts.today, tenancyStart: facts.tenancyStart };
  const fromProblem = dateProblemOf('statement', 'from', { ...dates, value: facts.from }, DATE_CODES);
  if (fromProblem) problems.push({ field: 'from', code: fromProblem });
  const to = dateProblemOf('statement', 'to', { ...dates, value: facts.to }, DATE_CODES);
  if (to) problems.push({ field: 'to', code: to });
  const order = dateCheckMessage('statement', 'from', 'afterTo', DATE_CODES);
  if (!fromProblem && !to && order !== null && facts.from > facts.to)
    problems.push({ field: 'from', code: order, order: true });
  if (facts.emailChoice === '') problems.push({ field: 'emailChoice', code: 'SSC009' });
  if (facts.emailChoice === 'other') {
    const typed = facts.otherEmail.trim();
    if (typed === '') problems.push({ field: 'otherEmail', code: 'SSC009' });
    else if (!isEmailAddress(typed)) problems.push({ field: 'otherEmail', code: 'SSC011' });
  }
  return problems;
}

/** DD/MM/YYYY, as the e-mail request carries its dates (§3). */
export const requestDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
