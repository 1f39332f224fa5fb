import {
  blockingFor,
  describeStep,
  exitPlan,
  validateStep,
  type Answers,
  type Destination,
  type JourneyState,
  type LoadedJourney,
} from '../engine';
import {
  destinationLabel,
  ENTRY_STEP,
  messageCode,
  recordFixture,
  type Action,
  type BlockMode,
  type Fixture,
  type FixtureContext,
  type ObservedStep,
  type Persona,
  type RecordedCall,
  type WidgetCall,
} from '../journey-fixtures';
import type { StepObservation } from '../journey/journey-runtime';

/**
 * A recording in progress: the steps observed so far, as src/journey-fixtures' ObservedStep, plus what is needed to
 * finish the last one. Plain JSON, so it survives a reload in sessionStorage.
 */
export interface Recording {
  /** The journey walked; the first page shown sets it. */
  readonly journey: string | null;
  /** When recording began (ISO): the fixture's clock, so the sandbox is seeded as it was for the walk. */
  readonly startedAt: string;
  readonly steps: readonly ObservedStep[];
  /** Gateway calls since the resident last acted: they belong to the action about to be reported. */
  readonly pendingCalls: readonly RecordedCall[];
  /** Whether an action is under way (calls go to pendingCalls) rather than finished (calls go to the last step). */
  readonly acting: boolean;
  /** The step the last action led to whose onEnter effects have not ended yet. */
  readonly awaitingEnter: string | null;
  /** The step page shown last, and whether it is a check-answers page (a Change link there is an action). */
  readonly shown: { readonly stepId: string; readonly checkAnswers: boolean } | null;
  /** What the walk's context was that a replay must set up too: the journey's toggles and the chosen property. */
  readonly context: FixtureContext | null;
  /** Calls the page's widgets made since the resident last acted (e.g. uploads): they go with the next action. */
  readonly pendingWidgetCalls?: readonly WidgetCall[];
}

export function startRecording(now: Date): Recording {
  return { journey: null, startedAt: now.toISOString().replace(/\.\d{3}Z$/, 'Z'), steps: [], pendingCalls: [], acting: false, awaitingEnter: null, shown: null, context: null };
}

const WAY_OUT_ACTIONS = { exit: 'exit', saveAndExit: 'save-and-exit', leave: 'leave' } as const;

function unique(codes: readonly string[]): string[] {
  return [...new Set(codes)];
}

/** What Continue brought up, judged as the headless replay judges it (src/journey-fixtures/journey-session.ts). */
function continueMessages(journey: LoadedJourney, observation: Extract<StepObservation, { kind: 'continue' }>, values: Answers): string[] {
  const { stepId, before, result } = observation;
  const codes = validateStep(journey, before, stepId, { phase: 'typing', values }).map((issue) => issue.code);
  switch (result.kind) {
    case 'invalid':
      codes.push(...validateStep(journey, result.state, stepId, { phase: 'continue' }).map((i) => i.code), ...result.issues.map((i) => i.code));
      break;
    case 'blocked': {
      const block = blockingFor(journey, result.state, stepId);
      if (block) codes.push(messageCode(block.message));
      break;
    }
    case 'effect-failed':
      codes.push(messageCode(result.message));
      break;
    case 'go': {
      const { destination } = result;
      if (destination.kind === 'errorPage' && destination.message) codes.push(messageCode(destination.message));
      const message = leavingMessage(journey, result.state, destination);
      if (message) codes.push(message);
      break;
    }
  }
  return unique(codes);
}

/** The message of the way out or ending a destination is (as the headless replay reads it), if any. */
function leavingMessage(journey: LoadedJourney, state: JourneyState, destination: Destination): string | null {
  const which = destination.kind === 'end' ? { ending: destination.name } : destination.kind === 'exit' || destination.kind === 'saveAndExit' || destination.kind === 'leave' ? destination.kind : null;
  const message = which === null ? undefined : exitPlan(journey, state, which)?.message;
  return message ? messageCode(message) : null;
}

/** The message a page reached without a Continue shows (an error page's) or leaves with (a way out's, an ending's). */
function arrivalMessages(journey: LoadedJourney, state: JourneyState, destination: Destination): string[] {
  const message = destination.kind === 'errorPage' && destination.message ? messageCode(destination.message) : leavingMessage(journey, state, destination);
  return message ? [message] : [];
}

/** The answers as a fixture names them: every field the resident could see, with the value the page submitted. */
function visibleAnswers(journey: LoadedJourney, state: JourneyState, stepId: string, values: Answers): Answers {
  const entered: Record<string, unknown> = {};
  for (const field of describeStep(journey, state, stepId, values).fields) {
    if (field.visible && field.value !== undefined) entered[field.definition.id] = field.value;
  }
  return entered;
}

