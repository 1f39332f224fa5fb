import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { GatewayEnv } from '../gateway-env';

/**
 * Echoes the client's X-Correlation-Id (or a new id) on every answer, errors included. Hono's own request-id
 * middleware chooses it (decision 0067): an id is kept only when it is safe to echo into a header and a log line
 * (letters, digits, `_`, `-` and `=`, at most 128 characters); anything else gets a fresh one, kept as the context's
 * `requestId`. Hono sets the header before the route runs, which the answers the gateway builds whole (its error
 * bodies, fault injection's) do not carry, so it is set again on the answer as it leaves.
 */
export function correlationId(newId: () => string): MiddlewareHandler<GatewayEnv> {
  const choose = requestId({ headerName: 'X-Correlation-Id', limitLength: 128, generator: () => newId() });
  return async (c, next) => {
    await choose(c, next);
    c.res.headers.set('X-Correlation-Id', c.get('requestId'));
  };
}
