import type { ActiveBlock, Answers, EffectRequest, LoadedJourney } from '../engine';
import type { Action, Fault, FixtureContext, Persona, WidgetCall } from '../../schemas/generated/fixture';

export type {
  Action,
  ExpectedCall,
  Fault,
  Fixture,
  FixtureContext,
  FixtureEntry,
  FixtureStep,
  Persona,
  StepExpectation,
  WidgetCall,
} from '../../schemas/generated/fixture';

/** The moment a fixture runs at when it names no clock, so every replay is repeatable. */
export const DEFAULT_FIXTURE_CLOCK = '2026-11-23T10:00:00Z';

/** Where fixture files point their "$schema" (from tests/fixtures/<journey id>/). */
export const FIXTURE_SCHEMA_PATH = '../../../schemas/fixture.schema.json';

/**
 * The step id an observed walk gives the journey's entry (its start from another page's address): what the entry led
 * to is observed as a step acted on at "@entry", whose `entry` holds the address parameters.
 */
export const ENTRY_STEP = '@entry';

/** A call the portal made to the gateway, as a replay or a recording saw it. */
export interface RecordedCall {
  readonly method: string;
  /** Path below the gateway's base URL, without the query. */
  readonly path: string;
  /** The parsed JSON body; undefined when there was none. */
  readonly body?: unknown;
}

import type { EffectOutcome, JourneySession, SessionEvent } from '../journey/session';

export type { EffectOutcome };

/**
 * Someone told what a replay does as it walks (the coverage report): the session's own events, the effects that
 * failed and each step's observation. Passed in, never global; every part is optional and none changes the replay.
 */
export interface ReplayObserver {
  /** Every event of the journey session (its `listen` hook): pages shown, actions taken, entries. */
  readonly onSessionEvent?: (event: SessionEvent) => void;
  /** An effect that failed, before its onError policy is applied. */
  readonly onEffectFailed?: (request: EffectRequest) => void;
  /** A fixture step (or the entry, at ENTRY_STEP) observed, with the session it acted on. */
  readonly onStep?: (observed: ObservedStep, before: JourneySession | null) => void;
}

/** How replayFixture may be watched and how it names the journey's pointers. */
export interface ReplayOptions {
  readonly observer?: ReplayObserver;
  /** A pointer of the loaded journey as it is written in its file ('damp-mould.json#/steps/1' for an included step). */
  readonly sourcePointer?: (pointer: string) => string;
}

/** Blocking modes a step can end in. */
export type BlockMode = ActiveBlock['mode'];

/**
 * What happened when the resident acted on one page: the same shape whether a headless replay or the browser's
 * record mode observed it, so both are compared with one function (compareStep) and recorded with recordFixture.
 */
export interface ObservedStep {
  /** The step the resident acted on; ENTRY_STEP for the journey's entry. */
  readonly stepId: string;
  /** On the entry's observation only: the address parameters the journey was entered with. */
  readonly entry?: Readonly<Record<string, string>>;
  readonly action: Action;
  /** What the resident entered (by field id), if anything. */
  readonly answers?: Answers;
  /** Calls the page's widgets made before the action (e.g. uploads), in order. */
  readonly widgetCalls?: readonly WidgetCall[];
  /** Where the resident ended up, as a fixture names it: a step id, "@exit", "@errorPage:<name>", "@route:/path"… */
  readonly next: string;
  /** The address of that page, when known (so a fixture may name a page by its route). */
  readonly route?: string;
  /** Message codes shown on the step, in the order they appeared, without repeats. */
  readonly messages: readonly string[];
  /** The blocking outcome in force after the action, or null. */
  readonly blocked: BlockMode | null;
  /** Gateway calls made by the action, in order. */
  readonly calls: readonly RecordedCall[];
  /** Names of the effects run, in order (headless replay only). */
  readonly effects?: readonly string[];
  /**
   * The journey's pointer that decided where the resident went, in words (headless replay only, and only when the
   * page differs from the expected one): "/steps/13/next/2 (when …) is true".
   */
  readonly decidedBy?: string;
}

/** What replayFixture needs from its environment. Everything with a side effect is passed in. */
export interface ReplayDeps {
  /** The fixture's journey, already loaded. */
  readonly journey: LoadedJourney;
  /** The journey context the runtime would build for the persona (customer, properties, toggles…). */
  readonly context: Readonly<Record<string, unknown>>;
  /** Runs one effect (src/effects/run-effect.ts bound to an environment). */
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
  /** The gateway calls made since the last time this was called. */
  takeCalls(): RecordedCall[];
  /** Arms a gateway fault; without it a fixture with faults fails. */
  armFault?(fault: Fault): Promise<void>;
  /**
   * Lets the replay's clocks move on while the resident stays on a page (a step's waitMs); without it such a step
   * fails.
   */
  wait?(ms: number): Promise<void>;
}

/** The verdict on one fixture step. */
export interface StepResult {
  /** 0-based position in the fixture's steps. */
  readonly index: number;
  readonly at: string;
  readonly action: Action;
  readonly passed: boolean;
  /** Readable differences between `expect` and what happened ("next: expected review, got contact"). */
  readonly differences: readonly string[];
  /** What happened; null when the step could not be run. */
  readonly observed: ObservedStep | null;
}

/** The verdict on a whole fixture. */
export interface ReplayResult {
  readonly passed: boolean;
  /** The verdict on the fixture's entry (index -1, at ENTRY_STEP), when it has one. */
  readonly entry?: StepResult;
  /** One entry per fixture step that was run; a replay stops at a step that could not be run. */
  readonly steps: readonly StepResult[];
  /** Steps not run because an earlier one could not be. */
  readonly skipped: number;
  /** Differences of expectSubmission (empty when it matched or is absent). */
  readonly submission: readonly string[];
}

/** Input of recordFixture: a walk the browser's record mode (or a replay) observed. */
export interface RecordInput {
  readonly journey: string;
  readonly persona: Persona;
  readonly description?: string;
  readonly context?: FixtureContext;
  readonly steps: readonly ObservedStep[];
}
