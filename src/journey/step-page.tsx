import { shownStep } from './shown-step';
import { CheckAnswersPage } from './check-answers-page';
import { OutcomePage } from './outcome-page';
import { QuestionPage } from './question-page';
import type { StepHost } from './step-host';

/** A journey step page of its kind: a question form, a check-answers summary or an outcome panel. */
export function StepPage({ host }: { host: StepHost }) {
  const kind = shownStep(host.journey, host.session.state, host.stepId).definition.kind;
  if (kind === 'check-answers') return <CheckAnswersPage host={host} />;
  if (kind === 'outcome') return <OutcomePage host={host} />;
  return <QuestionPage host={host} />;
}
