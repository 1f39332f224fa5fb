import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { InMemoryWebStorage, OidcClient, User, WebStorageStateStore } from 'oidc-client-ts';
import { customerIdOf, displayNameOf } from '../../src/auth/claims';
import { userManagerSettings } from '../../src/auth/oidc-settings';
import { createSessionStore } from '../../src/auth/session-store';
import { storedUserKey } from '../../src/auth/stored-token';
import type { RuntimeConfig } from '../../src/shared/runtime-config';

/**
 * A login through the identity provider made by the test itself over HTTP, its answer stored in the tab the way the
 * portal stores a login answer (oidc-client-ts' user under its key, the portal session beside it), so a test that is
 * about what comes after logging in opens its page signed in. A login in the browser loads the portal twice and the
 * identity provider's page once — about a third of such a test's time on the 2-core machine; this costs one small
 * page. e2e/login.spec.ts walks the login itself, page by page.
 *
 * The login is the identity provider's own: its authorize address, its login form (with the cookies it sets, kept in
 * the browser context as the browser would keep them) and its token endpoint, by the portal's own OIDC settings.
 */
export async function openSignedIn(page: Page, email: string, password: string, path: string): Promise<void> {
  const request = page.request;
  const config = (await (await request.get('/config.json')).json()) as RuntimeConfig;
  const settings = userManagerSettings(config.idp, new InMemoryWebStorage());
  const client = new OidcClient({
    ...settings,
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  const signin = await client.createSigninRequest({ state: { mode: 'login' }, extraQueryParams: { policy: 'login' } });
  const first = await followRedirects(request, signin.url, config.idp.redirectUri);
  // The identity provider asks for the password unless this browser is signed in with it already.
  const answer = first.url().startsWith(config.idp.redirectUri)
    ? first
    : await submitLogin(request, first, config, email, password);
  const user = new User(await client.processSigninResponse(answer.url()));
  // What the portal's completeLogin leaves in the tab, written by the portal's own stores.
  const tab = new InMemoryWebStorage();
  tab.setItem(storedUserKey(config.idp), user.toStorageString());
  createSessionStore(tab).write({
    customerId: customerIdOf(user.profile),
    sessionId: crypto.randomUUID(),
    name: displayNameOf(user.profile),
  });
  const items = Array.from({ length: tab.length }, (_, index) => {
    const key = tab.key(index)!;
    return [key, tab.getItem(key)!] as const;
  });
  // Any page of the portal's origin holds the tab's sessionStorage; the icon is the smallest.
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)), items);
  await page.goto(path);
}

async function submitLogin(
  request: APIRequestContext,
  loginPage: Answer,
  config: RuntimeConfig,
  email: string,
  password: string,
): Promise<Answer> {
  const form = /<form method="post" action="([^"]+\/login)"/.exec(await loginPage.text());
  if (!form) throw new Error(`openSignedIn: no login form at ${loginPage.url()}`);
  const submitted = await request.post(new URL(form[1]!, loginPage.url()).href, {
    form: { email, password },
    // The identity provider takes a form only from its own origin, as the browser says.
    headers: { Origin: new URL(config.idp.redirectUri).origin },
    maxRedirects: 0,
  });
  return followRedirects(request, submitted, config.idp.redirectUri);
}

type Answer = { url(): string; text(): Promise<string> };

/**
 * Follows the identity provider's redirects from `start` (an address, or an answer already received) until an answer
 * that is not a redirect, or a redirect to the portal's login answer address, whose address is returned as the
 * answer's `url()`.
 */
async function followRedirects(
  request: APIRequestContext,
  start: string | Awaited<ReturnType<APIRequestContext['get']>>,
  redirectUri: string,
): Promise<Answer> {
  let response = typeof start === 'string' ? await request.get(start, { maxRedirects: 0 }) : start;
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers()['location'];
    if (response.status() < 300 || response.status() >= 400 || !location) {
      expect(response.ok(), `identity provider answered ${response.status()} at ${response.url()}`).toBe(true);
      return response;
    }
    const next = new URL(location, response.url()).href;
    if (next.startsWith(redirectUri)) return { url: () => next, text: async () => '' };
    response = await request.get(next, { maxRedirects: 0 });
  }
  throw new Error('openSignedIn: the identity provider redirected more than 10 times');
}
