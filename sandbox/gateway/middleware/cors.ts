import type { MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';
import { errorResponse } from '../error-response';
import type { GatewayEnv } from '../gateway-env';

export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';
// Exactly what the portal's gateway client sends, and nothing more (SEC-12).
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'ocp-apim-subscription-key',
  'x-channel',
  'x-correlation-id',
  'x-session-id',
  'x-agent-id',
  'cache-control',
  'content-type',
  'if-match',
  'x-operation-key',
].join(', ');
// ETag is not CORS-safelisted: without this the client cannot read it, and cannot send If-Match.
export const CORS_EXPOSE_HEADERS = 'ETag, Location, X-Correlation-Id';

/**
 * CORS for an exact allow-list of origins, by Hono's own cors middleware for the origins listed: the origin is echoed
 * only when listed (never `*`, never any origin reflected). Ours only where the contract says more than Hono does
 * (decision 0067): other origins get no CORS headers at all (Hono would still expose headers to them), a preflight
 * from one is refused with 403 in the gateway's error shape (Hono answers every preflight 204), and an OPTIONS without
 * an Origin is no preflight and goes on to the routes. Preflights are answered here, before the subscription-key and
 * token checks they cannot pass.
 */
export function cors(allowedOrigins: readonly string[]): MiddlewareHandler<GatewayEnv> {
  const allowed = new Set(allowedOrigins);
  // Each list as one entry: Hono joins entries with "," and the gateway's contract spells its lists with ", ".
  const listed = honoCors({
    origin: [...allowed],
    allowMethods: [CORS_ALLOW_METHODS],
    allowHeaders: [CORS_ALLOW_HEADERS],
    exposeHeaders: [CORS_EXPOSE_HEADERS],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && allowed.has(origin)) return listed(c, next);
    if (c.req.method === 'OPTIONS' && origin !== undefined)
      return errorResponse(c, 403, [{ message: 'This origin may not call the gateway.' }], { Vary: 'Origin' });
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
}
