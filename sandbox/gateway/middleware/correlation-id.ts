import type { MiddlewareHandler } from 'hono';
import type { GatewayEnv } from '../gateway-env';

// Only ids that are safe to echo into a header and a log line are kept; anything else gets a fresh one.
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes the client's X-Correlation-Id (or a new UUID) on every answer, errors included. */
export function correlationId(newId: () => string): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const sent = c.req.header('X-Correlation-Id')?.trim();
    const id = sent && acceptable.test(sent) ? sent : newId();
    c.set('correlationId', id);
    await next();
    c.res.headers.set('X-Correlation-Id', id);
  };
}
