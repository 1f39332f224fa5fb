import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  Browser,
  PASSWORD,
  CUSTOMER_ID,
  authorizeUrl,
  jwtPayload,
  logIn,
  openInteraction,
  pkcePair,
  startTestIdp,
  submitInteraction,
  tokenRequest,
  type TestIdp,
} from './idp-harness';

let t: TestIdp;
beforeAll(async () => {
  t = await startTestIdp();
});
afterAll(async () => {
  await t.close();
});

describe('logging in', () => {
  test('code + PKCE gives access, ID and refresh tokens; the ID token names the resident and their customer', async () => {
    const { tokens } = await logIn(t);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(jwtPayload(tokens.id_token)).toMatchObject({
      iss: t.issuer,
      aud: 'resident-portal',
      sub: 'user-alex',
      nonce: 'nonce-123',
      email: 'alex@example.org',
      name: 'Alex Single',
      given_name: 'Alex',
      family_name: 'Single',
      customer_id: CUSTOMER_ID,
    });
  });

  test('userinfo returns the same claims, and the portal origin may read it', async () => {
    const { tokens } = await logIn(t);
    const response = await fetch(`${t.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: t.origin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(t.origin);
    expect(await response.json()).toMatchObject({
      sub: 'user-alex',
      email: 'alex@example.org',
      name: 'Alex Single',
      customer_id: CUSTOMER_ID,
    });
  });

  test('an account without a self-serve customer has no customer_id claim', async () => {
    const { tokens } = await logIn(t, 'eli@example.org');
    const claims = jwtPayload(tokens.id_token);
    expect(claims.sub).toBe('user-eli');
    expect(claims).not.toHaveProperty('customer_id');
    const userinfo = await (
      await fetch(`${t.issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json();
    expect(userinfo).not.toHaveProperty('customer_id');
  });

  test('the e-mail address is matched without regard to case', async () => {
    const { tokens } = await logIn(t, 'Alex@Example.org');
    expect(jwtPayload(tokens.id_token).sub).toBe('user-alex');
  });

  test('the gateway can resolve the access token to its subject, and nothing else', async () => {
    const { tokens } = await logIn(t);
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toEqual({ subject: 'user-alex' });
    await expect(t.idp.verifyAccessToken('garbage')).resolves.toBeNull();
    await expect(t.idp.verifyAccessToken('')).resolves.toBeNull();
    await expect(t.idp.verifyAccessToken(tokens.id_token)).resolves.toBeNull();
    await expect(t.idp.verifyAccessToken(tokens.refresh_token)).resolves.toBeNull();
  });

  test('an access token counts as expired once the clock passes its lifetime', async () => {
    let now = new Date();
    const clocked = await startTestIdp({ clock: { now: () => now } });
    try {
      // The token is stamped by the provider's own clock while logging in, to the second: it expires 600 s after a
      // moment between these two, however long a loaded machine takes to log in.
      const before = Date.now();
      const { tokens } = await logIn(clocked);
      const after = Date.now();
      now = new Date(before + 598_000);
      await expect(clocked.idp.verifyAccessToken(tokens.access_token)).resolves.toEqual({ subject: 'user-alex' });
      now = new Date(after + 601_000);
      await expect(clocked.idp.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
    } finally {
      await clocked.close();
    }
  });

  test('a code works once: replaying it fails and kills the tokens it gave', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const { url } = await openInteraction(t, browser, { challenge });
    const result = await submitInteraction(t, browser, url, 'login', { email: 'alex@example.org', password: PASSWORD });
    if (!('callback' in result)) throw new Error('login refused');
    const code = result.callback.searchParams.get('code') ?? '';
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: t.redirectUri, code_verifier: verifier };
    const first = await tokenRequest(t, exchange);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as { access_token: string };
    const replay = await tokenRequest(t, exchange);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toBeNull();
  });

  test('the code is bound to its PKCE verifier', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const { url } = await openInteraction(t, browser, { challenge });
    const result = await submitInteraction(t, browser, url, 'login', { email: 'alex@example.org', password: PASSWORD });
    if (!('callback' in result)) throw new Error('login refused');
    const response = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code: result.callback.searchParams.get('code') ?? '',
      redirect_uri: t.redirectUri,
      code_verifier: pkcePair().verifier,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test('the callback carries the state and the issuer (mix-up defence)', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser, { state: 'xyz' });
    const result = await submitInteraction(t, browser, url, 'login', { email: 'alex@example.org', password: PASSWORD });
    if (!('callback' in result)) throw new Error('login refused');
    expect(`${result.callback.origin}${result.callback.pathname}`).toBe(t.redirectUri);
    expect(result.callback.searchParams.get('state')).toBe('xyz');
    expect(result.callback.searchParams.get('iss')).toBe(t.issuer);
  });

  test('a plain login while the browser is still logged in returns at once (single sign-on)', async () => {
    const { browser } = await logIn(t);
    const again = await browser.get(authorizeUrl(t));
    const back = new URL(again.headers.get('location') ?? '', t.origin);
    expect(`${back.origin}${back.pathname}`).toBe(t.redirectUri);
    expect(back.searchParams.get('code')).toEqual(expect.any(String));
  });

  test('the token endpoint answers the portal origin and refuses any other', async () => {
    const other = await tokenRequest(
      t,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      { origin: 'http://evil.example' },
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.issuer}/token`, {
      method: 'OPTIONS',
      headers: {
        origin: t.origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(t.origin);
    const { tokens } = await logIn(t);
    const own = await tokenRequest(
      t,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      { origin: t.origin },
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(t.origin);
  });
});

describe('the login page', () => {
  test('is a strict-CSP, accessible GOV.UK-style form', async () => {
    const browser = new Browser();
    const start = await browser.get(
      `${t.issuer}/auth?${new URLSearchParams({
        client_id: 'resident-portal',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: t.redirectUri,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      })}`,
    );
    const page = await browser.get(new URL(start.headers.get('location') ?? '', t.origin).href);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${t.origin}`);
    expect(csp).not.toContain('unsafe');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Log in to My home portal – My home portal</title>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<a href="#main-content" class="skip-link">Skip to main content</a>');
    expect(html).toMatch(/<header class="header">[\s\S]*My home portal/);
    expect(html).toContain('<main class="main" id="main-content"');
    expect(html).toContain('<label class="label" for="email">Email address</label>');
    expect(html).toMatch(/<input [^>]*id="email"[^>]*type="email"[^>]*autocomplete="username"/);
    expect(html).toContain('<label class="label" for="password">Password</label>');
    expect(html).toMatch(/<input [^>]*id="password"[^>]*type="password"[^>]*autocomplete="current-password"/);
    expect(html).not.toMatch(/onpaste|captcha/i);
    expect(html).not.toMatch(/<style|style=|<script>/);
    expect(html).toContain('>Log in</button>');
    expect(html).toMatch(/href="[^"]+\/registration">create an account<\/a>/);
    expect(html).toMatch(/href="[^"]+\/change-password">Change your password<\/a>/);
  });

  test('a wrong password shows the error summary and keeps the e-mail, never the password', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser);
    const result = await submitInteraction(t, browser, url, 'login', {
      email: 'alex@example.org',
      password: 'not-the-password',
    });
    if ('callback' in result) throw new Error('logged in with a wrong password');
    expect(result.status).toBe(400);
    expect(result.html).toContain('<title>Error: Log in to My home portal – My home portal</title>');
    expect(result.html).toContain('There is a problem');
    expect(result.html).toContain('<a href="#email">Email address or password is incorrect</a>');
    expect(result.html).toContain(
      '<p class="error-message" id="email-error"><span class="visually-hidden">Error:</span> Email address or password is incorrect</p>',
    );
    expect(result.html).toMatch(/id="email"[^>]*value="alex@example.org"[^>]*aria-describedby="email-error"/);
    expect(result.html).not.toContain('not-the-password');
  });

  test('empty fields are each reported', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser);
    const result = await submitInteraction(t, browser, url, 'login', { email: '', password: '' });
    if ('callback' in result) throw new Error('logged in with nothing');
    expect(result.html).toContain('<a href="#email">Enter your email address</a>');
    expect(result.html).toContain('<a href="#password">Enter your password</a>');
  });

  test('what the resident typed is escaped when shown again', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser);
    const result = await submitInteraction(t, browser, url, 'login', {
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    if ('callback' in result) throw new Error('logged in');
    expect(result.html).not.toContain('<script>alert(1)</script>');
    expect(result.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  test('a form post from another site is refused', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser);
    const response = await browser.post(
      `${url.href}/login`,
      { email: 'alex@example.org', password: PASSWORD },
      { origin: 'http://evil.example' },
    );
    expect(response.status).toBe(403);
  });

  test('a form post without the interaction cookie is refused with a way back to the portal', async () => {
    const { url } = await openInteraction(t, new Browser());
    const response = await new Browser().post(`${url.href}/login`, { email: 'alex@example.org', password: PASSWORD });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Your sign-in has timed out');
    expect(html).toContain(`href="${t.origin}/startpage"`);
  });

  test('Cancel returns access_denied to the portal', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser, { policy: 'changepassword', state: 'changepassword' });
    const response = await browser.post(`${url.href}/abort`, {});
    const back = new URL(
      (await browser.get(new URL(response.headers.get('location') ?? '', t.origin).href)).headers.get('location') ?? '',
    );
    expect(`${back.origin}${back.pathname}`).toBe(t.redirectUri);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('changepassword');
  });

  test('the stylesheet and script come from the asset route', async () => {
    const css = await fetch(`${t.issuer}/assets/idp.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('#00703c');
    const js = await fetch(`${t.issuer}/assets/idp.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${t.issuer}/assets/accounts.ts`)).status).toBe(404);
  });
});
