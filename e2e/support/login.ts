import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

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

/** Logs in and waits for the home page of a resident with a customer account. */
export async function logInToHome(page: Page, email: string, options: { scan?: boolean } = {}): Promise<void> {
  await logIn(page, email, options);
  await expect(page).toHaveURL(/\/customer360View$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}