/**
 * The fixture context of a walk: the toggles the journey reads, as the gateway stores them ("true"/"false"), and the
 * property chosen on the home page; the clock is added when the fixture is made.
 */
function walkContext(journey: LoadedJourney, state: JourneyState): FixtureContext {
  const declared = Object.keys(journey.definition.context ?? {});
  const read = (path: string): unknown => path.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), state.context);
  const toggles = Object.fromEntries(declared.filter((key) => key.startsWith('toggles.')).map((key) => {
    const value = read(key);
    return [key.slice('toggles.'.length), value === true || value === 'true' ? 'true' : 'false'] as const;
  }));
  const property = declared.includes('property.id') ? read('property.id') : undefined;
  return {
    ...(Object.keys(toggles).length > 0 ? { toggles } : {}),
    ...(typeof property === 'string' && property !== '' ? { selectedPropertyId: property } : {}),
  };
}

const sameAnswers = (a: Answers | undefined, b: Answers | undefined): boolean => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** A new observed step, taking the calls made during the action; the page it leads to may still run its effects. */
function addStep(recording: Recording, step: Omit<ObservedStep, 'calls'>, destination: Destination | null): Recording {
  const awaitingEnter = destination?.kind === 'step' && destination.stepId !== step.stepId ? destination.stepId : null;
  const widgetCalls = recording.pendingWidgetCalls ?? [];
  return {
    ...recording,
    steps: [...recording.steps, { ...step, ...(widgetCalls.length > 0 ? { widgetCalls } : {}), calls: recording.pendingCalls }],
    pendingCalls: [],
    pendingWidgetCalls: [],
    acting: false,
    awaitingEnter,
  };
}

function stepOf(destination: Destination | null, stepId: string, route: string | undefined): Pick<ObservedStep, 'next' | 'route'> {
  if (!destination) return { next: stepId, ...(route ? { route } : {}) };
  return { next: destinationLabel(destination), route: destination.route };
}

function updateLast(recording: Recording, change: (step: ObservedStep) => ObservedStep): Recording {
  const last = recording.steps.at(-1);
  return last ? { ...recording, steps: [...recording.steps.slice(0, -1), change(last)] } : recording;
}

/**
 * Adds what the runtime observed to a recording. Pure: the record mode keeps the result in sessionStorage.
 * Invariant: the steps are what the headless replay would observe for the same actions (the page reached, the
 * message codes, the block), so recordFixture over them gives a fixture that replays green.
 */
