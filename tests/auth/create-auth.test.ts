import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { RuntimeConfig } from '../../src/shared/runtime-config';
import { createAuth, type CreateAuthOptions } from '../../src/auth/create-auth';
import { LoginError } from '../../src/auth/login-error';
import type { Auth } from '../../src/auth/types';
import { trackActivity } from '../../src/auth/activity-tracker';
import { createFakeLockManager } from './support/fake-lock-manager';
import { FakeIdentityProvider, type FakeUserManager } from './support/fake-identity-provider';
import { createMemoryStorage, storageValues } from './support/memory-storage';

const idpConfig: RuntimeConfig['idp'] = {
  authority: 'http://127.0.0.1:8080/oidc',
  clientId: 'resident-portal',
  redirectUri: 'http://127.0.0.1:8080/customer360View',
  postLogoutRedirectUri: 'http://127.0.0.1:8080/startpage',
  scope: 'openid profile email offline_access',
};

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

interface Tab {
  auth: Auth;
  sessionStorage: Storage;
  userManager: () => FakeUserManager;
  events: EventTarget;
  navigate: Mock<(url: string) => void>;
}

/** A browser: one identity provider, one localStorage and lock manager shared by its tabs. */
function browser(
  options: {
    shareSessionStorage?: boolean;
    webLocks?: boolean;
    hearActivity?: boolean;
    activity?: CreateAuthOptions['activity'];
  } = {},
) {
  const idp = new FakeIdentityProvider();
  const locks = options.webLocks === false ? undefined : createFakeLockManager();
  const tabs: Tab[] = [];
  // The browser fires `storage` in every tab except the one that wrote.
  let writer: Tab | undefined;
  const localStorage = createMemoryStorage((key, newValue) => {
    for (const tab of tabs) {
      if (tab === writer) continue;
      tab.events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea: localStorage }));
    }
  });
  const sharedSession = createMemoryStorage();
  let ids = 0;

  const openTab = (): Tab => {
    const sessionStorage = options.shareSessionStorage ? sharedSession : createMemoryStorage();
    let userManager: FakeUserManager | undefined;
    const tab: Tab = {
      sessionStorage,
      events: new EventTarget(),
      navigate: vi.fn<(url: string) => void>(),
      userManager: () => userManager!,
      auth: undefined as unknown as Auth,
    };
    const auth = createAuth({
      idp: idpConfig,
      sessionStorage,
      localStorage,
      locks,
      newId: () => `id-${(ids += 1)}`,
      navigate: tab.navigate,
      storageEvents: tab.events,
      ...(options.hearActivity ? { activityEvents: tab.events } : {}),
      ...(options.activity ? { activity: options.activity } : {}),
      now: () => idp.nowMs,
      userManagerFactory: (settings) => (userManager = idp.factory(settings)),
    });
    // Calls made through this tab's Auth write localStorage as this tab.
    tab.auth = new Proxy(auth, {
      get(target, property: keyof Auth) {
        const member = target[property];
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          writer = tab;
          try {
            return (member as (...a: unknown[]) => unknown)(...args);
          } finally {
            writer = undefined;
          }
        };
      },
    });
    tabs.push(tab);
    return tab;
  };

  return { idp, localStorage, locks, openTab };
}

async function logIn(tab: Tab, idp: FakeIdentityProvider, mode: 'login' | 'registration' | 'changepassword' = 'login') {
  await tab.auth.startLogin(mode);
  return tab.auth.completeLogin(idp.loginAnswer());
}

const fiveSecondsBeforeExpiry = (idp: FakeIdentityProvider) => {
  idp.nowMs += (600 - 5) * 1000;
};

