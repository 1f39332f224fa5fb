import type { GatewayRequest } from './request';

export interface SessionCalls {
  /** DELETE /logout: ends the gateway session. The identity provider's logout is the auth module's job. */
  logout(): Promise<void>;
}

export function createSessionCalls(request: GatewayRequest): SessionCalls {
  return {
    async logout() {
      // The session is not a versioned entity, so there is no entity tag to match.
      await request<null>({ method: 'DELETE', path: '/logout', etag: null });
    },
  };
}
