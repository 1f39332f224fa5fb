import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { openSignedIn } from './signed-in';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Logs in from the start page through the identity provider, as a resident would, scanning each page.
 * `fromStartPage`: the browser is on the start page already (sent there from a page that needs a login).
 */
export async function logIn(
  page: Page,
  email: string,
  options: { scan?: boolean; fromStartPage?: boolean } = {},
): Promise<void> {
  const scan = options.scan ?? false;
  if (!options.fromStartPage) await page.goto('/startpage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /Log in to/ })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens the home page of a resident with a customer account, logged in. `scan`: the login is walked in the browser
 * with its start and identity provider pages scanned; otherwise the test logs in over HTTP (signed-in.ts) and the
 * browser opens home signed in, as after a reload.
 */
export async function logInToHome(page: Page, email: string, options: { scan?: boolean } = {}): Promise<void> {
  if (options.scan) await logIn(page, email, options);
  else await openSignedIn(page, email, DEMO_PASSWORD, '/customer360View');
  await expect(page).toHaveURL(/\/customer360View$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}