describe('login', () => {
  it('sends the resident to the entry point they chose and comes back in that mode', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();

    const result = await logIn(tab, idp, 'registration');

    expect(idp.authorizeRequests).toEqual([
      { state: { mode: 'registration' }, extraQueryParams: { policy: 'registration' } },
    ]);
    expect(result.mode).toBe('registration');
  });

  // Decision 0027: the page a logged-out resident asked for rides in the signin state data, which stays in this tab.
  it('carries the page the resident asked for through the login in the signin state, never in the authorize request', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();

    await tab.auth.startLogin('login', { returnTo: '/repairhistorydetails?id=WO-1' });
    const result = await tab.auth.completeLogin(idp.loginAnswer());

    expect(idp.authorizeRequests).toEqual([
      { state: { mode: 'login', returnTo: '/repairhistorydetails?id=WO-1' }, extraQueryParams: { policy: 'login' } },
    ]);
    expect(idp.authorizeRequests[0]).not.toHaveProperty('url_state');
    expect(result).toMatchObject({ mode: 'login', returnTo: '/repairhistorydetails?id=WO-1' });
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'drops %s, which is no address of the portal',
    async (returnTo) => {
      const { idp, openTab } = browser();
      const tab = openTab();

      await tab.auth.startLogin('login', { returnTo });
      const result = await tab.auth.completeLogin(idp.loginAnswer());

      expect(idp.authorizeRequests).toEqual([{ state: { mode: 'login' }, extraQueryParams: { policy: 'login' } }]);
      expect(result).not.toHaveProperty('returnTo');
    },
  );

  it('keeps the session with the customer id from the claim and tells subscribers', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    const listener = vi.fn();
    tab.auth.subscribe(listener);

    const { session } = await logIn(tab, idp);

    expect(session).toEqual({ customerId: 'C1001', sessionId: expect.any(String), name: 'Ada Lovelace' });
    expect(tab.auth.getSession()).toEqual(session);
    expect(tab.auth.getSession()).toBe(tab.auth.getSession());
    expect(listener).toHaveBeenCalled();
  });

  it('treats a login without a customer_id claim as "no self-serve account", not as an error', async () => {
    const { idp, openTab } = browser();
    idp.claims = { sub: 'resident-2', given_name: 'Grace', family_name: 'Hopper' };
    const tab = openTab();

    const { session } = await logIn(tab, idp);

    expect(session.customerId).toBeNull();
    expect(session.name).toBe('Grace Hopper');
  });

  it('exchanges the code once when React StrictMode completes the same answer twice', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await tab.auth.startLogin('login');
    const answer = idp.loginAnswer();

    const [first, second] = await Promise.all([tab.auth.completeLogin(answer), tab.auth.completeLogin(answer)]);

    expect(second).toBe(first);
    expect(idp.tokenExchanges).toHaveLength(1);
  });

  it('keeps tokens out of localStorage and removes the login state once used', async () => {
    const { idp, localStorage, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    fiveSecondsBeforeExpiry(idp);
    await tab.auth.getAccessToken();

    expect(storageValues(localStorage).filter((value) => JWT.test(value))).toEqual([]);
    // The scan would have found them: they are in this tab's sessionStorage.
    expect(storageValues(tab.sessionStorage).some((value) => JWT.test(value))).toBe(true);
    expect(storageValues(tab.sessionStorage).filter((value) => value.startsWith('oidc.state-'))).toEqual([]);
  });

  it('reports an access_denied answer as a LoginError with the mode, keeping the session it had', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    const { session } = await logIn(tab, idp);
    await tab.auth.startLogin('changepassword');

    const failure = tab.auth.completeLogin(
      idp.loginAnswer({ error: 'access_denied', error_description: 'The user cancelled' }),
    );

    await expect(failure).rejects.toBeInstanceOf(LoginError);
    await expect(failure).rejects.toMatchObject({
      error: 'access_denied',
      description: 'The user cancelled',
      mode: 'changepassword',
    });
    expect(tab.auth.getSession()).toEqual(session);
  });

  it('refuses an answer to a login this tab never started', async () => {
    const { openTab } = browser();
    const tab = openTab();

    await expect(
      tab.auth.completeLogin('http://127.0.0.1:8080/customer360View?code=x&state=forged'),
    ).rejects.toMatchObject({
      error: 'invalid_response',
    });
    expect(tab.auth.getSession()).toBeNull();
  });

  it('recognises the login answer on the home page only', () => {
    const { openTab } = browser();
    const { auth } = openTab();

    expect(auth.isLoginCallback('http://127.0.0.1:8080/customer360View?code=a&state=b')).toBe(true);
    expect(auth.isLoginCallback('http://127.0.0.1:8080/customer360View?error=server_error&state=b')).toBe(true);
    expect(auth.isLoginCallback('http://127.0.0.1:8080/customer360View')).toBe(false);
    expect(auth.isLoginCallback('http://127.0.0.1:8080/viewaccount?code=a&state=b')).toBe(false);
  });
});

