import { summariseAnswers } from '../engine';
import { CheckAnswers } from './check-answers';
import { shownStep } from './shown-step';
import { StepForm } from './step-form';
import { StepFrame } from './step-frame';
import type { StepHost } from './step-host';
import { useStepPage } from './use-step-page';

/**
 * A check-answers step: the summary of the resident's answers on their path, each with a Change link (an action of
 * the session, so the change is known and Continue returns here), and Continue.
 */
export function CheckAnswersPage({ host }: { host: StepHost }) {
  const page = useStepPage(host);
  const view = shownStep(host.journey, host.session.state, host.stepId);
  const rows = summariseAnswers(host.journey, host.session.state, host.stepId);
  return (
    <StepFrame host={host} page={page} view={view}>
      <CheckAnswers
        rows={rows}
        summaryStepId={host.stepId}
        onChange={(stepId, fieldId) => void page.perform({ kind: 'change', stepId, fieldId })}
      />
      <StepForm host={host} page={page} view={view} />
    </StepFrame>
  );
}
