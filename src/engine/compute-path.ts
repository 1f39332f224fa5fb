import { wayOutDestination } from './destinations';
import type { LogicLocation } from './evaluate-logic';
import { expandSteps, type ExpandedSteps } from './expand-steps';
import { locationAt } from './location-at';
import { arrive, successorOf } from './routing';
import { blocksContinue, stepBlock } from './step-block';
import { issuesOfVisible } from './step-issues';
import type {
  Answers,
  Destination,
  JourneyPath,
  JourneyState,
  LoadedJourney,
  ResolvedField,
  ResolvedStep,
} from './types';
import { addVisibleAnswers, visibleFields } from './visible-fields';

/**
 * True when a step is done: its Continue was accepted, its answers are still valid and nothing blocks it.
 * Invariant: answers changed or cleared after Continue make the step incomplete again.
 */
export function isStepComplete(step: ResolvedStep, base: Answers, state: JourneyState): boolean {
  if (state.completed?.[step.id] !== true) return false;
  const { visible, answers } = visibleFields(step, base, state);
  return completeWith(step, visible, answers, state);
}

/** isStepComplete on the step's visible fields and the answers its conditions see, already worked out. */
function completeWith(
  step: ResolvedStep,
  visible: readonly ResolvedField[],
  answers: Answers,
  state: JourneyState,
): boolean {
  if (state.completed?.[step.id] !== true) return false;
  if (blocksContinue(stepBlock(step, answers, state))) return false;
  return !issuesOfVisible(step, visible, answers, state, 'continue').some((i) => i.severity === 'error');
}

interface Walk {
  readonly expanded: ExpandedSteps;
  readonly path: JourneyPath;
}

function walk(journey: LoadedJourney, state: JourneyState): Walk {
  const expanded = expandSteps(journey, state);
  const steps: string[] = [];
  const fields: Record<string, readonly string[]> = {};
  const arrived = new Set<string>();
  // One working copy of the answers for the whole walk: each step adds its visible answers in place, so the walk is
  // linear in the number of steps (a copy per step made it quadratic). Conditions only read it while it is current.
  const answers: Record<string, unknown> = {};
  let target: string | null = journey.definition.steps[0].id;
  let from: LogicLocation = { stepId: journey.definition.steps[0].id, pointer: '/steps/0' };
  let last: ResolvedStep | null = null;
  let end: Destination | null = null;
  let complete = false;

  while (target !== null) {
    const arrival = arrive(journey, expanded, target, answers, state, arrived, from);
    if ('wayOut' in arrival) {
      end = wayOutDestination(journey, arrival.wayOut);
      complete = true;
      break;
    }
    if ('deadEnd' in arrival) {
      complete = true;
      break;
    }
    const step = arrival.step;
    const visible = addVisibleAnswers(step, answers, state);
    steps.push(step.id);
    fields[step.id] = visible.map((f) => f.definition.id);
    last = step;
    // Reaching an outcome page completes the journey; its own button (Finish) is not a Continue.
    if (step.definition.kind === 'outcome') {
      complete = true;
      break;
    }
    if (!completeWith(step, visible, answers, state)) break;
    target = successorOf(expanded, step, answers, state);
    from = locationAt(step.id, step.pointer, 'next');
    if (target === null) complete = true;
  }
  return { expanded, path: { steps, current: last?.id ?? null, complete, end, onPathAnswers: answers, fields } };
}

// computePath is called by every navigation function; state objects are immutable, so cache per state.
const cache = new WeakMap<LoadedJourney, WeakMap<JourneyState, Walk>>();

/**
 * The walk behind computePath, with the expanded steps it used (internal to the engine).
 * Invariant: cached per state object, so the same state always gives the same (identical) path.
 */
export function walkPath(journey: LoadedJourney, state: JourneyState): Walk {
  const byState = cache.get(journey) ?? new WeakMap<JourneyState, Walk>();
  cache.set(journey, byState);
  const cached = byState.get(state);
  if (cached) return cached;
  const result = walk(journey, state);
  byState.set(state, result);
  return result;
}

/**
 * The resident's path: walk from the first step along the routes, skipping steps whose `when` is false, and stop at
 * the first step that is not complete.
 * Invariant: a pure function of (journey, answers, context, effects, completed, confirmations); onPathAnswers holds
 * only answers of visible fields of steps on the path.
 */
export function computePath(journey: LoadedJourney, state: JourneyState): JourneyPath {
  return walkPath(journey, state).path;
}