describe('access token', () => {
  it('is refreshed once when it is about to expire', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    const first = await tab.auth.getAccessToken();
    expect(idp.refreshes).toHaveLength(0);

    fiveSecondsBeforeExpiry(idp);
    const renewed = await tab.auth.getAccessToken();
    const again = await tab.auth.getAccessToken();

    expect(renewed).not.toBe(first);
    expect(again).toBe(renewed);
    expect(idp.refreshes).toHaveLength(1);
  });

  it('is refreshed once for two calls at the same time', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    fiveSecondsBeforeExpiry(idp);

    const [a, b] = await Promise.all([tab.auth.getAccessToken(), tab.auth.getAccessToken()]);

    expect(a).toBe(b);
    expect(idp.refreshes).toHaveLength(1);
  });

  it('is refreshed once for two calls at the same time without Web Locks', async () => {
    const { idp, openTab } = browser({ webLocks: false });
    const tab = openTab();
    await logIn(tab, idp);
    fiveSecondsBeforeExpiry(idp);

    await Promise.all([tab.auth.getAccessToken(), tab.auth.getAccessToken(), tab.auth.getAccessToken()]);

    expect(idp.refreshes).toHaveLength(1);
  });

  it('is refreshed once across two tabs that share the tokens, so the rotated refresh token is never reused', async () => {
    const { idp, locks, openTab } = browser({ shareSessionStorage: true });
    const first = openTab();
    const second = openTab();
    await logIn(first, idp);
    fiveSecondsBeforeExpiry(idp);

    const [a, b] = await Promise.all([first.auth.getAccessToken(), second.auth.getAccessToken()]);

    expect(a).toBe(b);
    expect(idp.refreshes).toHaveLength(1);
    expect(locks?.requests).toEqual(['portal-token-refresh', 'portal-token-refresh']);
  });

  it('is refreshed ahead of expiry when oidc-client-ts says it is expiring', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    idp.nowMs += (600 - 60) * 1000;

    await tab.userManager().raiseAccessTokenExpiring();

    expect(idp.refreshes).toHaveLength(1);
  });

  it('lets the tokens of an idle tab lapse instead of refreshing them ahead of expiry', async () => {
    const { idp, openTab } = browser({ hearActivity: true });
    const tab = openTab();
    await logIn(tab, idp);
    idp.nowMs += (600 - 60) * 1000;

    await tab.userManager().raiseAccessTokenExpiring();

    expect(idp.refreshes).toHaveLength(0);
  });

  it('refreshes ahead of expiry when the resident was active since the tokens were issued', async () => {
    const { idp, openTab } = browser({ hearActivity: true });
    const tab = openTab();
    await logIn(tab, idp);
    idp.nowMs += 5 * 60 * 1000;
    tab.events.dispatchEvent(new Event('keydown'));
    idp.nowMs += (600 - 60) * 1000 - 5 * 60 * 1000;

    await tab.userManager().raiseAccessTokenExpiring();
    expect(idp.refreshes).toHaveLength(1);

    // Nothing done since that refresh: the next expiry lets the tokens go.
    idp.nowMs += (600 - 60) * 1000;
    await tab.userManager().raiseAccessTokenExpiring();
    expect(idp.refreshes).toHaveLength(1);
  });

  it('counts what the resident did on a reloaded page before oidc-client-ts was loaded (decision 0076)', async () => {
    const page = new EventTarget();
    const heard = { tracker: trackActivity(page, () => shared.idp.nowMs), obtainedAt: 0 };
    const shared = browser({ shareSessionStorage: true, hearActivity: true, activity: heard });
    const idp = shared.idp;
    await logIn(shared.openTab(), idp);
    // The page is reloaded: the lazy Auth hears from its load; the full Auth is made a while later.
    heard.obtainedAt = idp.nowMs += 60_000;
    idp.nowMs += 60_000;
    page.dispatchEvent(new Event('keydown'));
    idp.nowMs += (600 - 60) * 1000 - 3 * 60_000;
    const reloaded = shared.openTab();
    idp.nowMs += 60_000;

    await reloaded.userManager().raiseAccessTokenExpiring();
    expect(idp.refreshes).toHaveLength(1);
  });

  it('ends the session everywhere when the identity provider refuses the refresh token', async () => {
    const { idp, localStorage, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    localStorage.setItem('portal.choices', '{"propertyId":"P1"}');
    const listener = vi.fn();
    tab.auth.subscribe(listener);
    idp.refreshError = new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' });
    fiveSecondsBeforeExpiry(idp);

    await expect(tab.auth.getAccessToken()).resolves.toBeNull();

    expect(tab.auth.getSession()).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(tab.sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the session when the identity provider cannot be reached for a refresh', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    const token = await tab.auth.getAccessToken();
    idp.unreachable = true;
    fiveSecondsBeforeExpiry(idp);

    await expect(tab.auth.getAccessToken()).resolves.toBe(token);
    expect(tab.auth.getSession()).not.toBeNull();
  });

  it('is null when nobody is logged in', async () => {
    const { openTab } = browser();
    await expect(openTab().auth.getAccessToken()).resolves.toBeNull();
  });
});

