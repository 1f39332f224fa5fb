import type { CreateAuthOptions } from './create-auth';
import { isLoginAnswer, isLogoutAnswer } from './login-urls';
import { createSessionStore } from './session-store';
import { onSignedOutElsewhere } from './signed-out-signal';
import { freshStoredToken } from './stored-token';
import type { Auth } from './types';

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
 * How long a signed-in page leaves the full Auth (oidc-client-ts, 18 KB) to download: its first calls and its first
 * drawing get the phone's connection (issue 13). Meanwhile calls use the stored token while it is fresh, and anything
 * else (a token near its expiry, a log out) loads the full Auth at once.
 */
export const FULL_AUTH_DELAY_MS = 3000;

/**
 * The portal's Auth, with oidc-client-ts loaded only when a session needs it (decision 0030): a signed-in tab, a login
 * or logout answer, or a press of Log in or Register. A visitor who only reads the start page never downloads it.
 * What can be answered without it (the session, whether an address is a login answer) is answered here at once;
 * everything else waits for the full Auth (create-auth.ts), which then does exactly what it always did.
 */
export function createLazyAuth(options: LazyAuthOptions, load: AuthLoader = loadCreateAuth): Auth {
  const { idp, sessionStorage } = options;
  const now = options.now ?? (() => Date.now());
  const sessions = createSessionStore(sessionStorage);
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
    loading ??= load().then((createAuth) => {
      const auth = createAuth(options);
      auth.subscribe(notify);
      full = auth;
      stopListening();
      return auth;
    });
    return loading;
  };

  // A login or logout answer needs it at once. A signed-in tab needs its token timers and the other tabs' sign-out
  // signal, which it gets a moment later; until then this tab hears the signal itself.
  const url = options.currentUrl ?? '';
  if (isLoginAnswer(url, idp.redirectUri) || isLogoutAnswer(url, idp.postLogoutRedirectUri)) void ready();
  else if (sessions.read() !== null) {
    (options.later ?? ((run, ms) => void setTimeout(run, ms)))(() => void ready(), FULL_AUTH_DELAY_MS);
    const storageEvents = options.storageEvents ?? (typeof window === 'undefined' ? undefined : window);
    if (storageEvents) {
      stopListening = onSignedOutElsewhere(storageEvents, options.localStorage, () => {
        sessionStorage.clear();
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
    async logout(reason) {
      leaving = true;
      return (await ready()).logout(reason);
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
      sessionStorage.clear();
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
