/** Which identity-provider entry point a login started from (spec: the home page's `state` query value). */
export type LoginMode = 'login' | 'registration' | 'changepassword' | 'changeusername';

/** The identity provider's pages a signed-in resident goes to and comes back from, still signed in. */
export const ACCOUNT_CHANGE_MODES: readonly LoginMode[] = ['changepassword', 'changeusername'];

/** Why the resident was logged out: 'idle' makes the start page show the logged-out dialog (EMID025). */
export type LogoutReason = 'user' | 'idle';

/** What the portal keeps about the signed-in resident for this browser tab (sessionStorage, never tokens). */
export interface PortalSession {
  /** Customer identifier from the `customer_id` claim; null when the login has no self-serve customer (IDEM). */
  customerId: string | null;
  /** Sent as the session id header on every gateway call. */
  sessionId: string;
  /** Display name from the identity provider, for the welcome heading until the customer record loads. */
  name: string | null;
}

export interface LoginResult {
  mode: LoginMode;
  session: PortalSession;
  /**
   * The portal address the resident asked for before logging in (startLogin's `returnTo`), checked again on the way
   * back to be one of the portal's own; absent when there was none.
   */
  returnTo?: string;
}

export interface StartLoginOptions {
  /**
   * An address of the portal to come back to after the login (a deep link the access rule sent to the start page).
   * It stays in this tab's signin state (sessionStorage) and never travels to the identity provider; anything that
   * is not a path of the portal itself is dropped.
   */
  returnTo?: string;
}

/**
 * The portal's view of authentication. Implemented with oidc-client-ts (authorization code + PKCE S256);
 * tokens live in sessionStorage only, one refresh at a time across tabs.
 */
export interface Auth {
  /** Sends the browser to the identity provider's login, registration or change-password entry point. */
  startLogin(mode: LoginMode, options?: StartLoginOptions): Promise<void>;
  /** True when `url` carries a login answer (code/state or error) from the identity provider. */
  isLoginCallback(url: string): boolean;
  /**
   * Completes a login from the home page URL (?code&state). Throws LoginError on error/state problems. Safe to call
   * twice with the same URL (React StrictMode): one code exchange, one result. It does not touch the address bar:
   * the app replaces the URL (router navigate with replace) so the router stays in step.
   */
  completeLogin(url: string): Promise<LoginResult>;
  /** The current session, or null when not logged in; the same object while it is unchanged. */
  getSession(): PortalSession | null;
  /** A valid access token, refreshed first when it is about to expire; null when not logged in. */
  getAccessToken(): Promise<string | null>;
  /**
   * Revokes the tokens, ends the identity provider session, clears all storage; the identity provider then
   * returns the browser to /startpage. `reason` 'idle' makes the start page show the forced-logout dialog (EMID025).
   */
  logout(reason?: LogoutReason): Promise<void>;
  /**
   * True once logout has begun in this tab: the tab is on its way to the identity provider's end-session page, and a
   * 401 from a call still in flight (its token was just revoked) must not send it home instead, which would leave the
   * provider's session alive.
   */
  isLoggingOut(): boolean;
  /** True when `url` is the identity provider's return to /startpage after a logout. */
  isLogoutCallback(url: string): boolean;
  /** Completes a logout return on /startpage and tells why the resident was logged out. */
  completeLogout(url: string): Promise<{ reason: LogoutReason }>;
  /**
   * Clears every local trace of the session without calling anybody (used on a 401 and after idle logout); the
   * other tabs of the browser end their session too. `notify: false` skips telling this tab's subscribers, for a
   * caller about to reload the page anyway (re-rendering first would navigate twice).
   */
  clearLocalSession(options?: { notify?: boolean }): void;
  /** Notified when the session appears, changes or ends (e.g. after a 401 or logout in another tab). */
  subscribe(listener: () => void): () => void;
}
