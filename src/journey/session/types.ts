import type {
  ActiveBlock,
  Answers,
  Destination,
  EffectRequest,
  JourneyState,
  LoadedJourney,
  Text,
  ValidationIssue,
} from '../../engine';
import type { EffectOutcome } from '../../effects/run-effect';

export type { EffectOutcome };

/** The blocking outcomes a page can be left in. */
export type BlockMode = ActiveBlock['mode'];

/** Exit, Save and exit or Leave: the ways out a page can offer. */
export type WayOutKind = 'exit' | 'saveAndExit' | 'leave';

/**
 * Where a resident is in a journey, as one value the browser, the headless fixture replay and the studio all move
 * with `act`, `show` and `enter`. Immutable: every move returns a new session.
 */
export interface JourneySession {
  /** Answers, effect results, completions and confirmations, with the context of this visit. */
  readonly state: JourneyState;
  /** The page shown: a step, or where the journey went (a way out, an ending, an error page, another route). */
  readonly page: Destination;
  /** The check-answers step whose Change link opened this page: Continue returns there (changeTarget). */
  readonly changeFrom: string | null;
  /** The block the last action left in force on this page, if any. */
  readonly blocked: BlockMode | null;
}

/** What the resident can do on a step page. */
export type SessionAction =
  /** Continue with the page's values as typed (every field the page holds; the session sanitises and normalises). */
  | { readonly kind: 'continue'; readonly values: Answers; readonly schemaFailures?: readonly string[] }
  /** The Back link. */
  | { readonly kind: 'back' }
  /** A Change link of a check-answers page, opening the step that asks the answer. */
  | { readonly kind: 'change'; readonly stepId: string; readonly fieldId?: string }
  /** Exit, Save and exit or Leave (after any confirmation), taking what the page holds with the resident. */
  | { readonly kind: 'way-out'; readonly which: WayOutKind; readonly values?: Answers }
  /** The step's alternative button (its dialog, if any, confirmed). */
  | { readonly kind: 'alternative' };

/** The journey left through a way out or an ending: where to go, with what message, and whether the draft goes. */
export interface Leaving {
  readonly to: string;
  readonly message?: Text;
  /** An ending's pop-up, shown once on the page it goes to. */
  readonly dialog?: { readonly title: Text; readonly body: Text };
  readonly clearDraft: boolean;
}

/** A page's notice: a failure ("There is a problem"), or a write that may have worked and is being checked. */
export type NoticeKind = 'problem' | 'outcome-unknown';

/** What a move of the session brought about. */
export interface SessionOutcome {
  readonly session: JourneySession;
  /** Continue refused: the errors to show by their fields (and the schema's backstop), in order. */
  readonly issues: readonly ValidationIssue[];
  /** A failure to show on the page the resident stays on (an effect's message), else null. */
  readonly notice: Text | null;
  /** What the notice is: a problem (when absent), or a write whose outcome is not known yet ("we are checking"). */
  readonly noticeKind?: NoticeKind;
  /** Set when the journey was left: the page (`session.page`) is then the way out or ending taken. */
  readonly leaving: Leaving | null;
  /** Message codes the move brought up, in order, without repeats: what a fixture expects. */
  readonly messages: readonly string[];
  /** Names of the effects run, in order. */
  readonly effects: readonly string[];
}

/** Runs one effect of the journey (src/effects/run-effect.ts bound to an environment). */
export type RunEffect = (request: EffectRequest, signal?: AbortSignal) => Promise<EffectOutcome>;

/** What the session is told about, for the studio's record mode (src/studio/recorder.ts) and tests. */
export type SessionEvent =
  /** A move began on `stepId` (ENTRY for an entry): gateway calls from now on belong to it. */
  | { readonly kind: 'began'; readonly journey: LoadedJourney; readonly stepId: string }
  /** A resident's action ended. `before` is the session it acted on. */
  | {
      readonly kind: 'acted';
      readonly journey: LoadedJourney;
      readonly before: JourneySession;
      readonly action: SessionAction;
      readonly outcome: SessionOutcome;
    }
  /** An entry from another page's address ended. */
  | {
      readonly kind: 'entered';
      readonly journey: LoadedJourney;
      readonly params: Readonly<Record<string, string>>;
      readonly outcome: SessionOutcome;
    }
  /** A step page is about to show: its onEnter effects run next. */
  | { readonly kind: 'showing'; readonly journey: LoadedJourney; readonly session: JourneySession }
  /** A step page's onEnter effects ended (at once when it has none). */
  | { readonly kind: 'shown'; readonly journey: LoadedJourney; readonly outcome: SessionOutcome }
  /** A widget's call ended (e.g. a photo upload): `error` is the failure's code, null when it succeeded. */
  | {
      readonly kind: 'called';
      readonly journey: LoadedJourney;
      readonly stepId: string;
      readonly field: string;
      readonly call: string;
      readonly argument: unknown;
      readonly error: string | null;
    };

/** What the session needs: the journey, a way to run effects, and (optionally) someone to tell. */
export interface SessionDeps {
  readonly journey: LoadedJourney;
  readonly runEffect: RunEffect;
  readonly listen?: (event: SessionEvent) => void;
}

/** The step id moves of an entry are reported on (a fixture's "@entry"). */
export const ENTRY = '@entry';
