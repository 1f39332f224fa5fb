import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  Browser,
  PAYMENT_REFERENCE,
  UNLINKED_CUSTOMER_ID,
  UNLINKED_PAYMENT_REFERENCE,
  jwtPayload,
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

const frankie = {
  email: 'frankie@example.org',
  password: 'a-new-password',
  confirmPassword: 'a-new-password',
  paymentReference: UNLINKED_PAYMENT_REFERENCE,
  'dob-day': '5',
  'dob-month': '11',
  'dob-year': '1990',
};

async function register(form: Record<string, string>) {
  const browser = new Browser();
  const { verifier, challenge } = pkcePair();
  const { url, html } = await openInteraction(t, browser, { policy: 'registration', challenge, state: 'registration' });
  const result = await submitInteraction(t, browser, url, 'registration', form);
  return { browser, verifier, result, page: html };
}

describe('registration', () => {
  test('the page asks for e-mail, password twice, payment reference and date of birth', async () => {
    const { html: page } = await openInteraction(t, new Browser(), { policy: 'registration' });
    expect(page).toContain('<title>Create an account – My home portal</title>');
    expect(page).toMatch(/id="email"[^>]*autocomplete="email"/);
    expect(page).toMatch(
      /id="password"[^>]*type="password"[^>]*autocomplete="new-password"[^>]*aria-describedby="password-hint"/,
    );
    expect(page).toMatch(/id="confirmPassword"[^>]*autocomplete="new-password"/);
    expect(page).toContain('<label class="label" for="paymentReference">Payment reference</label>');
    expect(page).toMatch(
      /<fieldset class="fieldset" role="group" aria-describedby="dob-hint">\s*<legend class="fieldset__legend">Date of birth<\/legend>/,
    );
    for (const part of ['day', 'month', 'year']) {
      expect(page).toMatch(new RegExp(`id="dob-${part}"[^>]*inputmode="numeric"[^>]*autocomplete="bday-${part}"`));
    }
  });

  test('links a new account to the customer with that payment reference and date of birth, and logs in', async () => {
    const { result, verifier } = await register(frankie);
    if (!('callback' in result)) throw new Error(`registration refused:\n${result.html}`);
    expect(result.callback.searchParams.get('state')).toBe('registration');
    const response = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code: result.callback.searchParams.get('code') ?? '',
      redirect_uri: t.redirectUri,
      code_verifier: verifier,
    });
    const tokens = (await response.json()) as { id_token: string };
    expect(jwtPayload(tokens.id_token)).toMatchObject({
      email: 'frankie@example.org',
      given_name: 'Frankie',
      family_name: 'New',
      customer_id: UNLINKED_CUSTOMER_ID,
    });
    const row = t.db
      .prepare('SELECT customer_id, password_hash FROM users WHERE email = ?')
      .get('frankie@example.org') as { customer_id: string; password_hash: string };
    expect(row.customer_id).toBe(UNLINKED_CUSTOMER_ID);
    expect(row.password_hash).toMatch(/^scrypt\$/);

    // The customer now has an account: a second registration for it is refused.
    const again = await register({ ...frankie, email: 'someone.else@example.org' });
    if ('callback' in again.result) throw new Error('registered twice');
    expect(again.result.html).toContain('An account already exists for this tenancy');
  });

  test('a date of birth that does not match the payment reference is refused', async () => {
    const { result } = await register({
      ...frankie,
      email: 'mismatch@example.org',
      paymentReference: PAYMENT_REFERENCE,
    });
    if ('callback' in result) throw new Error('registered with a mismatch');
    expect(result.status).toBe(400);
    expect(result.html).toContain('<title>Error: Create an account – My home portal</title>');
    expect(result.html).toContain(
      '<a href="#paymentReference">The payment reference and date of birth do not match our records</a>',
    );
    expect(t.db.prepare('SELECT count(*) AS n FROM users WHERE email = ?').get('mismatch@example.org')).toEqual({
      n: 0,
    });
  });

  test('an unknown payment reference is refused the same way', async () => {
    const { result } = await register({ ...frankie, email: 'unknown@example.org', paymentReference: 'NOPE0000' });
    if ('callback' in result) throw new Error('registered with an unknown reference');
    expect(result.html).toContain('The payment reference and date of birth do not match our records');
  });

  test('an e-mail address already in use is refused', async () => {
    const { result } = await register({ ...frankie, email: 'ALEX@example.org' });
    if ('callback' in result) throw new Error('registered a taken e-mail');
    expect(result.html).toContain(
      '<a href="#email">An account already exists with this email address – log in instead</a>',
    );
  });

  test('every field problem is listed, and what was typed is kept (but not the passwords)', async () => {
    const { result } = await register({
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
      paymentReference: '',
      'dob-day': '31',
      'dob-month': '',
      'dob-year': '1990',
    });
    if ('callback' in result) throw new Error('registered an invalid form');
    const html = result.html;
    expect(html).toContain('<a href="#email">Enter an email address in the correct format, like name@example.com</a>');
    expect(html).toContain('<a href="#password">Password must be 8 characters or more</a>');
    expect(html).toContain('<a href="#confirmPassword">Passwords must match</a>');
    expect(html).toContain('<a href="#paymentReference">Enter your payment reference</a>');
    expect(html).toContain('<a href="#dob-month">Date of birth must include a month</a>');
    expect(html).toMatch(/<fieldset class="fieldset" role="group" aria-describedby="dob-hint dob-error">/);
    expect(html).toMatch(/id="dob-month"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/id="dob-day"[^>]*aria-invalid/);
    expect(html).toMatch(/id="dob-day"[^>]*value="31"/);
    expect(html).toMatch(/id="email"[^>]*value="not-an-email"/);
    expect(html).not.toContain('short');
  });

  test('an impossible date is reported as not a real date', async () => {
    const { result } = await register({ ...frankie, 'dob-day': '31', 'dob-month': '2', 'dob-year': '1990' });
    if ('callback' in result) throw new Error('registered with 31 February');
    expect(result.html).toContain('<a href="#dob-day">Date of birth must be a real date</a>');
  });
});
