import { statusLabel } from '../gateway/errors';
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

/**
 * A page's path as events carry it: the pathname only (no query or fragment, whose values may identify someone), and
 * only in the shape of the portal's own paths (short segments of letters, digits, - and _); anything else is
 * '/(other)'.
 */
export function eventPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return /^(\/[\w-]{1,40}){0,6}\/?$/.test(pathname) && pathname.startsWith('/') ? pathname : '/(other)';
}

/**
 * A gateway call as events carry it: its path with every segment that holds a digit (an id, or whatever an address
 * bar put there) written `:id`, so `/customers/c0…/accounts` is `/customers/:id/accounts`.
 */
export function callPath(path: string): string {
  const template = (path.split('?')[0] ?? '')
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 40 ? ':id' : segment))
    .join('/');
  return /^(\/(:id|[\w-]{1,40})){0,8}$/.test(template) ? template : '/(other)';
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
  // An error page shown and a gateway call that failed are the same event, told apart by its source.
  const attributes =
    input.kind === 'error_page'
      ? {
          'portal.error.source': 'page',
          'portal.error_page': eventPath(input.page),
          'portal.tracking_id': input.trackingId,
          'portal.correlation_id': input.trackingId,
        }
      : {
          'portal.error.source': 'gateway',
          'portal.correlation_id': input.correlationId,
          'http.request.method': input.method,
          'portal.gateway_call': callPath(input.call),
          'http.response.status_code': input.status,
          'portal.http_label': statusLabel(input.status),
          'error.type': input.errorType,
        };
  return { at, eventName: 'portal.error', severity: 'error', attributes: { ...error, ...attributes } };
}
