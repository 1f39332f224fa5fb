import { describe, expect, it, vi } from 'vitest';
import type { CreateAuthOptions } from '../../src/auth/create-auth';
import {
  createLazyAuth,
  FULL_AUTH_DELAY_MS,
  FULL_AUTH_LEAD_MS,
  fullAuthDelayMs,
  type AuthLoader,
} from '../../src/auth/lazy-auth';
import { storedUserKey } from '../../src/auth/stored-token';
import type { Auth } from '../../src/auth/types';
import type { RuntimeConfig } from '../../src/shared/runtime-config';
import { createMemoryStorage } from './support/memory-storage';

// Decision 0030: oidc-client-ts loads only when a session needs it, so a visitor reading the start page never
// downloads it; what the portal asks the Auth is answered the same either way.

const idp: RuntimeConfig['idp'] = {
  authority: 'http://127.0.0.1:8080/oidc',
  clientId: 'resident-portal',
  redirectUri: 'http://127.0.0.1:8080/customer360View',
  postLogoutRedirectUri: 'http://127.0.0.1:8080/startpage',
  scope: 'openid profile email',
};
const SESSION = JSON.stringify({ customerId: 'C1', sessionId: 's1', name: 'Alex' });

/** A full Auth that records what it was asked; `notify` plays a session change it noticed. */
function fullAuth() {
  const listeners = new Set<() => void>();
  const auth = {
    startLogin: vi.fn(async () => undefined),
    isLoginCallback: vi.fn(() => false),
    completeLogin: vi.fn(async () => ({
      mode: 'login' as const,
      session: { customerId: 'C1', sessionId: 's1', name: 'Alex' },
    })),
    getSession: vi.fn(() => null),
    getAccessToken: vi.fn(async () => 'access-token'),
    logout: vi.fn(async () => undefined),
    isLoggingOut: vi.fn(() => false),
    isLogoutCallback: vi.fn(() => false),
    completeLogout: vi.fn(async () => ({ reason: 'user' as const })),
    clearLocalSession: vi.fn(),
    subscribe: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }),
  } satisfies Auth;
  return { auth, notify: () => listeners.forEach((listener) => listener()) };
}

const NOW_MS = Date.UTC(2026, 11, 3, 10, 0, 0);

function tab(options: { session?: string; url?: string; tokenExpiresInS?: number } = {}) {
  const sessionStorage = createMemoryStorage();
  const localStorage = createMemoryStorage();
  if (options.session) sessionStorage.setItem('portal.session', options.session);
  if (options.tokenExpiresInS !== undefined) {
    const expiresAt = NOW_MS / 1000 + options.tokenExpiresInS;
    sessionStorage.setItem(storedUserKey(idp), JSON.stringify({ access_token: 'stored', expires_at: expiresAt }));
  }
  const full = fullAuth();
  const made: CreateAuthOptions[] = [];
  const load = vi.fn<AuthLoader>(async () => (madeWith) => {
    made.push(madeWith);
    return full.auth;
  });
  const delayed: Array<{ run: () => void; ms: number }> = [];
  const events = new EventTarget();
  const navigate = vi.fn();
  const auth = createLazyAuth(
    {
      idp,
      sessionStorage,
      localStorage,
      newId: () => 'id',
      now: () => NOW_MS,
      navigate,
      storageEvents: events,
      activityEvents: events,
      later: (run, ms) => void delayed.push({ run, ms }),
      ...(options.url ? { currentUrl: options.url } : {}),
    },
    load,
  );
  return { auth, load, full, made, sessionStorage, localStorage, delayed, events, navigate };
}

