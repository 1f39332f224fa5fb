import {
  computePath,
  describeStep,
  validateStep,
  type Destination,
  type JourneyState,
  type LoadedJourney,
} from '../engine';

/** A message a step shows in this state: its code and parameters. */
export interface ShownMessage {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly kind: 'warning' | 'block' | 'error';
}

/** A step on the path the state takes, with the messages it shows there. */
export interface StepInState {
  readonly id: string;
  readonly route: string;
  readonly messages: readonly ShownMessage[];
}

/** Where the path the state takes ends. */
export type PathStop =
  /** A step's answers are missing or wrong (its errors say which): Continue stays on it. */
  | { readonly kind: 'needs-answers'; readonly stepId: string }
  /** A block keeps the resident on the step. */
  | { readonly kind: 'blocked'; readonly stepId: string }
  /** An outcome page ends the journey. */
  | { readonly kind: 'outcome'; readonly stepId: string }
  /** The last step's Continue leaves the journey for this destination. */
  | { readonly kind: 'leaves'; readonly destination: Destination };

export interface StateExplanation {
  readonly steps: readonly StepInState[];
  readonly stop: PathStop;
}

function messagesOf(journey: LoadedJourney, state: JourneyState, stepId: string, withErrors: boolean): ShownMessage[] {
  const view = describeStep(journey, state, stepId);
  const shown: ShownMessage[] = view.warnings.map((issue) => ({
    code: issue.code,
    ...(issue.params ? { params: issue.params } : {}),
    kind: 'warning',
  }));
  if (view.block)
    shown.push({
      code: view.block.message,
      ...(view.block.params ? { params: view.block.params } : {}),
      kind: view.block.confirmed ? 'warning' : 'block',
    });
  if (withErrors) {
    for (const issue of validateStep(journey, state, stepId, { phase: 'continue' })) {
      if (issue.severity === 'error')
        shown.push({ code: issue.code, ...(issue.params ? { params: issue.params } : {}), kind: 'error' });
    }
  }
  return shown;
}

/**
 * The whole path a preview state takes, as if the resident pressed Continue on every page with these answers: the
 * steps it shows in order, the messages each shows, and where it stops. A confirm-to-continue block is confirmed
 * (the second Continue) and stays as a warning, as it does for a resident. The engine's own computePath does the
 * walking, so the studio cannot disagree with the portal.
 */
export function explainState(journey: LoadedJourney, state: JourneyState): StateExplanation {
  const completed: Record<string, true> = {};
  const confirmations: Record<string, true> = { ...state.confirmations };
  // Each round completes one more step; a journey cannot have more steps on its path than rounds allowed here.
  for (let round = 0; round < 1000; round += 1) {
    const walked: JourneyState = { ...state, completed: { ...completed }, confirmations: { ...confirmations } };
    const path = computePath(journey, walked);
    const current = path.current;
    const steps = (ids: readonly string[], withErrorsAt: string | null) =>
      ids.map((id): StepInState => ({
        id,
        route: describeStep(journey, walked, id).route,
        messages: messagesOf(journey, walked, id, id === withErrorsAt),
      }));
    if (path.complete) {
      const last = path.steps[path.steps.length - 1];
      const isOutcome = last !== undefined && describeStep(journey, walked, last).definition.kind === 'outcome';
      const stop: PathStop = path.end
        ? { kind: 'leaves', destination: path.end }
        : isOutcome
          ? { kind: 'outcome', stepId: last }
          : { kind: 'leaves', destination: { kind: 'exit', route: journey.definition.exit.to } };
      return { steps: steps(path.steps, null), stop };
    }
    if (current === null)
      return { steps: [], stop: { kind: 'leaves', destination: { kind: 'exit', route: journey.definition.exit.to } } };
    if (completed[current] !== true) {
      completed[current] = true;
      continue;
    }
    const block = describeStep(journey, walked, current).block;
    if (block && block.mode === 'confirm-to-continue' && !block.confirmed) {
      confirmations[current] = true;
      continue;
    }
    const blocked = block !== null && !(block.mode === 'confirm-to-continue' && block.confirmed);
    return {
      steps: steps(path.steps, current),
      stop: blocked ? { kind: 'blocked', stepId: current } : { kind: 'needs-answers', stepId: current },
    };
  }
  throw new Error('The preview state walked more than 1000 steps: the journey loops.');
}
