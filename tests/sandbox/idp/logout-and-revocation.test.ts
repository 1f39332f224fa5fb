import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Browser, logIn, startTestIdp, tokenRequest, type TestIdp } from './idp-harness';

let t: TestIdp;
beforeAll(async () => {
  t = await startTestIdp();
});
afterAll(async () => {
  await t.close();
});

function revoke(token: string, hint: string): Promise<Response> {
  return fetch(`${t.issuer}/token/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.origin },
    body: new URLSearchParams({ client_id: 'resident-portal', token, token_type_hint: hint }).toString(),
  });
}

/** What a browser does with the logout page: the page script submits its form. */
function autoSubmittedForm(html: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form method="post" action="([^"]+)" data-auto-submit>([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const fields = Object.fromEntries(
    [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { action: form[1] ?? '', fields };
}

describe('revocation', () => {
  test('a revoked access token is no longer accepted by the gateway', async () => {
    const { tokens } = await logIn(t);
    const response = await revoke(tokens.access_token, 'access_token');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(t.origin);
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
  });

  test('revoking the refresh token ends the login: it cannot refresh, and its access token dies', async () => {
    const { tokens } = await logIn(t);
    expect((await revoke(tokens.refresh_token, 'refresh_token')).status).toBe(200);
    const refresh = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
  });
});

describe('logout (end_session)', () => {
  test('returns to the start page with the state, without asking, and ends the login', async () => {
    const { tokens, browser } = await logIn(t);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${t.origin}/startpage`,
      state: 'logout-state',
    });
    const page = await browser.get(`${t.issuer}/session/end?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/Do you want|stay signed in/i);
    expect(html).toContain('<script src="/oidc/assets/idp.js" defer></script>');
    const form = autoSubmittedForm(html);
    expect(form).not.toBeNull();

    const confirm = await browser.post(new URL(form?.action ?? '', t.origin).href, form?.fields ?? {});
    expect(confirm.status).toBe(303);
    const back = new URL(confirm.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${t.origin}/startpage`);
    expect(back.searchParams.get('state')).toBe('logout-state');

    const refresh = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
  });

  test('after logout the next login asks for the password again', async () => {
    const { tokens, browser } = await logIn(t);
    const page = await browser.get(
      `${t.issuer}/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token })}`,
    );
    const form = autoSubmittedForm(await page.text());
    await browser.post(new URL(form?.action ?? '', t.origin).href, form?.fields ?? {});
    const start = await browser.get(
      `${t.issuer}/auth?${new URLSearchParams({
        client_id: 'resident-portal',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: t.redirectUri,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    expect(new URL(start.headers.get('location') ?? '', t.origin).pathname).toMatch(/^\/oidc\/interaction\//);
  });

  test('a logout request that does not name the portal asks first', async () => {
    const { browser } = await logIn(t);
    const page = await browser.get(`${t.issuer}/session/end`);
    const html = await page.text();
    expect(html).toContain('Do you want to log out?');
    expect(autoSubmittedForm(html)).toBeNull();
  });

  test('an unregistered post-logout address is refused', async () => {
    const { tokens } = await logIn(t);
    const page = await new Browser().get(
      `${t.issuer}/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: 'http://evil.example/',
      })}`,
    );
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
  });
});
