import type { Page } from '@playwright/test';

/**
 * The bench's resident, Alex (a social tenant with one flat, docs/personas.md), logged in through the sandbox's
 * identity provider from the start page's Log in (already open), until home welcomes him.
 */
export async function logInFromStart(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email address').fill('alex.single@example.org');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
}

/** The start page opened, then Alex logged in (logInFromStart). */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/startpage');
  await logInFromStart(page);
}
