import {
  computePath,
  effectsOnEnter,
  entryDestination,
  entryEffects,
  landing,
  recordEffectResult,
  takeEntryAnswers,
  type Answers,
  type Destination,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
} from '../engine';
import { GENERIC_ERROR_PATH } from '../shared/paths';
import { continueStep, effectFailure, runEffects } from './continue-step';
import type { EffectOutcome } from './journey-runtime';

/**
 * Where an entry goes when one of its effects fails with a message policy: there is no page yet to show the message
 * on, so the resident sees the portal's general error page.
 */
export const ENTRY_FAILURE_PAGE: Destination = { kind: 'errorPage', name: 'generic', route: GENERIC_ERROR_PATH };

export interface EntryInput {
  readonly journey: LoadedJourney;
  /** enteredState(): the address parameters as effects.entry, nothing answered. */
  readonly state: JourneyState;
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
}

export interface EntryResult {
  readonly state: JourneyState;
  readonly destination: Destination;
}

/** How many steps a fast-forward may pass: more means a journey whose steps keep generating more. */
const MAX_STEPS = 200;

/**
 * Starts a journey from its entry: the entry's effects one at a time (each input sees the results before it), its
 * answers, its routes; then, with fastForward, Continue on each step whose fields have answers. Stops at the first
 * step the resident must see: nothing answered on it, an answer refused or blocked, an effect that failed with a
 * message, or a summary. Engine errors (ConditionError) are thrown: they are configuration problems.
 */
export async function enterJourney(input: EntryInput): Promise<EntryResult> {
  const { journey } = input;
  let state = input.state;
  for (let ran = 0; ; ran += 1) {
    const request = entryEffects(journey, state)[ran];
    if (!request) break;
    const outcome = await input.runEffect(request);
    if (outcome.ok) {
      if (request.storeAs) state = recordEffectResult(state, request.storeAs, outcome.result);
      continue;
    }
    const failed = effectFailure(journey, request);
    if (failed === null) continue;
    return { state, destination: 'destination' in failed ? failed.destination : ENTRY_FAILURE_PAGE };
  }
  state = takeEntryAnswers(journey, state);
  const start = entryDestination(journey, state);
  if (start.kind !== 'step' || journey.definition.entry?.fastForward !== true) return { state, destination: start };
  return fastForward(input, state);
}

async function fastForward(input: EntryInput, entered: JourneyState): Promise<EntryResult> {
  const { journey } = input;
  let state = entered;
  for (let passed = 0; passed < MAX_STEPS; passed += 1) {
    const stepId = computePath(journey, state).current;
    const step = stepId === null ? undefined : journey.definition.steps.find((s) => s.id === stepId);
    if (!stepId || step?.kind !== 'question') break;
    const values: Answers = Object.fromEntries((step.fields ?? []).flatMap((field) =>
      (Object.hasOwn(state.answers, field.id) ? [[field.id, state.answers[field.id]]] : [])));
    // A step with nothing answered is where the resident carries on; its page loads what it needs itself.
    if (Object.keys(values).length === 0) break;
    const entering = await runEffects(journey, state, effectsOnEnter(journey, state, stepId), input.runEffect);
    state = entering.state;
    if (entering.failed) return 'destination' in entering.failed ? { state, destination: entering.failed.destination } : { state, destination: landing(journey, state) };
    const result = await continueStep({ journey, state, stepId, values, runEffect: input.runEffect });
    state = result.state;
    if (result.kind !== 'go') break;
    if (result.destination.kind !== 'step') return { state, destination: result.destination };
  }
  return { state, destination: landing(journey, state) };
}
