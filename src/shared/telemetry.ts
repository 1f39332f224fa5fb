/**
 * What the portal tells its telemetry (decision 0060), in the first download: pages and the gateway client call
 * `recordEvent`, and the events wait here, in memory, until the telemetry (src/telemetry, loaded when the browser is
 * idle) connects and takes them. Only paths, codes and ids ever pass through: never an answer, a name or any text a
 * resident typed or was shown.
 */
export type TelemetryInput =
  /** A page shown: its path without the query (whose values may identify someone). */
  | { readonly kind: 'page_view'; readonly path: string }
  /** A gateway call that failed, once per call (retries included): its status, method and path, and its id. */
  | {
      readonly kind: 'gateway_failure';
      readonly status: number;
      readonly method: string;
      readonly call: string;
      readonly correlationId: string;
      readonly errorType: string;
    }
  /** An error page shown, with the tracking id the resident reads out to the call centre when it shows one. */
  | { readonly kind: 'error_page'; readonly page: string; readonly trackingId?: string };

/** `path`: the page's path when the event was recorded, which a later page's telemetry may take it on. */
type Sink = (input: TelemetryInput, at: number, path?: string) => void;
export type EarlyEvent = [input: TelemetryInput, at: number, path: string];

/** At most this many events wait for the telemetry to connect: a page that keeps failing must not fill the memory. */
const EARLY_LIMIT = 50;
const early: EarlyEvent[] = [];
let sink: Sink | null = null;

/** Records one event; never throws and never waits, so no page is slowed or broken by its telemetry. */
export function recordEvent(input: TelemetryInput): void {
  const at = Date.now();
  if (sink) sink(input, at);
  else if (early.length < EARLY_LIMIT) early.push([input, at, globalThis.location?.pathname ?? '/']);
}

/** The telemetry takes the events recorded so far and every later one. */
export function connectTelemetry(next: Sink): void {
  sink = next;
  for (const [input, at, path] of early.splice(0)) next(input, at, path);
}

/** Where a page left before its telemetry connected keeps its events for the tab's next page, one JSON line each. */
export const CARRIED_EVENTS_KEY = 'portal.telemetry.carried';

/** Paths wait in the tab's storage without their query or fragment, whose values may identify someone. */
const withoutQuery = (key: string, value: unknown) =>
  ['path', 'page', 'call'].includes(key) ? String(value).split(/[?#]/)[0] : value;

/**
 * The telemetry loads when the first page is idle; a resident who leaves sooner (a reload, a link typed, a card that
 * opens another document) would take that page's views and error reports with it. They wait in the tab's session
 * storage instead, after those of earlier pages that left as soon, for the next page's telemetry to take
 * (src/telemetry/carried-events.ts; decision 0078). Page views are analytics: kept only when the resident has
 * accepted analytics cookies (`consented`), as nothing is stored for analytics without that (decision 0083).
 */
export function keepEarlyEventsOnPageHide(ports: {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  onPageHide(listener: () => void): void;
  consented(): boolean;
}): void {
  ports.onPageHide(() => {
    if (sink || early.length === 0) return;
    const leaving = early.splice(0);
    const kept = ports.consented() ? leaving : leaving.filter(([input]) => input.kind !== 'page_view');
    if (kept.length === 0) return;
    const waiting = ports.storage.getItem(CARRIED_EVENTS_KEY)?.split('\n') ?? [];
    for (const event of kept) waiting.push(JSON.stringify(event, withoutQuery));
    try {
      ports.storage.setItem(CARRIED_EVENTS_KEY, waiting.slice(-EARLY_LIMIT).join('\n'));
    } catch (error) {
      // A full or refused storage costs these analytics events only; nothing a resident sees depends on them.
      if (!(error instanceof DOMException)) throw error;
    }
  });
}

/**
 * The session ended in this tab (a logout, a 401, a sign-out in another tab): the events still waiting for the
 * telemetry go with it, so the storage a session's end clears stays empty (portal.md §4; decision 0083).
 */
export function forgetEarlyEvents(): void {
  early.length = 0;
}

/** The gateway client's failures (a GatewayError's fields; src/shared takes no code from src/gateway). */
export function recordGatewayFailure(error: {
  status: number;
  method: string;
  path: string;
  correlationId: string;
  name: string;
}): void {
  recordEvent({
    kind: 'gateway_failure',
    status: error.status,
    method: error.method,
    call: error.path,
    correlationId: error.correlationId,
    errorType: error.name,
  });
}
