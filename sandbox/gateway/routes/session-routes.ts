import type { GatewayApp, RouteDeps } from '../gateway-env';

/**
 * DELETE /logout: the IdP ends the session and revokes tokens itself; the gateway only confirms, and only for
 * a caller with a valid token (checked by the authenticate middleware). There is no resource, so no If-Match.
 */
export function registerSessionRoutes(api: GatewayApp, _deps: RouteDeps): void {
  api.delete('/logout', (c) => c.body(null, 204));
}
