import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  Browser,
  PASSWORD,
  logIn,
  openInteraction,
  startTestIdp,
  submitInteraction,
  type TestIdp,
} from './idp-harness';

let t: TestIdp;
beforeAll(async () => {
  t = await startTestIdp();
});
afterAll(async () => {
  await t.close();
});

async function changePassword(form: Record<string, string>, browser = new Browser()) {
  const { url, html } = await openInteraction(t, browser, { policy: 'changepassword', state: 'changepassword' });
  return { page: html, result: await submitInteraction(t, browser, url, 'change-password', form) };
}

describe('change password', () => {
  test('the page asks for the current password and the new one twice', async () => {
    const { html: page } = await openInteraction(t, new Browser(), { policy: 'changepassword' });
    expect(page).toMatch(/id="email"[^>]*autocomplete="username"/);
    expect(page).toMatch(/id="currentPassword"[^>]*type="password"[^>]*autocomplete="current-password"/);
    expect(page).toMatch(/id="newPassword"[^>]*type="password"[^>]*autocomplete="new-password"/);
    expect(page).toMatch(/id="confirmNewPassword"[^>]*type="password"[^>]*autocomplete="new-password"/);
  });

  test('changes the password and logs in; the old password then stops working', async () => {
    const { result } = await changePassword({
      email: 'eli@example.org',
      currentPassword: PASSWORD,
      newPassword: 'brand new password',
      confirmNewPassword: 'brand new password',
    });
    if (!('callback' in result)) throw new Error(`change refused:\n${result.html}`);
    expect(result.callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(result.callback.searchParams.get('state')).toBe('changepassword');

    await expect(logIn(t, 'eli@example.org', PASSWORD)).rejects.toThrow(/Login refused/);
    const { tokens } = await logIn(t, 'eli@example.org', 'brand new password');
    await expect(t.idp.verifyAccessToken(tokens.access_token)).resolves.toEqual({ subject: 'user-eli' });
  });

  test('is shown even when the browser is still logged in', async () => {
    const { browser } = await logIn(t);
    const { html: page } = await openInteraction(t, browser, { policy: 'changepassword' });
    expect(page).toContain('<h1 class="heading-l">Change your password</h1>');
  });

  test('a wrong current password changes nothing', async () => {
    const { result } = await changePassword({
      email: 'alex@example.org',
      currentPassword: 'wrong password',
      newPassword: 'another new password',
      confirmNewPassword: 'another new password',
    });
    if ('callback' in result) throw new Error('changed with a wrong password');
    expect(result.status).toBe(400);
    expect(result.html).toContain('<title>Error: Change your password – My home portal</title>');
    expect(result.html).toContain('<a href="#email">Email address or current password is incorrect</a>');
    await expect(logIn(t, 'alex@example.org', PASSWORD)).resolves.toBeDefined();
  });

  test('the new password must be long enough, confirmed, and different', async () => {
    const short = await changePassword({
      email: 'alex@example.org',
      currentPassword: PASSWORD,
      newPassword: 'short',
      confirmNewPassword: 'shorter',
    });
    if ('callback' in short.result) throw new Error('accepted');
    expect(short.result.html).toContain('<a href="#newPassword">New password must be 8 characters or more</a>');
    expect(short.result.html).toContain('<a href="#confirmNewPassword">Passwords must match</a>');
    const same = await changePassword({
      email: 'alex@example.org',
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmNewPassword: PASSWORD,
    });
    if ('callback' in same.result) throw new Error('accepted');
    expect(same.result.html).toContain(
      '<a href="#newPassword">New password must be different from your current password</a>',
    );
  });
});
