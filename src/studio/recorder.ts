import type { Answers, Destination, LoadedJourney } from '../engine';
import {
  destinationLabel,
  ENTRY_STEP,
  recordFixture,
  type Action,
  type Fixture,
  type FixtureContext,
  type ObservedStep,
  type Persona,
  type RecordedCall,
  type WidgetCall,
} from '../journey-fixtures';
import {
  ENTRY,
  type JourneySession,
  type SessionAction,
  type SessionEvent,
  type SessionOutcome,
} from '../journey/session';
import { visibleAnswers, walkContext } from './recorded-walk';

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
  /** What the walk's context was that a replay must set up too: the journey's toggles and the chosen property. */
  readonly context: FixtureContext | null;
  /** Calls the page's widgets made since the resident last acted (e.g. uploads): they go with the next action. */
  readonly pendingWidgetCalls?: readonly WidgetCall[];
}

export function startRecording(now: Date): Recording {
  return {
    journey: null,
    startedAt: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    steps: [],
    pendingCalls: [],
    acting: false,
    awaitingEnter: null,
    context: null,
  };
}

const WAY_OUT_ACTIONS = { exit: 'exit', saveAndExit: 'save-and-exit', leave: 'leave' } as const;

const sameAnswers = (a: Answers | undefined, b: Answers | undefined): boolean =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** A new observed step, taking the calls made during the action; the page it leads to may still run its effects. */
function addStep(recording: Recording, step: Omit<ObservedStep, 'calls'>, destination: Destination | null): Recording {
  const awaitingEnter = destination?.kind === 'step' && destination.stepId !== step.stepId ? destination.stepId : null;
  const widgetCalls = recording.pendingWidgetCalls ?? [];
  return {
    ...recording,
    steps: [
      ...recording.steps,
      { ...step, ...(widgetCalls.length > 0 ? { widgetCalls } : {}), calls: recording.pendingCalls },
    ],
    pendingCalls: [],
    pendingWidgetCalls: [],
    acting: false,
    awaitingEnter,
  };
}

function updateLast(recording: Recording, change: (step: ObservedStep) => ObservedStep): Recording {
  const last = recording.steps.at(-1);
  return last ? { ...recording, steps: [...recording.steps.slice(0, -1), change(last)] } : recording;
}

/** Where a move left the resident, as a fixture names it. */
function landing(outcome: SessionOutcome): Pick<ObservedStep, 'next' | 'route' | 'messages' | 'blocked'> {
  const page = outcome.session.page;
  return {
    next: destinationLabel(page),
    route: page.route,
    messages: [...outcome.messages],
    blocked: outcome.session.blocked,
  };
}

/** A recording of this journey: the one under way, or a new one (a recording is of one journey). */
function of(recording: Recording, journey: LoadedJourney): Recording {
  const id = journey.definition.id;
  return recording.journey === id ? recording : { ...startRecording(new Date(recording.startedAt)), journey: id };
}

/**
 * The fixture's action for a session's action. Back on the first page leaves by the journey's `exit`, without Exit's
 * dialog: it stays "back" (in the repair journey Exit's dialog runs `leave`, so "exit" would replay something else).
 */
function actionOf(
  action: SessionAction,
  before: JourneySession,
  outcome: SessionOutcome,
  last: ObservedStep | undefined,
  answers: Answers | null,
): Action {
  switch (action.kind) {
    case 'continue': {
      const stepId = before.page.kind === 'step' ? before.page.stepId : '';
      const again =
        last !== undefined &&
        last.stepId === stepId &&
        last.next === stepId &&
        last.blocked === 'confirm-to-continue' &&
        sameAnswers(last.answers, answers ?? {});
      return again ? 'continue-again' : 'continue';
    }
    case 'back':
      return 'back';
    case 'change':
      return `change:${action.stepId}`;
    case 'alternative':
      return 'alternative';
    case 'way-out':
      return WAY_OUT_ACTIONS[action.which];
  }
}

/**
 * Adds what the journey session reported to a recording. Pure: the record mode keeps the result in sessionStorage.
 * Invariant: a step is what the session's move brought about (the page reached, the message codes, the block) — the
 * same session the headless replay moves — so recordFixture over the steps gives a fixture that replays green.
 */