describe('the lazily loaded Auth', () => {
  it('answers a visitor without a session without loading oidc-client-ts', async () => {
    const { auth, load } = tab({ url: 'http://127.0.0.1:8080/startpage' });
    expect(auth.getSession()).toBeNull();
    expect(await auth.getAccessToken()).toBeNull();
    expect(auth.isLoginCallback('http://127.0.0.1:8080/customer360View?code=c&state=s')).toBe(true);
    expect(auth.isLogoutCallback('http://127.0.0.1:8080/startpage?state=s')).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads it when Log in is pressed, and then starts the login with the resident's choices", async () => {
    const { auth, load, full } = tab();
    await auth.startLogin('registration', { returnTo: '/historicRepairs' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(full.auth.startLogin).toHaveBeenCalledWith('registration', { returnTo: '/historicRepairs' });
  });

  it('loads it at once on a login answer', async () => {
    const answer = tab({ url: 'http://127.0.0.1:8080/customer360View?code=c&state=s' });
    expect(answer.load).toHaveBeenCalledTimes(1);
    await expect(
      answer.auth.completeLogin('http://127.0.0.1:8080/customer360View?code=c&state=s'),
    ).resolves.toMatchObject({ mode: 'login' });
    expect(answer.load).toHaveBeenCalledTimes(1);
  });

  it('loads it in a signed-in tab once the page has had its first moments, once however often it is asked', async () => {
    const signedIn = tab({ session: SESSION });
    expect(signedIn.load).not.toHaveBeenCalled();
    expect(signedIn.delayed.map((later) => later.ms)).toEqual([FULL_AUTH_DELAY_MS]);
    signedIn.delayed[0]?.run();
    expect(signedIn.load).toHaveBeenCalledTimes(1);
    expect(signedIn.auth.getSession()).toMatchObject({ customerId: 'C1' });
    expect(await signedIn.auth.getAccessToken()).toBe('access-token');
    expect(signedIn.auth.isLoggingOut()).toBe(false);
    await signedIn.auth.logout('idle');
    expect(signedIn.auth.isLoggingOut()).toBe(true);
    expect(signedIn.full.auth.logout).toHaveBeenCalledWith('idle');
    expect(signedIn.load).toHaveBeenCalledTimes(1);
  });

  it('leaves it in a signed-in tab until shortly before the stored token needs refreshing, calls using the token', async () => {
    const signedIn = tab({ session: SESSION, tokenExpiresInS: 600 });
    expect(signedIn.delayed.map((later) => later.ms)).toEqual([(600 - 60) * 1000 - FULL_AUTH_LEAD_MS]);
    expect(await signedIn.auth.getAccessToken()).toBe('stored');
    expect(signedIn.load).not.toHaveBeenCalled();
    signedIn.delayed[0]?.run();
    expect(signedIn.load).toHaveBeenCalledTimes(1);
  });

  it('hands the full Auth what the resident did since the page loaded, so a busy resident is refreshed ahead', async () => {
    const signedIn = tab({ session: SESSION, tokenExpiresInS: 600 });
    signedIn.events.dispatchEvent(new Event('keydown'));
    signedIn.delayed[0]?.run();
    await vi.waitFor(() => expect(signedIn.made).toHaveLength(1));
    const activity = signedIn.made[0]?.activity;
    expect(activity?.obtainedAt).toBe(NOW_MS);
    expect(activity?.tracker.since(NOW_MS - 1)).toBe(true);
  });

  it('leaves a login answer to hear activity itself: only a page that was signed in when it loaded hands it over', async () => {
    const answer = tab({ url: 'http://127.0.0.1:8080/customer360View?code=c&state=s' });
    await vi.waitFor(() => expect(answer.made).toHaveLength(1));
    expect(answer.made[0]?.activity).toBeUndefined();
  });

  it('loads it at once in a signed-in tab when a call needs a token it has not stored', async () => {
    const signedIn = tab({ session: SESSION });
    expect(await signedIn.auth.getAccessToken()).toBe('access-token');
    expect(signedIn.load).toHaveBeenCalledTimes(1);
  });

  it('logs out on this device when oidc-client-ts cannot be downloaded, and asks for it again next time', async () => {
    const offline = tab({ session: SESSION, tokenExpiresInS: 600 });
    offline.localStorage.setItem('portal.something', 'x');
    offline.load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await offline.auth.logout('idle');
    expect(offline.auth.getSession()).toBeNull();
    expect(offline.sessionStorage.length).toBe(0);
    expect(offline.localStorage.length).toBe(0);
    expect(offline.navigate).toHaveBeenCalledWith('http://127.0.0.1:8080/startpage?logout=idle');
    await offline.auth.startLogin('login');
    expect(offline.load).toHaveBeenCalledTimes(2);
    expect(offline.full.auth.startLogin).toHaveBeenCalledWith('login', undefined);
  });

  it('ends the session when another tab signs out before the full Auth has loaded', () => {
    const signedIn = tab({ session: SESSION });
    const listener = vi.fn();
    signedIn.auth.subscribe(listener);
    signedIn.events.dispatchEvent(
      Object.assign(new Event('storage'), {
        key: 'portal.signedOut',
        newValue: 'id-9',
        storageArea: signedIn.localStorage,
      }),
    );
    expect(signedIn.auth.getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers what the full Auth noticed (a login, a sign-out in another tab)', async () => {
    const { auth, full, delayed } = tab({ session: SESSION });
    delayed[0]?.run();
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.getAccessToken();
    full.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ends the session in this tab at once when asked before the full Auth has loaded, and everywhere once it has', async () => {
    const { auth, full, sessionStorage, delayed } = tab({ session: SESSION });
    delayed[0]?.run();
    const listener = vi.fn();
    auth.subscribe(listener);
    auth.clearLocalSession();
    expect(auth.getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(full.auth.clearLocalSession).toHaveBeenCalledWith({ notify: false }));
  });
});

describe('when a signed-in page loads the full Auth', () => {
  it('is shortly before the token enters its refresh margin, at once when that is past', () => {
    expect(fullAuthDelayMs(NOW_MS + 300_000, NOW_MS)).toBe(300_000 - FULL_AUTH_LEAD_MS);
    expect(fullAuthDelayMs(NOW_MS + 10_000, NOW_MS)).toBe(0);
    expect(fullAuthDelayMs(NOW_MS - 10_000, NOW_MS)).toBe(0);
  });

  it('is a moment after the first calls when no token can be read, and never beyond what a timer keeps', () => {
    expect(fullAuthDelayMs(null, NOW_MS)).toBe(FULL_AUTH_DELAY_MS);
    expect(fullAuthDelayMs(NOW_MS + 365 * 86_400_000, NOW_MS)).toBe(2 ** 31 - 1);
  });
});
