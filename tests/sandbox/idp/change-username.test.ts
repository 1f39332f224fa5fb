import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  Browser,
  PASSWORD,
  logIn,
  openInteraction,
  pkcePair,
  startTestIdp,
  submitInteraction,
  tokenRequest,
  type TestIdp,
} from './idp-harness';

// The identity provider's change-username page (policy=changeusername): a signed-in resident changes the e-mail they
// log in with, and comes back to the portal's redirect URI with a code, like change password.
let t: TestIdp;
beforeAll(async () => {
  t = await startTestIdp();
});
afterAll(async () => {
  await t.close();
});

async function changeUsername(form: Record<string, string>, browser = new Browser(), challenge?: string) {
  const { url, html } = await openInteraction(t, browser, {
    policy: 'changeusername',
    state: 'changeusername',
    ...(challenge ? { challenge } : {}),
  });
  return { page: html, result: await submitInteraction(t, browser, url, 'change-username', form) };
}

function idTokenClaims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

const emailOf = (id: string) => t.db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(id);

describe('change username', () => {
  test('the page asks for the current e-mail and password and the new e-mail twice', async () => {
    const { html: page } = await openInteraction(t, new Browser(), { policy: 'changeusername' });
    expect(page).toContain('<h1 class="heading-l">Change the email address you log in with</h1>');
    expect(page).toMatch(/id="email"[^>]*type="email"[^>]*autocomplete="username"/);
    expect(page).toMatch(/id="password"[^>]*type="password"[^>]*autocomplete="current-password"/);
    expect(page).toMatch(/id="newEmail"[^>]*type="email"[^>]*autocomplete="email"/);
    expect(page).toMatch(/id="confirmNewEmail"[^>]*type="email"[^>]*autocomplete="email"/);
    expect(page).toContain('action="/oidc/interaction/');
  });

  test('is shown even when the browser is logged in, with the current e-mail filled in', async () => {
    const { browser } = await logIn(t);
    const { html: page } = await openInteraction(t, browser, { policy: 'changeusername' });
    expect(page).toContain('<h1 class="heading-l">Change the email address you log in with</h1>');
    expect(page).toMatch(/id="email"[^>]*value="alex@example.org"/);
  });

  test('changes the login e-mail and logs in with it: the tokens carry the new e-mail, the old one stops working', async () => {
    const { verifier, challenge } = pkcePair();
    const { result } = await changeUsername(
      {
        email: 'eli@example.org',
        password: PASSWORD,
        newEmail: 'Eli.New@example.org',
        confirmNewEmail: 'eli.new@example.org',
      },
      new Browser(),
      challenge,
    );
    if (!('callback' in result)) throw new Error(`change refused:\n${result.html}`);
    expect(`${result.callback.origin}${result.callback.pathname}`).toBe(t.redirectUri);
    expect(result.callback.searchParams.get('state')).toBe('changeusername');
    const code = result.callback.searchParams.get('code') ?? '';
    const response = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: t.redirectUri,
      code_verifier: verifier,
    });
    const tokens = (await response.json()) as { id_token: string; access_token: string };
    expect(idTokenClaims(tokens.id_token)).toMatchObject({ sub: 'user-eli', email: 'Eli.New@example.org' });
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toEqual({ subject: 'user-eli' });
    expect(emailOf('user-eli')).toBe('Eli.New@example.org');

    await expect(logIn(t, 'eli@example.org', PASSWORD)).rejects.toThrow(/Login refused/);
    await expect(logIn(t, 'eli.new@example.org', PASSWORD)).resolves.toBeDefined();
  });

  test('a wrong password changes nothing', async () => {
    const { result } = await changeUsername({
      email: 'alex@example.org',
      password: 'wrong password',
      newEmail: 'alex.new@example.org',
      confirmNewEmail: 'alex.new@example.org',
    });
    if ('callback' in result) throw new Error('changed with a wrong password');
    expect(result.status).toBe(400);
    expect(result.html).toContain('<title>Error: Change the email address you log in with – My home portal</title>');
    expect(result.html).toContain('<a href="#email">Email address or password is incorrect</a>');
    expect(result.html).toMatch(/id="newEmail"[^>]*value="alex.new@example.org"/);
    expect(emailOf('user-alex')).toBe('alex@example.org');
  });

  test('an e-mail another account logs in with is refused, whatever its case', async () => {
    t.db
      .prepare(
        "INSERT INTO users (id, email, password_hash, given_name, family_name, customer_id, created_at) VALUES ('user-taken', 'taken@example.org', 'x', 'T', 'Aken', NULL, '2026-01-01T00:00:00Z')",
      )
      .run();
    const { result } = await changeUsername({
      email: 'alex@example.org',
      password: PASSWORD,
      newEmail: 'TAKEN@example.org',
      confirmNewEmail: 'TAKEN@example.org',
    });
    if ('callback' in result) throw new Error('accepted an e-mail in use');
    expect(result.html).toContain(
      '<a href="#newEmail">An account already exists with this email address – choose another</a>',
    );
    expect(emailOf('user-alex')).toBe('alex@example.org');
  });

  test.each([
    [{ newEmail: '', confirmNewEmail: '' }, 'newEmail', 'Enter your new email address'],
    [
      { newEmail: 'not-an-address', confirmNewEmail: 'not-an-address' },
      'newEmail',
      'Enter an email address in the correct format, like name@example.com',
    ],
    [
      { newEmail: 'alex-@example.org', confirmNewEmail: 'alex-@example.org' },
      'newEmail',
      'Enter an email address in the correct format, like name@example.com',
    ],
    [
      { newEmail: `${'a'.repeat(65)}@example.org`, confirmNewEmail: `${'a'.repeat(65)}@example.org` },
      'newEmail',
      'Enter an email address in the correct format, like name@example.com',
    ],
    [
      { newEmail: 'ALEX@example.org', confirmNewEmail: 'ALEX@example.org' },
      'newEmail',
      'New email address must be different from your current one',
    ],
    [{ newEmail: 'alex.new@example.org', confirmNewEmail: '' }, 'confirmNewEmail', 'Confirm your new email address'],
    [
      { newEmail: 'alex.new@example.org', confirmNewEmail: 'alex.old@example.org' },
      'confirmNewEmail',
      'Email addresses must match',
    ],
  ])('%o is refused at #%s', async (fields, field, message) => {
    const { result } = await changeUsername({ email: 'alex@example.org', password: PASSWORD, ...fields });
    if ('callback' in result) throw new Error('accepted');
    expect(result.status).toBe(400);
    expect(result.html).toContain(`<a href="#${field}">${message}</a>`);
    expect(emailOf('user-alex')).toBe('alex@example.org');
  });

  test('Cancel returns access_denied with the portal’s state, changing nothing', async () => {
    const browser = new Browser();
    const { url } = await openInteraction(t, browser, { policy: 'changeusername', state: 'changeusername' });
    const response = await browser.post(`${url.href}/abort`, {});
    const back = new URL(
      (await browser.get(new URL(response.headers.get('location') ?? '', t.origin).href)).headers.get('location') ?? '',
    );
    expect(`${back.origin}${back.pathname}`).toBe(t.redirectUri);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('changeusername');
  });
});
