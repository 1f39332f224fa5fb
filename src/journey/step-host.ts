import type { Answers, LoadedJourney, Text } from '../engine';
import type { RuntimeProblem } from './config-errors';
import type { JourneyRuntime } from './journey-runtime';
import type { FieldCallOutcome, JourneySession, SessionAction, SessionOutcome } from './session';

/**
 * What a step page is given by whoever shows it — the journey page (which navigates) or the studio's preview (which
 * only says where an action would go). The page renders the session's step and hands every resident action to the
 * session through `perform`; it moves nothing itself.
 */
export interface StepHost {
  readonly journey: LoadedJourney;
  readonly runtime: JourneyRuntime;
  /** The session at this step (its page is a step). */
  readonly session: JourneySession;
  readonly stepId: string;
  /** What the resident typed on this page and has not continued with, kept with the journey (null: nothing). */
  readonly typed: Answers | null;
  keepTyped(values: Answers): void;
  /** Acts on the latest session and goes where the action leads; null when a configuration problem was reported. */
  perform(action: SessionAction): Promise<SessionOutcome | null>;
  /** Shows the page: its onEnter effects, aborted by `signal` when the resident leaves first. */
  show(signal: AbortSignal): Promise<SessionOutcome | null>;
  /**
   * Runs ahead of Continue the exit effects whose answers the gateway client keeps, with the page's values as they
   * stand (session/read-ahead.ts); absent where nothing should call the gateway ahead (the studio's preview).
   */
  readAhead?(values: Answers, signal: AbortSignal): Promise<void>;
  /** A widget's call (a photo upload…) with the page's values as typed. */
  callField(fieldId: string, name: string, argument: unknown, values: Answers): Promise<FieldCallOutcome>;
  /** The message of a slow effect under way (`pending`), else null. */
  readonly pending: Text | null;
  /** Where the Back link points, for the address it shows; the session decides where Back goes. */
  readonly backHref: string;
  onConfigProblem(problem: RuntimeProblem): void;
}