describe('logout', () => {
  it('revokes the tokens, clears both storages and asks the identity provider to end the session', async () => {
    const { idp, localStorage, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    const accessToken = await tab.auth.getAccessToken();
    localStorage.setItem('portal.choices', '{"propertyId":"P1"}');
    tab.sessionStorage.setItem('portal.draft', '{}');

    await tab.auth.logout('idle');

    expect(idp.revoked).toContain(accessToken);
    expect(idp.revoked).toHaveLength(2);
    expect(localStorage.length).toBe(0);
    expect(tab.auth.getSession()).toBeNull();
    // Only the sign-out request's own state is left, so the start page can read why.
    expect(storageValues(tab.sessionStorage)).toEqual([expect.stringMatching(/^oidc\.state-\d+=/)]);
    expect(idp.endSessionRequests).toEqual([
      { idTokenHint: expect.stringMatching(JWT), state: { reason: 'idle' }, returnUrl: expect.any(String) },
    ]);
  });

  it('says it is logging out from the moment logout begins, so a 401 of a call in flight does not send the tab home', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    expect(tab.auth.isLoggingOut()).toBe(false);

    const leaving = tab.auth.logout('user');

    expect(tab.auth.isLoggingOut()).toBe(true);
    await leaving;
    expect(tab.auth.isLoggingOut()).toBe(true);
  });

  it('tells the start page why the resident was logged out', async () => {
    const { idp, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    await tab.auth.logout('idle');
    const returnUrl = idp.endSessionRequests[0]!.returnUrl;

    expect(tab.auth.isLogoutCallback(returnUrl)).toBe(true);
    await expect(
      Promise.all([tab.auth.completeLogout(returnUrl), tab.auth.completeLogout(returnUrl)]),
    ).resolves.toEqual([{ reason: 'idle' }, { reason: 'idle' }]);
  });

  it('still clears everything and lands on the start page when the identity provider is unreachable', async () => {
    const { idp, localStorage, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    localStorage.setItem('portal.choices', '{}');
    idp.unreachable = true;

    await tab.auth.logout('idle');

    expect(tab.sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(tab.navigate).toHaveBeenCalledTimes(1);
    const landing = tab.navigate.mock.calls[0]![0];
    expect(new URL(landing).pathname).toBe('/startpage');
    expect(tab.auth.isLogoutCallback(landing)).toBe(true);
    await expect(tab.auth.completeLogout(landing)).resolves.toEqual({ reason: 'idle' });
  });

  it('logs out the other tabs too', async () => {
    const { idp, openTab } = browser();
    const first = openTab();
    const second = openTab();
    await logIn(first, idp);
    await logIn(second, idp);
    const listener = vi.fn();
    second.auth.subscribe(listener);

    await first.auth.logout('user');

    expect(second.auth.getSession()).toBeNull();
    expect(second.sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalled();
  });
});

describe('clearLocalSession', () => {
  it('can clear quietly for a caller that reloads the page itself', async () => {
    const { idp, localStorage, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    const listener = vi.fn();
    tab.auth.subscribe(listener);

    tab.auth.clearLocalSession({ notify: false });

    expect(tab.sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(tab.auth.getSession()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('empties both storages without calling the identity provider and tells subscribers', async () => {
    const { idp, localStorage, openTab } = browser();
    const tab = openTab();
    await logIn(tab, idp);
    localStorage.setItem('portal.choices', '{}');
    const listener = vi.fn();
    tab.auth.subscribe(listener);

    tab.auth.clearLocalSession();

    expect(tab.sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(tab.auth.getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(idp.revoked).toEqual([]);
    expect(idp.endSessionRequests).toEqual([]);
  });
});