export function observe(recording: Recording, observation: StepObservation): Recording {
  switch (observation.kind) {
    case 'entering':
      // An entry starts a new walk even of the journey being recorded: a fixture's entry can only begin it.
      return { ...startRecording(new Date(recording.startedAt)), journey: observation.journey.definition.id, acting: true };
    case 'entry': {
      const { journey, params, state, destination } = observation;
      const journeyId = journey.definition.id;
      // 'entering' came just before; were anything recorded since, the entry would not begin the walk.
      const current = recording.journey === journeyId && recording.steps.length === 0 ? recording : { ...startRecording(new Date(recording.startedAt)), journey: journeyId };
      return addStep({ ...current, context: walkContext(journey, state) }, {
        stepId: ENTRY_STEP,
        entry: { ...params },
        action: 'continue',
        next: destinationLabel(destination),
        route: destination.route,
        messages: arrivalMessages(journey, state, destination),
        blocked: null,
      }, destination);
    }
    case 'shown': {
      const journeyId = observation.journey.definition.id;
      // A recording is of one journey: opening another one starts again.
      const current = recording.journey === journeyId ? recording : { ...startRecording(new Date(recording.startedAt)), journey: journeyId };
      const checkAnswers = observation.journey.definition.steps.some((step) => step.id === observation.stepId && step.kind === 'check-answers');
      const shown = { stepId: observation.stepId, checkAnswers };
      const from = current.shown;
      // A Change link on a check-answers page is a plain link: seen as the step it opens, marked with its summary.
      const changed = from !== null && from.checkAnswers && observation.changeFrom === from.stepId && observation.stepId !== from.stepId
        && current.awaitingEnter !== observation.stepId;
      if (!changed) return { ...current, shown };
      const destination: Destination = { kind: 'step', stepId: observation.stepId, route: observation.route };
      const action: Action = `change:${observation.stepId}`;
      return { ...addStep(current, { stepId: from.stepId, action, next: observation.stepId, route: observation.route, messages: [], blocked: null }, destination), shown };
    }
    case 'entered': {
      if (recording.awaitingEnter !== observation.stepId) return recording;
      const done = { ...recording, awaitingEnter: null };
      const failed = observation.failed;
      if (!failed) return done;
      if ('message' in failed) return updateLast(done, (step) => ({ ...step, messages: unique([...step.messages, messageCode(failed.message)]) }));
      const page = failed.destination;
      const message = page.kind === 'errorPage' && page.message ? [messageCode(page.message)] : [];
      return updateLast(done, (step) => ({ ...step, next: destinationLabel(page), route: page.route, messages: unique([...step.messages, ...message]) }));
    }
    case 'acting':
      return recording.acting ? recording : { ...recording, acting: true, pendingCalls: [] };
    case 'continue': {
      const { journey, stepId, before, result } = observation;
      const answers = visibleAnswers(journey, before, stepId, observation.values);
      const last = recording.steps.at(-1);
      const again = last !== undefined && last.stepId === stepId && last.next === stepId && last.blocked === 'confirm-to-continue' && sameAnswers(last.answers, answers);
      const destination = result.kind === 'go' ? result.destination : null;
      const blocked: BlockMode | null = result.kind === 'blocked' ? (blockingFor(journey, result.state, stepId)?.mode ?? null) : null;
      const withContext = recording.context ? recording : { ...recording, context: walkContext(journey, before) };
      return addStep(withContext, {
        stepId,
        action: again ? 'continue-again' : 'continue',
        ...(again ? {} : { answers }),
        ...stepOf(destination, stepId, describeStep(journey, before, stepId).route),
        messages: continueMessages(journey, observation, answers),
        blocked,
      }, destination);
    }
    case 'back': {
      // Back on the first page leaves the journey the way Exit does; a fixture says so.
      const action: Action = observation.destination.kind === 'exit' ? 'exit' : 'back';
      return addStep(recording, { stepId: observation.stepId, action, ...stepOf(observation.destination, observation.stepId, undefined), messages: [], blocked: null }, observation.destination);
    }
    case 'alternative': {
      const { journey, stepId, state, destination } = observation;
      return addStep(recording, { stepId, action: 'alternative', ...stepOf(destination, stepId, undefined), messages: arrivalMessages(journey, state, destination), blocked: null }, destination);
    }
    case 'call': {
      // The widget's gateway calls were made while `acting` (set when the call began), so they go with the next action.
      const { field, call, argument, error } = observation;
      const made: WidgetCall = { field, call, ...(argument === undefined ? {} : { argument }), ...(error === null ? {} : { expectError: error }) };
      return { ...recording, acting: true, pendingWidgetCalls: [...(recording.pendingWidgetCalls ?? []), made] };
    }
    case 'way-out': {
      const { journey, stepId, state, which, message } = observation;
      const plan = exitPlan(journey, state, which);
      const stays = message !== null;
      const destination: Destination | null = stays || !plan ? null : { kind: which, route: plan.to };
      const messages = stays ? [messageCode(message)] : plan?.message ? [messageCode(plan.message)] : [];
      return addStep(recording, {
        stepId,
        action: WAY_OUT_ACTIONS[which],
        ...stepOf(destination, stepId, describeStep(journey, state, stepId).route),
        messages,
        blocked: null,
      }, destination);
    }
  }
}

/** Adds a gateway call: to the action under way, else to the last step (its next page's effects), else nowhere. */
export function addCall(recording: Recording, call: RecordedCall): Recording {
  if (recording.acting || recording.steps.length === 0) {
    return recording.acting ? { ...recording, pendingCalls: [...recording.pendingCalls, call] } : recording;
  }
  return updateLast(recording, (step) => ({ ...step, calls: [...step.calls, call] }));
}

/**
 * The recording as a fixture (schemas/fixture.schema.json) for `persona`, named for its file
 * tests/fixtures/<journey>/<journey>-<date>.fixture.json. Null while nothing has been recorded.
 */
export function recordingFixture(recording: Recording, persona: Persona): { fileName: string; fixture: Fixture } | null {
  if (!recording.journey || recording.steps.length === 0) return null;
  const context: FixtureContext = { ...(recording.context ?? {}), clock: recording.startedAt };
  const fixture = recordFixture({
    journey: recording.journey,
    persona,
    description: `Recorded in the portal on ${recording.startedAt.slice(0, 10)} by ${persona}: describe what this walk proves.`,
    context,
    steps: recording.steps,
  });
  return { fileName: `${recording.journey}-${recording.startedAt.slice(0, 10)}.fixture.json`, fixture };
}