export function observe(recording: Recording, event: SessionEvent): Recording {
  switch (event.kind) {
    case 'began':
      // An entry starts a new walk even of the journey being recorded: a fixture's entry can only begin it.
      if (event.stepId === ENTRY)
        return { ...startRecording(new Date(recording.startedAt)), journey: event.journey.definition.id, acting: true };
      return recording.acting ? recording : { ...of(recording, event.journey), acting: true, pendingCalls: [] };
    case 'entered': {
      const { journey, params, outcome } = event;
      // 'began' came just before; were anything recorded since, the entry would not begin the walk.
      const current =
        recording.journey === journey.definition.id && recording.steps.length === 0
          ? recording
          : of({ ...recording, journey: null }, journey);
      return addStep(
        { ...current, context: walkContext(journey, outcome.session.state) },
        { stepId: ENTRY_STEP, entry: { ...params }, action: 'continue', ...landing(outcome) },
        outcome.session.page,
      );
    }
    case 'showing':
      return of(recording, event.journey);
    case 'shown': {
      const page = event.outcome.session.page;
      // Only the page an action led to adds what its showing brought up to that action; a reload adds nothing.
      const awaited = recording.awaitingEnter;
      if (awaited === null) return recording;
      const done = { ...recording, awaitingEnter: null };
      const left = page.kind !== 'step' || page.stepId !== awaited;
      const messages = event.outcome.messages;
      if (messages.length === 0 && !left) return done;
      return updateLast(done, (step) => ({
        ...step,
        ...(left ? { next: destinationLabel(page), route: page.route } : {}),
        messages: [...new Set([...step.messages, ...messages])],
      }));
    }
    case 'acted': {
      const { journey, before, action, outcome } = event;
      if (before.page.kind !== 'step') return recording;
      const stepId = before.page.stepId;
      const answers =
        action.kind === 'continue'
          ? visibleAnswers(journey, before.state, stepId, action.values)
          : action.kind === 'way-out' && action.values
            ? visibleAnswers(journey, before.state, stepId, action.values, true)
            : null;
      const current = of(recording, journey);
      const withContext = current.context ? current : { ...current, context: walkContext(journey, before.state) };
      const kind = actionOf(action, before, outcome, withContext.steps.at(-1), answers);
      return addStep(
        withContext,
        {
          stepId,
          action: kind,
          ...(answers && kind !== 'continue-again' ? { answers } : {}),
          ...landing(outcome),
        },
        outcome.session.page,
      );
    }
    case 'called': {
      // The widget's gateway calls were made while `acting` (set when the call began), so they go with the next action.
      const { field, call, argument, error } = event;
      const made: WidgetCall = {
        field,
        call,
        ...(argument === undefined ? {} : { argument }),
        ...(error === null ? {} : { expectError: error }),
      };
      return {
        ...of(recording, event.journey),
        acting: true,
        pendingWidgetCalls: [...(recording.pendingWidgetCalls ?? []), made],
      };
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
 * tests/fixtures/<journey>/<journey>-<date>.fixture.json. Null while nothing has been recorded. The property chosen
 * is left out when it is `mainPropertyId`, the persona's main property.
 */
export function recordingFixture(
  recording: Recording,
  persona: Persona,
  mainPropertyId: string | null = null,
): { fileName: string; fixture: Fixture } | null {
  if (!recording.journey || recording.steps.length === 0) return null;
  // The persona's main property is where a replay starts anyway; naming it would have the browser replay choose it
  // on the home page, whose address chooser a one-property resident does not have.
  const { selectedPropertyId, ...rest } = recording.context ?? {};
  const chosen =
    selectedPropertyId !== undefined && selectedPropertyId !== mainPropertyId ? { selectedPropertyId } : {};
  const context: FixtureContext = { ...rest, ...chosen, clock: recording.startedAt };
  const fixture = recordFixture({
    journey: recording.journey,
    persona,
    description: `Recorded in the portal on ${recording.startedAt.slice(0, 10)} by ${persona}: describe what this walk proves.`,
    context,
    steps: recording.steps,
  });
  return { fileName: `${recording.journey}-${recording.startedAt.slice(0, 10)}.fixture.json`, fixture };
}
