import type { MiddlewareHandler } from 'hono';
import type { GatewayEnv } from '../gateway-env';

/** Personal data is never cached by browsers or proxies, and never sniffed into another type. */
export function responseHeaders(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}
