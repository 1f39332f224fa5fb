import { describeStep, type JourneyState, type LoadedJourney, type StepView } from '../engine';

// The step as its page first shows it (no typed values) is asked for by the step page (its kind), the page itself
// and its form's schema, each render. States are immutable and describeStep is pure, so one description per
// (journey, state, step) serves them all: a Continue describes the next step once rather than three times (issue 13).
const described = new WeakMap<LoadedJourney, WeakMap<JourneyState, Map<string, StepView>>>();

/** describeStep(journey, state, stepId) without typed values, worked out once per state object. */
export function shownStep(journey: LoadedJourney, state: JourneyState, stepId: string): StepView {
  let byState = described.get(journey);
  if (!byState) described.set(journey, (byState = new WeakMap()));
  let bySteps = byState.get(state);
  if (!bySteps) byState.set(state, (bySteps = new Map()));
  const cached = bySteps.get(stepId);
  if (cached) return cached;
  const view = describeStep(journey, state, stepId);
  bySteps.set(stepId, view);
  return view;
}
