import type { GatewayErrorBody } from '../../schemas/generated/gateway.gateway-error';

/** One problem reported by the gateway: a field (JSON pointer) when there is one, a code and a message. */
export type GatewayProblem = GatewayErrorBody['errors'][number];

/** What every gateway error carries, so error pages can show and report it (SEC-20). */
export interface GatewayErrorDetails {
  /** HTTP status; 0 when no HTTP answer arrived (network failure or time-out). */
  status: number;
  title: string;
  errors: GatewayProblem[];
  /** The gateway's correlation id when it answered, else the one the client sent. */
  correlationId: string;
  method: string;
  /** Path below the gateway base URL, without the query (queries may hold search text). */
  path: string;
  cause?: unknown;
}

/**
 * Base of every error the gateway client throws. Catch this to handle any failed call; the subclasses say why.
 * The message names the call and status only, never a body, so logging it leaks no personal data.
 */
export class GatewayError extends Error {
  // Each subclass names itself the same way (a field, set once the base constructor has run), so logs say which.
  override name = 'GatewayError';
  readonly status: number;
  readonly title: string;
  readonly errors: GatewayProblem[];
  readonly correlationId: string;
  readonly method: string;
  readonly path: string;

  constructor(details: GatewayErrorDetails) {
    super(`${details.method} ${details.path} failed: ${details.status} ${details.title}`, { cause: details.cause });
    this.status = details.status;
    this.title = details.title;
    this.errors = details.errors;
    this.correlationId = details.correlationId;
    this.method = details.method;
    this.path = details.path;
  }
}

/**
 * Thrown when the gateway answers 401 (no token, or an expired or revoked one). The client has already called
 * `onUnauthorised` once, which clears storage and returns the resident to the start.
 */
export class UnauthorisedError extends GatewayError {
  override name = 'UnauthorisedError';
}

/**
 * Thrown when the gateway answers 412: the If-Match entity tag is stale because someone else changed the
 * resource. The caller reloads it and tells the resident (SEC-15); nothing was written.
 */
export class PreconditionFailedError extends GatewayError {
  override name = 'PreconditionFailedError';
}

/**
 * Thrown for any other non-OK answer (400, 403, 404, 409, 5xx…), with the status, title and errors list of
 * the gateway's error body when it sent one; also for an OK answer whose body is not the JSON promised.
 */
export class GatewayHttpError extends GatewayError {
  override name = 'GatewayHttpError';
}

/**
 * A booking or reschedule the gateway answered as done but without the appointment's id (repairs.md §4: the
 * resident is told Reschedule_ApiFailError). A GatewayHttpError, so callers that only know those still catch it.
 */
export class MissingAppointmentIdError extends GatewayHttpError {
  override name = 'MissingAppointmentIdError';
}

/** What an answer that came back is known by when its body is not what the call needs (a GatewayResponse). */
export interface AnsweredCall {
  status: number;
  correlationId: string;
}

/**
 * The error of a call whose OK answer lacks what the call promised (the id it must carry, a decision): a
 * GatewayHttpError titled Invalid Response, like the requester's for a body that is not JSON, or the subclass the
 * caller names for its own case.
 */
export function invalidResponse(
  response: AnsweredCall,
  method: string,
  path: string,
  message: string,
  Kind: new (details: GatewayErrorDetails) => GatewayHttpError = GatewayHttpError,
): GatewayHttpError {
  return new Kind({
    status: response.status,
    title: 'Invalid Response',
    errors: [{ message }],
    correlationId: response.correlationId,
    method,
    path,
  });
}

/** Thrown when no answer arrived within `config.apiTimeoutMs` (spec: 5000 ms). Status 0. */
export class GatewayTimeoutError extends GatewayError {
  override name = 'GatewayTimeoutError';
}

/** Thrown when fetch itself failed (offline, DNS, CORS, connection reset): "an error with status only", 0. */
export class GatewayNetworkError extends GatewayError {
  override name = 'GatewayNetworkError';
}

/** True for any error thrown by the gateway client. */
export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

export type StatusLabel =
  'Bad Request' | 'Unauthorised' | 'Forbidden' | 'Not Found' | 'Conflict' | 'Server Error' | 'Unknown Error';

const labels: Readonly<Record<number, StatusLabel>> = {
  400: 'Bad Request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Server Error',
};

/** The label the error catalogue (portal.md §8) gives an HTTP status; every status it does not list is unknown. */
export function statusLabel(status: number): StatusLabel {
  return labels[status] ?? 'Unknown Error';
}

/**
 * Whether a page should tell the resident about this failure: any error but a 401, which has already returned them
 * to the start (the client's `onUnauthorised`), so a message on the page they are leaving would only flash.
 */
export function isShownFailure(error: unknown): boolean {
  return error !== undefined && !(error instanceof UnauthorisedError);
}
