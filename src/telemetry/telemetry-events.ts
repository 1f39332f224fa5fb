import type { TelemetryInput } from '../shared/telemetry';
import type { LogRecordInput } from './otlp-log-records';

/** The ids every event carries (portal.md §8: channel, customer, correlation and session ids). */
export interface EventIds {
  channel: string;
  customerId: string | null;
  sessionId: string | null;
  /** The page shown now; an error report names it only with consent. */
  path: string;
}

/** A real-user timing from web-vitals: largest paint, interaction delay or layout shift. */
export interface VitalInput {
  readonly kind: 'web_vital';
  readonly name: 'LCP' | 'INP' | 'CLS';
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  readonly path: string;
}

export type EventInput = TelemetryInput | VitalInput;

export type EventKind = 'page_view' | 'web_vital' | 'error';

/** The error catalogue's HTTP labels (repairs.md §8, portal.md §8); every other status is Unknown Error. */
const HTTP_LABELS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Server Error',
};

export function httpLabel(status: number): string {
  return HTTP_LABELS[status] ?? 'Unknown Error';
}

/** A path as events carry it: the pathname only, no query or fragment, in the characters portal paths use. */
export function eventPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return /^\/[\w\-/.]{0,120}$/.test(pathname) ? pathname : '/(other)';
}

/**
 * The log record of one event, its attributes an allow-list of paths, codes and ids (decision 0060). `consented` is
 * the resident's analytics choice: without it only error reports are made, with the ids and codes alone.
 */
export function eventRecord(
  input: EventInput,
  at: number,
  ids: EventIds,
  consented: boolean,
  newId: () => string,
): LogRecordInput | null {
  const common = { 'portal.channel': ids.channel, 'portal.customer_id': ids.customerId };
  if (input.kind === 'page_view' || input.kind === 'web_vital') {
    if (!consented) return null;
    const path = eventPath(input.path);
    if (input.kind === 'page_view') {
      return {
        at,
        eventName: 'portal.page_view',
        severity: 'info',
        attributes: { 'portal.kind': 'page_view', ...common, 'portal.correlation_id': newId(), 'url.path': path },
      };
    }
    return {
      at,
      eventName: 'portal.web_vital',
      severity: 'info',
      attributes: {
        'portal.kind': 'web_vital',
        ...common,
        'url.path': path,
        'portal.vital.name': input.name,
        'portal.vital.value': input.value,
        'portal.vital.rating': input.rating,
      },
    };
  }
  const error = {
    'portal.kind': 'error',
    ...common,
    'portal.session_id': ids.sessionId,
    'url.path': consented ? eventPath(ids.path) : null,
  };
  if (input.kind === 'error_page') {
    return {
      at,
      eventName: 'portal.error',
      severity: 'error',
      attributes: {
        ...error,
        'portal.error.source': 'page',
        'portal.error_page': eventPath(input.page),
        'portal.tracking_id': input.trackingId,
        'portal.correlation_id': input.trackingId,
      },
    };
  }
  return {
    at,
    eventName: 'portal.error',
    severity: 'error',
    attributes: {
      ...error,
      'portal.error.source': 'gateway',
      'portal.correlation_id': input.correlationId,
      'http.request.method': input.method,
      'portal.gateway_call': eventPath(input.call),
      'http.response.status_code': input.status,
      'portal.http_label': httpLabel(input.status),
      'error.type': input.errorType,
    },
  };
}
