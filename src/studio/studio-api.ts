import type { ConfigProblem, EffectRequest } from '../engine';
import type { EffectOutcome } from '../journey/session';
import type { Persona } from '../journey-fixtures';

/** A problem as GET /__studio/lint reports it (tools/journeys/lint.ts LintProblem). */
export interface StudioLintProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly pointer: string;
  readonly code: string;
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

export interface StudioLintReport {
  readonly journeys: number;
  readonly problems: readonly StudioLintProblem[];
  readonly errors: number;
  readonly warnings: number;
}

/** GET /__studio/graph/<id>.json: the graph's text alternative and its Mermaid source. */
export interface StudioGraph {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly mermaid: string;
}

export interface StudioPersona {
  readonly key: Persona;
  readonly name: string;
  readonly email: string;
  readonly customerId: string | null;
  /** The persona's main property: the one a fixture replays at when it names none. */
  readonly propertyId?: string | null;
}

/**
 * GET /__studio/situation: what a fixture's resident has when the step is shown
 * (tools/studio-server/studio-situation.ts).
 */
export interface StudioSituation {
  readonly fixture: string;
  readonly persona: Persona;
  readonly clock: string;
  /** The page reached: the step asked for, or the first page generated from it. */
  readonly stepId: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly effects: Readonly<Record<string, unknown>>;
}

/** A write a previewed effect sent to the gateway (POST /__studio/effect answers them with the outcome). */
export interface StudioSentCall {
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
}

/** A studio endpoint said no; `message` is for the analyst. */
export class StudioError extends Error {
  override readonly name = 'StudioError';
  constructor(
    message: string,
    readonly status: number,
    readonly problems: readonly ConfigProblem[] = [],
  ) {
    super(message);
  }
}

/** The development server's studio endpoints (tools/studio-server/studio-routes.ts). */
export interface StudioApi {
  lint(journeyId: string): Promise<StudioLintReport>;
  /** `hideErrors`: without the arrows to error pages (the routes a resident walks stand out). */
  graph(journeyId: string, hideErrors?: boolean): Promise<StudioGraph>;
  /** Address of the graph picture; `version` makes the browser fetch it again after an edit. */
  graphImageUrl(journeyId: string, version: number, hideErrors?: boolean): string;
  /** The journey file as it is on disk now (the preview loads it afresh after every edit). */
  journeyDocument(journeyId: string): Promise<unknown>;
  personas(): Promise<readonly StudioPersona[]>;
  /** `clock` (ISO 8601) sets the gateway's date and time for the context; null: the sandbox's own clock. */
  context(persona: string, journeyId: string, clock?: string | null): Promise<Record<string, unknown>>;
  runEffect(
    persona: string,
    request: EffectRequest,
    clock?: string | null,
  ): Promise<EffectOutcome & { readonly sent?: readonly StudioSentCall[] }>;
  /** A situation that reaches the step, from the first fixture walk that shows it (the persona's first); 404: none. */
  situation(journeyId: string, stepId: string, persona: string): Promise<StudioSituation>;
}

export const STUDIO_BASE = '/__studio';

export function createStudioApi(fetchImpl: typeof fetch): StudioApi {
  async function json<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetchImpl(`${STUDIO_BASE}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    });
    const body = (await response.json().catch(() => null)) as
      (T & { message?: string; problems?: ConfigProblem[] }) | null;
    if (!response.ok || body === null) {
      throw new StudioError(
        body?.message ?? `The studio server answered ${response.status}.`,
        response.status,
        body?.problems ?? [],
      );
    }
    return body;
  }
  const id = encodeURIComponent;
  return {
    lint: (journeyId) => json(`/lint?journey=${id(journeyId)}`),
    graph: (journeyId, hideErrors) => json(`/graph/${id(journeyId)}.json${hideErrors ? '?errors=hidden' : ''}`),
    graphImageUrl: (journeyId, version, hideErrors) =>
      `${STUDIO_BASE}/graph/${id(journeyId)}.svg?v=${version}${hideErrors ? '&errors=hidden' : ''}`,
    journeyDocument: (journeyId) => json(`/journeys/${id(journeyId)}.json`),
    personas: () => json('/personas'),
    context: async (persona, journeyId, clock) =>
      (
        await json<{ context: Record<string, unknown> }>(
          `/context?persona=${id(persona)}&journey=${id(journeyId)}${clock ? `&clock=${id(clock)}` : ''}`,
        )
      ).context,
    runEffect: (persona, request, clock) =>
      json('/effect', { method: 'POST', body: JSON.stringify({ persona, request, ...(clock ? { clock } : {}) }) }),
    situation: (journeyId, stepId, persona) =>
      json(`/situation?journey=${id(journeyId)}&step=${id(stepId)}&persona=${id(persona)}`),
  };
}
