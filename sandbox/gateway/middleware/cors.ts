import type { MiddlewareHandler } from 'hono';
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
 * CORS for an exact allow-list of origins: the origin is echoed only when listed (never `*`, never any
 * origin reflected). Other origins get no CORS headers at all, so browsers keep their pages out.
 * Preflights are answered here, before the subscription-key and token checks they cannot pass.
 */
export function cors(allowedOrigins: readonly string[]): MiddlewareHandler<GatewayEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS' && origin !== undefined) {
      if (!permitted)
        return errorResponse(c, 403, [{ message: 'This origin may not call the gateway.' }], { Vary: 'Origin' });
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (permitted) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
    }
  };
}
