import { trackActivity } from './activity-tracker';
import type { CreateAuthOptions } from './create-auth';
import { browserNavigate, isLoginAnswer, isLogoutAnswer, localLogoutUrl } from './login-urls';
import { createSessionStore } from './session-store';
import { clearBrowserSession, onSignedOutElsewhere } from './signed-out-signal';
import { freshStoredToken, storedTokenStaleAt } from './stored-token';
import type { Auth } from './types';
import { clearTabStorage } from './clear-tab-storage';

/** Makes the full Auth (oidc-client-ts and the token refresher); loaded on first need. */
export type AuthLoader = () => Promise<(options: CreateAuthOptions) => Auth>;

const loadCreateAuth: AuthLoader = async () => (await import('./create-auth')).createAuth;

export interface LazyAuthOptions extends CreateAuthOptions {
  /** The address the tab opened at: a login or logout answer needs the full Auth at once. */
  readonly currentUrl?: string;
  /** Runs a function later (default `setTimeout`); tests pass their own. */
  readonly later?: (run: () => void, ms: number) => void;
}

/**
 * A signed-in page whose stored token it cannot read leaves the full Auth (oidc-client-ts, 18 KB) this long, so its
 * first calls and its first drawing get the phone's connection (issue 13).
 */
export const FULL_AUTH_DELAY_MS = 3000;

/**
 * A signed-in page with a readable token loads the full Auth this long before the token enters its refresh margin:
 * time for the download, after which the full Auth's own timer refreshes it as it always did (decision 0076).
 */
export const FULL_AUTH_LEAD_MS = 30_000;

/** The longest delay a browser timer keeps (a longer one fires at once). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** When a signed-in page loads the full Auth: shortly before its stored token needs refreshing. */
export function fullAuthDelayMs(staleAtMs: number | null, nowMs: number): number {
  if (staleAtMs === null) return FULL_AUTH_DELAY_MS;
  return Math.min(Math.max(staleAtMs - FULL_AUTH_LEAD_MS - nowMs, 0), LONGEST_TIMER_MS);
}

/**
 * The portal's Auth, with oidc-client-ts loaded only when a session needs it (decisions 0030, 0076): a login or logout
 * answer, a press of Log in or Register, a token to refresh, a log out. A visitor who only reads the start page never
 * downloads it, nor does a signed-in page until its token is nearly due for refreshing.
 * What can be answered without it (the session, whether an address is a login answer) is answered here at once;
 * everything else waits for the full Auth (create-auth.ts), which then does exactly what it always did.
 */
export function createLazyAuth(options: LazyAuthOptions, load: AuthLoader = loadCreateAuth): Auth {
  const { idp, sessionStorage } = options;
  const now = options.now ?? (() => Date.now());
  const sessions = createSessionStore(sessionStorage);
  const browser = typeof window === 'undefined' ? undefined : window;
  // A signed-in page's activity, heard from its load (below); otherwise the full Auth hears it from when it is made.
  let activity: CreateAuthOptions['activity'];
  const listeners = new Set<() => void>();
  let full: Auth | null = null;
  let leaving = false;
  let loading: Promise<Auth> | null = null;
  // This tab's own ear for the other tabs' sign-out, until the full Auth (which has its own) is here.
  let stopListening = () => {};

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const ready = (): Promise<Auth> => {
    loading ??= load().then(
      (createAuth) => {
        const auth = createAuth(activity ? { ...options, activity } : options);
        auth.subscribe(notify);
        full = auth;
        stopListening();
        return auth;
      },
      (error: unknown) => {
        // Not downloaded (offline, or a deployment replaced the chunk): the next need asks again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  // A login or logout answer needs it at once. A signed-in tab needs it to refresh its token, shortly before that is
  // due; until then this tab hears the other tabs' sign-out signal itself.
  const url = options.currentUrl ?? '';
  if (isLoginAnswer(url, idp.redirectUri) || isLogoutAnswer(url, idp.postLogoutRedirectUri)) void ready();
  else if (sessions.read() !== null) {
    // The full Auth refreshes ahead of expiry only for a resident who did something since tokens were last obtained:
    // counted from the page's load, not from whenever oidc-client-ts arrives.
    activity = { tracker: trackActivity(options.activityEvents ?? browser, now), obtainedAt: now() };
    const delay = fullAuthDelayMs(storedTokenStaleAt(sessionStorage, idp), now());
    (options.later ?? ((run, ms) => void setTimeout(run, ms)))(() => void ready(), delay);
    const storageEvents = options.storageEvents ?? browser;
    if (storageEvents) {
      stopListening = onSignedOutElsewhere(storageEvents, options.localStorage, () => {
        clearTabStorage(sessionStorage);
        notify();
      });
    }
  }

  return {
    startLogin: async (mode, startOptions) => (await ready()).startLogin(mode, startOptions),
    isLoginCallback: (address) => isLoginAnswer(address, idp.redirectUri),
    completeLogin: async (address) => (await ready()).completeLogin(address),
    getSession: () => sessions.read(),
    async getAccessToken() {
      if (sessions.read() === null) return null;
      // Until the full Auth is here, a stored token that is still fresh is the one it would give (it refreshes only
      // within the margin), so the page's first calls need not wait for oidc-client-ts to download.
      const stored = full ? null : freshStoredToken(sessionStorage, idp, now());
      return stored ?? (await ready()).getAccessToken();
    },
    async logout(reason = 'user') {
      leaving = true;
      let auth: Auth;
      try {
        auth = await ready();
      } catch {
        // oidc-client-ts could not be downloaded (offline): the resident is logged out on this device all the same,
        // as the full Auth does when the identity provider cannot be reached.
        clearBrowserSession(sessionStorage, options.localStorage, options.newId());
        (options.navigate ?? browserNavigate)(localLogoutUrl(idp.postLogoutRedirectUri, reason));
        return;
      }
      return auth.logout(reason);
    },
    isLoggingOut: () => leaving,
    isLogoutCallback: (address) => isLogoutAnswer(address, idp.postLogoutRedirectUri),
    completeLogout: async (address) => (await ready()).completeLogout(address),
    clearLocalSession(clearOptions) {
      if (full) {
        full.clearLocalSession(clearOptions);
        return;
      }
      // The full Auth is still on its way: the session ends in this tab now, and everywhere once it has loaded.
      clearTabStorage(sessionStorage);
      void ready().then((auth) => auth.clearLocalSession({ notify: false }));
      if (clearOptions?.notify !== false) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
