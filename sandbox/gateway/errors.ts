import type { GatewayErrorBody } from '../../schemas/generated/gateway.gateway-error';

export type ErrorItem = GatewayErrorBody['errors'][number];

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  500: 'Server Error',
};

/** The title the gateway gives a status; the client's error labels key on these exact words. */
export function errorTitle(status: number): string {
  return titles[status] ?? 'Unknown Error';
}

/**
 * A deliberate non-2xx answer. Throw it from any handler or helper; the app's error handler renders it as
 * the gateway error body, so every route answers errors in one shape.
 */
export class GatewayHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${errorTitle(status)}: ${errors.map((e) => e.message).join('; ')}`);
    this.name = 'GatewayHttpError';
  }
}

export const badRequest = (errors: ErrorItem[]) => new GatewayHttpError(400, errors);

export const unauthorised = (message: string, headers: Record<string, string> = {}) =>
  new GatewayHttpError(401, [{ message }], headers);

// 403 and 404 share their wording so that neither says anything about the object asked for (SEC-10).
export const forbidden = () => new GatewayHttpError(403, [{ message: 'You do not have access to this resource.' }]);
export const notFound = () => new GatewayHttpError(404, [{ message: 'The resource was not found.' }]);

export const conflict = (message: string) => new GatewayHttpError(409, [{ message }]);

export const preconditionRequired = () =>
  new GatewayHttpError(428, [
    { field: 'If-Match', code: 'required', message: 'Send the If-Match header with the ETag you last read.' },
  ]);

export const preconditionFailed = () =>
  new GatewayHttpError(412, [
    {
      field: 'If-Match',
      code: 'stale',
      message: 'The resource has changed since you read it. Read it again and retry.',
    },
  ]);

export const unsupportedMediaType = () =>
  new GatewayHttpError(415, [
    { field: 'Content-Type', code: 'unsupported', message: 'Send the body as application/json.' },
  ]);

export const unprocessable = (errors: ErrorItem[]) => new GatewayHttpError(422, errors);

export const payloadTooLarge = (maxBytes: number, headers: Record<string, string> = {}) =>
  new GatewayHttpError(
    413,
    [{ code: 'body-too-large', message: `The request body is larger than ${maxBytes} bytes.` }],
    headers,
  );

/** The schema files under schemas/gateway could not be read or compiled: the gateway cannot start. */
export class SchemaLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SchemaLoadError';
  }
}

/** A stored row does not hold valid JSON: the sandbox database is corrupt, not the request. */
export class StoredBodyError extends Error {
  constructor(table: string, id: string, options?: { cause?: unknown }) {
    super(`${table} row ${id} has a body that is not valid JSON`, options);
    this.name = 'StoredBodyError';
  }
}

/** The request was abandoned by the client (for example while a hang fault held it). */
export class ClientClosedRequestError extends Error {
  constructor() {
    super('The client closed the request before the gateway answered');
    this.name = 'ClientClosedRequestError';
  }
}
