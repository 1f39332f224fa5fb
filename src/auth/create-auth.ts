import { ErrorResponse, UserManager, type User, type UserManagerSettings } from 'oidc-client-ts';
import { portalPath } from '../shared/return-path';
import type { RuntimeConfig } from '../shared/runtime-config';
import { customerIdOf, displayNameOf, loginModeOf, logoutReasonOf, returnToOf } from './claims';
import { LoginError } from './login-error';
import {
  browserNavigate,
  isLoginAnswer,
  isLogoutAnswer,
  localLogoutUrl,
  LOCAL_LOGOUT_PARAM,
  queryParam,
} from './login-urls';
import { userManagerSettings, type UserManagerPort } from './oidc-settings';
import { createMutex, type LockRequester } from './refresh-lock';
import { createSessionStore } from './session-store';
import { clearBrowserSession, onSignedOutElsewhere, type StorageEventSource } from './signed-out-signal';
import { trackActivity, type ActivityEventSource, type ActivityTracker } from './activity-tracker';
import { createTokenRefresher } from './token-refresher';
import {
  ACCOUNT_CHANGE_MODES,
  type Auth,
  type LoginMode,
  type LoginResult,
  type LogoutReason,
  type StartLoginOptions,
} from './types';
import { clearTabStorage } from './clear-tab-storage';

export interface CreateAuthOptions {
  idp: RuntimeConfig['idp'];
  /** Holds the tokens, the signin state and the portal session: this tab only. */
  sessionStorage: Storage;
  /** Shared by all tabs; cleared on logout and used to tell other tabs the session ended. */
  localStorage: Storage;
  /** `navigator.locks` where the browser has it: one token refresh at a time across tabs. */
  locks?: LockRequester;
  newId(): string;
  /** Hard redirect when the identity provider cannot be reached on logout (default `window.location.assign`). */
  navigate?(url: string): void;
  /** Source of `storage` events from other tabs (default `window`). */
  storageEvents?: StorageEventSource;
  /** Epoch milliseconds (default `Date.now`). */
  now?(): number;
  /** Where the resident's keystrokes and pointer presses are heard (default `window`). */
  activityEvents?: ActivityEventSource;
  /**
   * What the resident did before this Auth was made, with when this tab last obtained tokens as far as it knows: the
   * lazy Auth hears from the page's load (decision 0076). Default: heard from now on, tokens obtained now.
   */
  activity?: { readonly tracker: ActivityTracker; readonly obtainedAt: number };
  userManagerFactory?(settings: UserManagerSettings): UserManagerPort;
}

export const REFRESH_LOCK_NAME = 'portal-token-refresh';

function defaultActivityEvents(): ActivityEventSource | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function defaultStorageEvents(): StorageEventSource | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function toLoginError(error: unknown, url: string, base: string): LoginError {
  if (error instanceof ErrorResponse) {
    return new LoginError(error.error ?? 'server_error', error.error_description, loginModeOf(error.state));
  }
  // An error answer whose state we no longer hold (e.g. a reload of the answer) still carries the provider's error.
  const providerError = queryParam(url, base, 'error');
  if (providerError) return new LoginError(providerError, queryParam(url, base, 'error_description'), null);
  return new LoginError('invalid_response', error instanceof Error ? error.message : null, null);
}

