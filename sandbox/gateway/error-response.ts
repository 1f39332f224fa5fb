import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { GatewayErrorBody } from '../../schemas/generated/gateway.gateway-error';
import { ClientClosedRequestError, errorTitle, GatewayHttpError, type ErrorItem } from './errors';
import type { GatewayEnv } from './gateway-env';

/** Renders the gateway error body for a status, with the request's correlation id. */
export function errorResponse(
  c: Context<GatewayEnv>,
  status: number,
  errors: ErrorItem[],
  headers: Record<string, string> = {},
): Response {
  const body: GatewayErrorBody = { status, title: errorTitle(status), errors };
  const correlationId = c.get('requestId');
  if (correlationId) body.correlationId = correlationId;
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
  });
}

/** Unknown routes answer in the gateway's error shape, like everything else. */
export function notFoundHandler(c: Context<GatewayEnv>): Response {
  return errorResponse(c, 404, [{ message: 'The resource was not found.' }]);
}

/**
 * Deliberate errors keep their status; anything else becomes a 500 whose body says nothing about the cause,
 * because stack traces and SQL text help an attacker more than a resident. The operator sees it in the log.
 */
export function errorHandler(err: Error, c: Context<GatewayEnv>): Response {
  if (err instanceof GatewayHttpError) return errorResponse(c, err.status, err.errors, err.headers);
  // 499 is the de facto "client closed request" status: nobody reads it, but it ends the handler cleanly.
  if (err instanceof ClientClosedRequestError) return errorResponse(c, 499, [{ message: err.message }]);
  if (err instanceof HTTPException && err.status < 500) {
    return errorResponse(c, err.status, [{ message: err.message || errorTitle(err.status) }]);
  }
  console.error(`[gateway] ${c.req.method} ${c.req.path} correlation ${c.get('requestId') ?? '-'} failed:`, err);
  return errorResponse(c, 500, [{ message: 'Something went wrong. Quote the correlation id if you contact us.' }]);
}
