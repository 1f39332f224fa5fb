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

type Sink = (input: TelemetryInput, at: number) => void;

/** At most this many events wait for the telemetry to connect: a page that keeps failing must not fill the memory. */
const EARLY_LIMIT = 50;
const early: Array<[TelemetryInput, number]> = [];
let sink: Sink | null = null;

/** Records one event; never throws and never waits, so no page is slowed or broken by its telemetry. */
export function recordEvent(input: TelemetryInput): void {
  const at = Date.now();
  if (sink) sink(input, at);
  else if (early.length < EARLY_LIMIT) early.push([input, at]);
}

/** The telemetry takes the events recorded so far and every later one. */
export function connectTelemetry(next: Sink): void {
  sink = next;
  for (const [input, at] of early.splice(0)) next(input, at);
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
