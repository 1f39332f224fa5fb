import type { RegistryWidgetsType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createContext, useContext } from 'react';
import type { Answers, Destination, EffectRequest, JourneyState, LoadedJourney, SchemaValidator, Text } from '../engine';
import type { EffectEnvironment } from '../effects/types';
import type { ContinueResult } from './continue-step';
import type { WayOutKind } from './way-out-actions';

/** How an effect ended, as src/effects/run-effect.ts reports it (time-out and retries already applied). */
export type EffectOutcome = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: unknown };

/**
 * What the journey page needs beyond the portal's services: the journey documents, the precompiled validators,
 * the widgets, the effects and a clock. The app uses the real ones (default-runtime.ts); tests pass their own.
 */
export interface JourneyRuntime {
  /** The journey document with this id, loaded on demand; undefined when there is none. */
  loadDocument(journeyId: string): Promise<unknown>;
  /** The journey JSON Schema check for loadJourney (precompiled in the browser). */
  loadSchemaValidator(): Promise<SchemaValidator>;
  /** RJSF validators precompiled at build time, by schema hash. */
  readonly validatorFunctions: ValidatorFunctions;
  readonly widgets: RegistryWidgetsType;
  /** Runs one effect of the journey with the request's time-out and retries. */
  runEffect(request: EffectRequest, environment: EffectEnvironment): Promise<EffectOutcome>;
  /** Keys of locales/en.json, so loadJourney reports a missing message code to the analyst (development only). */
  readonly messageKeys?: readonly string[];
  now(): Date;
  /**
   * Told what the resident does on each page, for the development record mode (src/studio/recorder.ts turns it into
   * a fixture). Absent in production; it must not change what the page does.
   */
  observe?(observation: StepObservation): void;
}

/** What the runtime reports to `observe`, in the order it happens. */
export type StepObservation =
  /** The journey is being entered from another page's address (its entry's parameters): calls from now on are the entry's. */
  | { readonly kind: 'entering'; readonly journey: LoadedJourney; readonly params: Readonly<Record<string, string>> }
  /** The entry ended (its effects, answers and fast-forward): where it leads, and the state it leaves there. */
  | { readonly kind: 'entry'; readonly journey: LoadedJourney; readonly params: Readonly<Record<string, string>>; readonly state: JourneyState; readonly destination: Destination }
  /** A step page is shown (`changeFrom`: the check-answers step whose Change link opened it). */
  | { readonly kind: 'shown'; readonly journey: LoadedJourney; readonly stepId: string; readonly route: string; readonly changeFrom: string | null }
  /** The step's onEnter effects ended (at once when it has none); `failed` as their onError policy decided. */
  | { readonly kind: 'entered'; readonly stepId: string; readonly failed?: { readonly message: Text } | { readonly destination: Destination } }
  /** The resident pressed Continue, Back or a way out: gateway calls from now on belong to this action. */
  | { readonly kind: 'acting'; readonly stepId: string }
  /** Continue ended: what was submitted (before normalising by the engine) and what the runtime did with it. */
  | { readonly kind: 'continue'; readonly journey: LoadedJourney; readonly stepId: string; readonly before: JourneyState; readonly values: Answers; readonly result: ContinueResult }
  /** The Back link was followed. */
  | { readonly kind: 'back'; readonly stepId: string; readonly destination: Destination }
  /** The step's alternative button was pressed (its dialog, if any, confirmed). */
  | { readonly kind: 'alternative'; readonly journey: LoadedJourney; readonly stepId: string; readonly state: JourneyState; readonly destination: Destination }
  /** A widget's call ended (e.g. a photo upload): `error` is the failure's code, null when it succeeded. */
  | { readonly kind: 'call'; readonly stepId: string; readonly field: string; readonly call: string; readonly argument: unknown; readonly error: string | null }
  /** Exit, Save and exit or Leave ended: `message` when its effects failed and the resident stays. */
  | { readonly kind: 'way-out'; readonly journey: LoadedJourney; readonly stepId: string; readonly state: JourneyState; readonly which: WayOutKind; readonly message: Text | null };

const JourneyRuntimeContext = createContext<JourneyRuntime | null>(null);

export const JourneyRuntimeProvider = JourneyRuntimeContext.Provider;

/** The runtime given by a JourneyRuntimeProvider above, else `fallback` (the app's real one). */
export function useJourneyRuntime(fallback: JourneyRuntime): JourneyRuntime {
  return useContext(JourneyRuntimeContext) ?? fallback;
}
