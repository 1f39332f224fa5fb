import type { RegistryWidgetsType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createContext, useContext, type ComponentType } from 'react';
import type { EffectRequest, SchemaValidator } from '../engine';
import type { EffectEnvironment } from '../effects/types';
import type { EffectOutcome, SessionEvent } from './session';

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
  /**
   * Whether an effect only reads an answer the gateway client keeps, so a page may run it ahead of Continue
   * (session/read-ahead.ts). Absent: nothing is run ahead (the tests' runtimes, the studio).
   */
  asksAhead?(effect: string): boolean;
  /** Keys of the English locale, so loadJourney reports a missing message code to the analyst (development only). */
  readonly messageKeys?: readonly string[];
  now(): Date;
  /**
   * Told every move of the journey session (src/journey/session), for the development record mode
   * (src/studio/recorder.ts turns them into a fixture). Absent in production; it must not change what the page does.
   */
  listen?(event: SessionEvent): void;
  /**
   * Development record mode only: what a page whose Continue a block shuts offers the tester, so the page as it is can
   * be recorded as a step (the resident cannot press Continue there). Absent in production.
   */
  readonly RecordBlockedPage?: ComponentType<{ onRecord(): void }>;
}

const JourneyRuntimeContext = createContext<JourneyRuntime | null>(null);

export const JourneyRuntimeProvider = JourneyRuntimeContext.Provider;

/** The runtime given by a JourneyRuntimeProvider above, else `fallback` (the app's real one). */
export function useJourneyRuntime(fallback: JourneyRuntime): JourneyRuntime {
  return useContext(JourneyRuntimeContext) ?? fallback;
}
