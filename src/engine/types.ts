// Engine types the journey schema does not describe: loaded journeys, state, results. The journey language's own
// types are generated from schemas/journey.schema.json into schemas/generated/journey.ts.
import type {
  EffectCall,
  ErrorPolicy,
  Field,
  FixedText,
  Journey,
  MessagePresentation,
  Skips,
  Step,
} from '../../schemas/generated/journey';

export type {
  AlternativeAction,
  Blocking,
  EffectCall,
  Ending,
  ErrorPolicy,
  Field,
  FieldCall,
  FieldOption,
  FixedText,
  Journey,
  MessagePresentation,
  MessageText,
  Route,
  Step,
  Text,
  TextWithParams,
  ValidationRule,
} from '../../schemas/generated/journey';

/** Answers by field id. */
export type Answers = Readonly<Record<string, unknown>>;

/**
 * Everything the path depends on. Treat it as immutable: every engine function returns a new state.
 * `completed` marks steps whose Continue was accepted; `confirmations` marks steps whose confirm-to-continue block
 * the resident has confirmed with a second Continue.
 */
export interface JourneyState {
  readonly answers: Answers;
  readonly context: Readonly<Record<string, unknown>>;
  readonly effects: Readonly<Record<string, unknown>>;
  readonly completed?: Readonly<Record<string, true>>;
  readonly confirmations?: Readonly<Record<string, true>>;
}

/** A problem in a journey document, found when it is loaded. */
export interface ConfigProblem {
  /** Stable code, e.g. JOURNEY_UNKNOWN_TARGET (listed in docs/journeys.md). */
  readonly code: string;
  /** JSON pointer of the offending value in the journey document. */
  readonly pointer: string;
  /** Plain English, for the analyst. */
  readonly message: string;
}

/** A journey schema validator injected into loadJourney (Ajv in Node, precompiled in the browser). */
export type SchemaValidator = (json: unknown) => ReadonlyArray<{ readonly pointer: string; readonly message: string }>;

/** A journey that passed loadJourney: immutable, with an index of its steps. */
export interface LoadedJourney {
  readonly definition: Journey;
  /** Step id → position in `definition.steps`. */
  readonly stepIndex: ReadonlyMap<string, number>;
}

/** A user-input problem: a value, never thrown. `code` is a message code of the English locale (locales/en/). */
export interface ValidationIssue {
  readonly code: string;
  /** Field id, or null for a page-level message. */
  readonly field: string | null;
  readonly severity: 'error' | 'warning';
  /** The rule that produced it (required, maxLength, logic, warning…). */
  readonly rule: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** How a warning's message is shown, as the journey declares it (only when it does). */
  readonly presentation?: MessagePresentation;
}

/** A field of a step as the resident meets it (generated fields have their placeholders filled). */
export interface ResolvedField {
  readonly definition: Field;
  /** JSON pointer of the field (or of its template) in the journey document. */
  readonly pointer: string;
  /** The data element a generated field was made from. */
  readonly item: unknown;
}

/** A step as the resident meets it: a plain step, or one page generated from data. */
export interface ResolvedStep {
  readonly id: string;
  /** Id of the step in the journey document (the template for generated pages). */
  readonly templateId: string;
  /** Position of the template in `steps`. */
  readonly order: number;
  /** Position among all resolved steps (generated pages expanded). */
  readonly position: number;
  readonly pointer: string;
  /** The step with placeholders filled; `generate` removed for generated pages. */
  readonly definition: Step;
  readonly fields: readonly ResolvedField[];
  readonly item: unknown;
  /** Key of a generated page ({key}); undefined for plain steps. */
  readonly key?: string;
  /** 0-based position among the pages of its template. */
  readonly instanceIndex?: number;
  /** A generated page's skips (its template's `generate.skips`, placeholders filled); undefined for plain steps. */
  readonly skips?: Skips;
}

/** Where navigation leads: a step, or a way out of the journey. */
export type Destination =
  | { readonly kind: 'step'; readonly stepId: string; readonly route: string }
  | { readonly kind: 'exit' | 'saveAndExit' | 'leave'; readonly route: string }
  | { readonly kind: 'errorPage'; readonly name: string; readonly route: string; readonly message?: FixedText }
  /** One of the journey's `endings` ("@end:<name>"): its plan (exitPlan with `{ ending: name }`) says what happens. */
  | { readonly kind: 'end'; readonly name: string; readonly route: string }
  | { readonly kind: 'route'; readonly route: string };

/** The resident's path: a pure function of journey and state. */
export interface JourneyPath {
  /** Ids of the steps on the path, in order, up to and including `current`. */
  readonly steps: readonly string[];
  /** The first incomplete step, or the final step when the path is complete; null if no step is on the path. */
  readonly current: string | null;
  /** True when every step on the path is complete (an outcome step or a way out was reached). */
  readonly complete: boolean;
  /** Where the path leaves the journey when it ends with a route to "@exit", "@route:…" etc. */
  readonly end: Destination | null;
  /** Answers of visible fields of steps on the path: the only answers conditions, summaries and submissions see. */
  readonly onPathAnswers: Answers;
  /** Visible field ids of each step on the path. */
  readonly fields: Readonly<Record<string, readonly string[]>>;
}

/** The blocking outcome in force on a step. */
export interface ActiveBlock {
  readonly mode: 'disable-continue' | 'confirm-to-continue' | 'stop';
  readonly message: string;
  readonly field: string | null;
  readonly params?: Readonly<Record<string, string | number>>;
  /** How the message is shown, as the journey declares it (only when it does). */
  readonly presentation?: MessagePresentation;
  /** confirm-to-continue only: the resident confirmed, so it shows as a warning and Continue goes on. */
  readonly confirmed: boolean;
}

/** An effect the runtime must run, with its input already evaluated. */
export interface EffectRequest {
  readonly effect: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** Store the result with recordEffectResult under this key; null when the result is not kept. */
  readonly storeAs: string | null;
  readonly onError: ErrorPolicy;
  readonly pending?: EffectCall['pending'];
}

/**
 * A text as data gives it, at an `optionsFrom` label or hint path (an effect's result, the context): text or a number
 * shown as it is (the resident's own data), `{ text }` likewise, or a message code with parameters resolved when the
 * page renders. Effects return texts this way instead of English words.
 */
export type DataText = string | number | { readonly text: string } | DataMessage;

/** A message code of locales/en, with the values of its {placeholders}. */
export interface DataMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, DataTextParam>>;
}

/**
 * The value of a placeholder: text or a number shown as it is, a text of its own (`{ text }` or `{ key, params? }`,
 * resolved the same way), or `{ date }`, an ISO date or date-time shown as the UK long date ("12 March 2026").
 */
export type DataTextParam = string | number | { readonly text: string } | DataMessage | { readonly date: string };
