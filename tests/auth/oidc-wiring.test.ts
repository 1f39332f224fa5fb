import { UserManager, type INavigator } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { createAuth } from '../../src/auth/create-auth';
import { createMemoryStorage, storageValues } from './support/memory-storage';

const idp = {
  authority: 'http://127.0.0.1:8080/oidc',
  clientId: 'resident-portal',
  redirectUri: 'http://127.0.0.1:8080/customer360View',
  postLogoutRedirectUri: 'http://127.0.0.1:8080/startpage',
  scope: 'openid profile email offline_access',
};

/** The browser's address bar, as far as oidc-client-ts' redirect navigator is concerned. */
function addressBar() {
  const visited: string[] = [];
  const navigator: INavigator = {
    prepare: async () => ({
      navigate: async ({ url }) => {
        visited.push(url);
        return { url };
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  return { visited, navigator };
}

describe('the real oidc-client-ts UserManager as the portal configures it', () => {
  it('asks for code + PKCE S256 with the login policy, keeping the login state out of localStorage', async () => {
    const sessionStorage = createMemoryStorage();
    const localStorage = createMemoryStorage();
    const { visited, navigator } = addressBar();
    const auth = createAuth({
      idp,
      sessionStorage,
      localStorage,
      newId: () => 'id-1',
      storageEvents: new EventTarget(),
      // Discovery is seeded so the test needs no identity provider on the network.
      userManagerFactory: (settings) =>
        new UserManager(
          { ...settings, metadata: { issuer: idp.authority, authorization_endpoint: `${idp.authority}/auth` } },
          navigator,
        ),
    });

    await auth.startLogin('changepassword');

    const request = new URL(visited[0]!);
    expect(request.origin + request.pathname).toBe('http://127.0.0.1:8080/oidc/auth');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      client_id: 'resident-portal',
      redirect_uri: 'http://127.0.0.1:8080/customer360View',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      code_challenge_method: 'S256',
      policy: 'changepassword',
    });
    expect(localStorage.length).toBe(0);
    expect(storageValues(sessionStorage)).toEqual([expect.stringContaining('"mode":"changepassword"')]);
  });
});
