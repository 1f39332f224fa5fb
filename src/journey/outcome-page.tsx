import { shownStep } from './shown-step';
import { StepForm } from './step-form';
import { StepFrame } from './step-frame';
import type { StepHost } from './step-host';
import { useStepPage } from './use-step-page';

/** An outcome step: the GOV.UK confirmation panel with the step's title and hint, and its buttons. */
export function OutcomePage({ host }: { host: StepHost }) {
  const page = useStepPage(host);
  const view = shownStep(host.journey, host.session.state, host.stepId);
  return (
    <StepFrame host={host} page={page} view={view}>
      <StepForm host={host} page={page} view={view} />
    </StepFrame>
  );
}