export function createAuth(options: CreateAuthOptions): Auth {
  const { idp, sessionStorage, localStorage, newId } = options;
  const navigate = options.navigate ?? browserNavigate;
  const now = options.now ?? (() => Date.now());
  const settings = userManagerSettings(idp, sessionStorage);
  const userManager = options.userManagerFactory?.(settings) ?? new UserManager(settings);
  const sessions = createSessionStore(sessionStorage);
  const listeners = new Set<() => void>();
  const loginAnswers = new Map<string, Promise<LoginResult>>();
  const logoutAnswers = new Map<string, Promise<{ reason: LogoutReason }>>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const forgetThisTab = () => {
    clearTabStorage(sessionStorage);
    // removeUser also stops the access-token timers of this UserManager.
    void userManager.removeUser().catch(() => undefined);
  };

  let leaving = false;

  const clearEverywhere = () => {
    forgetThisTab();
    clearBrowserSession(sessionStorage, localStorage, newId());
  };

  const endSessionEverywhere = () => {
    clearEverywhere();
    notify();
  };

  const refresher = createTokenRefresher({
    userManager,
    mutex: createMutex(REFRESH_LOCK_NAME, options.locks),
    now,
    onRejected: endSessionEverywhere,
    ...(options.activity ? { obtainedAt: options.activity.obtainedAt } : {}),
  });

  // Only a resident who did something since the last refresh keeps the refresh token alive; an idle tab lets it
  // lapse, so the identity provider's idle expiry backs up the idle-logout dialog instead of being defeated by it.
  const activity = options.activity?.tracker ?? trackActivity(options.activityEvents ?? defaultActivityEvents(), now);
  userManager.events.addAccessTokenExpiring(() =>
    activity.since(refresher.lastRefreshAt()) ? refresher.refreshBeforeExpiry() : undefined,
  );
  // Loading the stored user arms the expiring timer after a page reload.
  void userManager.getUser().catch(() => null);

  const storageEvents = options.storageEvents ?? defaultStorageEvents();
  if (storageEvents) {
    onSignedOutElsewhere(storageEvents, localStorage, () => {
      forgetThisTab();
      notify();
    });
  }

  async function finishLogin(url: string): Promise<LoginResult> {
    let user: User | undefined;
    try {
      user = await userManager.signinCallback(url);
    } catch (error) {
      throw toLoginError(error, url, idp.redirectUri);
    }
    if (!user) throw new LoginError('invalid_response', 'The answer was not a login redirect.', null);
    const mode = loginModeOf(user.state) ?? 'login';
    const previous = sessions.read();
    const session = {
      customerId: customerIdOf(user.profile),
      // Changing the password is the same resident carrying on, so gateway calls keep their session id.
      sessionId: ACCOUNT_CHANGE_MODES.includes(mode) && previous ? previous.sessionId : newId(),
      name: displayNameOf(user.profile),
    };
    sessions.write(session);
    refresher.markObtained();
    notify();
    const returnTo = returnToOf(user.state);
    return returnTo ? { mode, session, returnTo } : { mode, session };
  }

  async function finishLogout(url: string): Promise<{ reason: LogoutReason }> {
    try {
      const response = await userManager.signoutCallback(url);
      return { reason: logoutReasonOf(response?.userState) };
    } catch {
      // The resident is logged out whatever the answer says; an unreadable state only loses which dialog to show.
      return { reason: 'user' };
    }
  }

  return {
    async startLogin(mode: LoginMode, options: StartLoginOptions = {}) {
      // The address to come back to rides in the signin state data, which oidc-client-ts keeps in this tab's
      // sessionStorage under the request's state id and hands back with the user; unlike url_state it is never put
      // in the authorize URL, so the identity provider, its logs and the answer's address cannot see or change it.
      const returnTo = portalPath(options.returnTo);
      await userManager.signinRedirect({
        state: returnTo ? { mode, returnTo } : { mode },
        extraQueryParams: { policy: mode },
      });
    },

    isLoginCallback: (url) => isLoginAnswer(url, idp.redirectUri),

    completeLogin(url) {
      // React StrictMode runs effects twice; the second signinCallback would find its state already used.
      let answer = loginAnswers.get(url);
      if (!answer) {
        answer = finishLogin(url);
        loginAnswers.set(url, answer);
      }
      return answer;
    },

    getSession: () => sessions.read(),

    async getAccessToken() {
      if (!sessions.read()) return null;
      const user = await refresher.freshUser();
      return user?.access_token ?? null;
    },

    async logout(reason: LogoutReason = 'user') {
      leaving = true;
      const user = await userManager.getUser().catch(() => null);
      // Best effort: an unreachable identity provider must not keep the resident logged in on this device.
      await userManager.revokeTokens().catch(() => undefined);
      // No notify: this tab is leaving for the identity provider's end-session page. Re-rendering first would let
      // the router show the start page while that navigation is pending, and a quick "Log in" would cancel it,
      // leaving the provider's session alive.
      clearEverywhere();
      try {
        await userManager.signoutRedirect({ id_token_hint: user?.id_token, state: { reason } });
      } catch {
        navigate(localLogoutUrl(idp.postLogoutRedirectUri, reason));
      }
    },

    isLoggingOut: () => leaving,
    isLogoutCallback: (url) => isLogoutAnswer(url, idp.postLogoutRedirectUri),

    completeLogout(url) {
      if (!queryParam(url, idp.postLogoutRedirectUri, 'state')) {
        const local = queryParam(url, idp.postLogoutRedirectUri, LOCAL_LOGOUT_PARAM);
        return Promise.resolve({ reason: logoutReasonOf({ reason: local }) });
      }
      let answer = logoutAnswers.get(url);
      if (!answer) {
        answer = finishLogout(url);
        logoutAnswers.set(url, answer);
      }
      return answer;
    },

    clearLocalSession: (options) => (options?.notify === false ? clearEverywhere() : endSessionEverywhere()),

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
