import {
  computePath,
  effectsOnEnter,
  enteredState,
  entryDestination,
  entryEffects,
  entryParams,
  fastForwardPasses,
  heldAnswers,
  landing,
  resumeLanding,
  takeEntryAnswers,
  type Destination,
  type JourneyState,
  type LoadedJourney,
} from '../../engine';
import { continueStep } from './continue-step';
import { runEffectLoop } from './effect-loop';
import { ActionNotOfferedError } from './errors';
import { NO_PAGE_FAILURE, reach } from './reach';
import { Trace } from './trace';
import { ENTRY, type RunEffect, type SessionDeps, type SessionOutcome } from './types';

export interface EntryInput {
  readonly journey: LoadedJourney;
  /** enteredState(): the address parameters as effects.entry, nothing answered. */
  readonly state: JourneyState;
  readonly runEffect: RunEffect;
}

export interface EntryResult {
  readonly state: JourneyState;
  readonly destination: Destination;
}

/** How many steps a fast-forward may pass: more means a journey whose steps keep generating more. */
const MAX_STEPS = 200;

/**
 * Starts a journey from its entry: the entry's effects one at a time (each input sees the results before it), its
 * answers, its routes; then, with fastForward, Continue on each step whose fields have answers (and on an optional
 * step the resident had been past: fastForwardPasses). Stops at the first step the resident must see: nothing
 * answered on it, an answer refused or blocked, an effect that failed with a message, or a summary; the resident
 * lands there, or on an earlier step it passed that says landOnResume (the damp and mould assessment's first page).
 * An entry effect failing with a message policy has no page to show it on: the general error page. Engine errors
 * (ConditionError) are thrown: they are configuration problems.
 */
export async function enterJourney(input: EntryInput): Promise<EntryResult> {
  const { journey } = input;
  const run = await runEffectLoop(journey, input.state, (state) => entryEffects(journey, state), input.runEffect);
  if (run.failed)
    return { state: run.state, destination: 'destination' in run.failed ? run.failed.destination : NO_PAGE_FAILURE };
  const state = takeEntryAnswers(journey, run.state);
  const start = entryDestination(journey, state);
  if (start.kind !== 'step' || journey.definition.entry?.fastForward !== true) return { state, destination: start };
  return fastForward(input, state);
}

async function fastForward(input: EntryInput, entered: JourneyState): Promise<EntryResult> {
  const { journey } = input;
  let state = entered;
  // A step that says landOnResume, once reached: where the resident lands, however far fast-forward goes after it.
  let landAt: Destination | null = null;
  for (let passed = 0; passed < MAX_STEPS; passed += 1) {
    const stepId = computePath(journey, state).current;
    const values = stepId === null ? null : heldAnswers(journey, state, stepId);
    if (stepId === null || values === null) break;
    landAt ??= resumeLanding(journey, state, stepId);
    // Where the resident carries on (its page loads what it needs itself): a step with nothing answered, or an
    // optional one (photos) the resident had not been past.
    if (!fastForwardPasses(journey, state, stepId)) break;
    const entering = await runEffectLoop(
      journey,
      state,
      (current) => effectsOnEnter(journey, current, stepId),
      input.runEffect,
    );
    state = entering.state;
    if (entering.failed)
      return {
        state,
        destination:
          'destination' in entering.failed ? entering.failed.destination : (landAt ?? landing(journey, state)),
      };
    const result = await continueStep({ journey, state, stepId, values, runEffect: input.runEffect });
    state = result.state;
    if (result.kind !== 'go') break;
    if (result.destination.kind !== 'step') return { state, destination: result.destination };
  }
  return { state, destination: landAt ?? landing(journey, state) };
}

/**
 * Enters the journey as an address carrying its entry's parameters does (enterJourney), then goes where that leads
 * (a way out or an ending runs its plan; a step is shown by `show`). Parameters that would not open the entry are
 * refused with ActionNotOfferedError naming what the journey takes.
 */
export async function enter(
  deps: SessionDeps,
  context: Readonly<Record<string, unknown>>,
  params: Readonly<Record<string, string>>,
): Promise<SessionOutcome> {
  const { journey } = deps;
  const declared = journey.definition.entry?.params;
  if (!declared)
    throw new ActionNotOfferedError(`journey ${journey.definition.id} has no entry: start at its first page`);
  const accepted = entryParams(journey, params);
  if (!accepted || Object.keys(params).some((name) => !Object.hasOwn(declared, name))) {
    const wanted = Object.entries(declared)
      .map(([name, param]) => (param.values ? `${name} (${param.values.join(' | ')})` : name))
      .join(', ');
    throw new ActionNotOfferedError(
      `the entry's parameters ${JSON.stringify(params)} do not open the entry of journey ${journey.definition.id}, which takes ${wanted}`,
    );
  }
  deps.listen?.({ kind: 'began', journey, stepId: ENTRY });
  const trace = new Trace(deps);
  const entered = await enterJourney({ journey, state: enteredState(accepted, context), runEffect: trace.runEffect });
  const outcome = trace.outcome(await reach(deps, trace, entered.state, entered.destination, null));
  deps.listen?.({ kind: 'entered', journey, params: accepted, outcome });
  return outcome;
}
