import type { MiddlewareHandler } from 'hono';
import { unauthorised } from '../errors';
import type { GatewayEnv } from '../gateway-env';

/**
 * Like Azure API Management, the gateway refuses a call without a subscription key. The key ships in the SPA
 * bundle, so it is a public identifier (SEC-19): any non-empty value passes, and it never replaces a token.
 */
export function subscriptionKey(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    if (!c.req.header('Ocp-Apim-Subscription-Key')?.trim()) {
      throw unauthorised(
        'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.',
      );
    }
    await next();
  };
}
