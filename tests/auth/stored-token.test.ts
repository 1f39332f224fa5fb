import { User, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createLazyAuth } from '../../src/auth/lazy-auth';
import { freshStoredToken, storedUserKey } from '../../src/auth/stored-token';
import type { Auth } from '../../src/auth/types';
import { createMemoryStorage } from './support/memory-storage';

const idp = {
  authority: 'http://127.0.0.1:8080/oidc',
  clientId: 'resident-portal',
  redirectUri: 'http://127.0.0.1:8080/customer360View',
  postLogoutRedirectUri: 'http://127.0.0.1:8080/startpage',
  scope: 'openid',
};
const NOW_MS = Date.UTC(2026, 10, 27, 10, 0, 0);

/** Stores a user exactly as oidc-client-ts' UserManager does (its user key in a WebStorageStateStore). */
async function storeAsTheLibraryDoes(storage: Storage, expiresInSeconds: number): Promise<void> {
  const user = new User({
    access_token: 'access-token-1',
    token_type: 'Bearer',
    profile: { sub: 'alex', iss: idp.authority, aud: idp.clientId, exp: 0, iat: 0 },
    expires_at: NOW_MS / 1000 + expiresInSeconds,
  });
  await new WebStorageStateStore({ store: storage }).set(
    `user:${idp.authority}:${idp.clientId}`,
    user.toStorageString(),
  );
}

// Issue 13: a signed-in page's first calls use the stored token while oidc-client-ts downloads, so that token must be
// read exactly where and as the library writes it, and only while it is one the library would hand out unrefreshed.
describe('the stored access token', () => {
  it('is read where oidc-client-ts keeps it, when it is good for more than the refresh margin', async () => {
    const storage = createMemoryStorage();
    await storeAsTheLibraryDoes(storage, 600);
    expect(storage.getItem(storedUserKey(idp))).not.toBeNull();
    expect(freshStoredToken(storage, idp, NOW_MS)).toBe('access-token-1');
  });

  it('is not used within the refresh margin, nor when there is none or it cannot be read', async () => {
    const storage = createMemoryStorage();
    await storeAsTheLibraryDoes(storage, 60);
    expect(freshStoredToken(storage, idp, NOW_MS)).toBeNull();
    expect(freshStoredToken(createMemoryStorage(), idp, NOW_MS)).toBeNull();
    const broken = createMemoryStorage();
    broken.setItem(storedUserKey(idp), '{not json');
    expect(freshStoredToken(broken, idp, NOW_MS)).toBeNull();
  });

  it('lets the first call go without waiting for the full Auth, and then leaves tokens to it', async () => {
    const sessionStorage = createMemoryStorage();
    sessionStorage.setItem('portal.session', JSON.stringify({ customerId: 'C1', sessionId: 's1', name: 'Alex' }));
    await storeAsTheLibraryDoes(sessionStorage, 600);
    let finishLoading: (create: (options: unknown) => Auth) => void = () => undefined;
    const full = {
      getAccessToken: vi.fn(async () => 'refreshed-token'),
      subscribe: vi.fn(() => () => undefined),
    } as unknown as Auth;
    const auth = createLazyAuth(
      {
        idp,
        sessionStorage,
        localStorage: createMemoryStorage(),
        newId: () => 'id',
        now: () => NOW_MS,
        later: (run) => run(),
      },
      () => new Promise((resolve) => (finishLoading = resolve)),
    );
    expect(await auth.getAccessToken()).toBe('access-token-1');
    finishLoading(() => full);
    await vi.waitFor(async () => expect(await auth.getAccessToken()).toBe('refreshed-token'));
  });
});
