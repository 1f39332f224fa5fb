import type { MiddlewareHandler } from 'hono';
import { unauthorised } from '../errors';
import type { GatewayDeps, GatewayEnv } from '../gateway-env';

/**
 * Every gateway route needs a valid bearer access token; its subject is the caller's only identity
 * (X-Agent-Id and path ids never are). The IdP verifies the token.
 */
export function authenticate(verifyAccessToken: GatewayDeps['verifyAccessToken']): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(c.req.header('Authorization') ?? '');
    const token = match?.[1];
    if (!token)
      throw unauthorised('Sign in to use this service.', { 'WWW-Authenticate': 'Bearer realm="customerselfserve"' });
    const verified = await verifyAccessToken(token);
    if (!verified?.subject) {
      throw unauthorised('Your session has expired. Sign in again.', {
        'WWW-Authenticate': 'Bearer realm="customerselfserve", error="invalid_token"',
      });
    }
    c.set('subject', verified.subject);
    await next();
  };
}
