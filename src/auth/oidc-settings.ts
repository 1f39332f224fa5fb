import { WebStorageStateStore, type UserManager, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '../shared/runtime-config';
import { REFRESH_MARGIN_SECONDS } from './stored-token';

/** The UserManager members the portal uses, so tests can hand in a fake without a network. */
export type UserManagerPort = Pick<
  UserManager,
  | 'getUser'
  | 'removeUser'
  | 'revokeTokens'
  | 'signinRedirect'
  | 'signinCallback'
  | 'signinSilent'
  | 'signoutRedirect'
  | 'signoutCallback'
> & { readonly events: Pick<UserManager['events'], 'addAccessTokenExpiring'> };

export { REFRESH_MARGIN_SECONDS };

export function userManagerSettings(idp: RuntimeConfig['idp'], sessionStorage: Storage): UserManagerSettings {
  return {
    authority: idp.authority,
    client_id: idp.clientId,
    redirect_uri: idp.redirectUri,
    post_logout_redirect_uri: idp.postLogoutRedirectUri,
    scope: idp.scope,
    response_type: 'code',
    // Profile claims (name, customer_id) are not in the ID token when an access token is issued too.
    loadUserInfo: true,
    // Our own refresh holds a cross-tab lock; the built-in renew would race other tabs over a rotated refresh token.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: REFRESH_MARGIN_SECONDS,
    revokeTokensOnSignout: true,
    monitorSession: false,
    // Without a limit a silently dropped connection would hold the refresh lock, or a logout, for ever.
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 10,
    // Tokens and protocol state stay in this tab's sessionStorage, never in localStorage (SEC-03).
    userStore: new WebStorageStateStore({ store: sessionStorage }),
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
  };
}
