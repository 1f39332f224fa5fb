import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// The profile as a resident uses it (portal.md §2 Profile, §5): what is held, a dash where nothing is, and the edit
// form's rules and messages, on a phone and a laptop; a change made elsewhere meanwhile is never silently overwritten.

const save = (page: Page) => page.getByRole('button', { name: t('profile_save') });
const field = (page: Page, key: string) => page.getByRole('textbox', { name: new RegExp(`^${t(key).replace(/[()]/g, '\\$&')}`) });

async function openEdit(page: Page) {
  await page.getByRole('link', { name: t('profile_edit_details') }).click();
  await expect(page).toHaveURL(/\/editprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: t('profile_edit_title') })).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Chris completes his details: every error of the form, then saved and shown', async ({ page, axe }) => {
      await logInToHome(page, 'chris.leaseholder@example.org');
      await page.getByRole('link', { name: t('home_details_complete') }).click();
      await expect(page).toHaveURL(/\/manageprofile$/);
      await expect(page.getByRole('heading', { level: 1, name: t('profile_title') })).toBeVisible();
      const mobileRow = page.getByRole('term').filter({ hasText: t('profile_mobile') });
      await expect(mobileRow).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^-$/ }).first()).toBeVisible();
      await axe();

      await openEdit(page);
      await axe();
      await field(page, 'profile_email').fill('chris@');
      // Only digits and a plus go in while typing.
      await field(page, 'profile_mobile').pressSequentially('07a7');
      await expect(field(page, 'profile_mobile')).toHaveValue('077');
      await field(page, 'profile_home_phone').fill('0123');
      await field(page, 'profile_business_phone').fill('12345678901');
      await save(page).click();

      const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('there_is_a_problem') }) });
      await expect(summary).toBeVisible();
      for (const code of ['SSCP002', 'SSCP003a', 'SSCP003b', 'SSCP003c']) await expect(summary.getByRole('link', { name: t(code) })).toBeVisible();
      await expect(page).toHaveURL(/\/editprofile$/);
      await axe();

      // Clearing an optional number takes its error away.
      await field(page, 'profile_home_phone').fill('');
      await field(page, 'profile_business_phone').fill('');
      await field(page, 'profile_email').fill('christopher.lambert@example.org');
      await field(page, 'profile_mobile').fill('07700900982');
      await save(page).click();
      await expect(page).toHaveURL(/\/manageprofile$/);
      await expect(page.getByRole('main')).toContainText(t('profile_update_success'));
      await expect(page.getByRole('definition').filter({ hasText: '07700900982' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'christopher.lambert@example.org' })).toBeVisible();
      await axe();

      // Back on the home page the profile is complete.
      await page.getByRole('link', { name: t('journey_back') }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(t('home_details_incomplete'));
    });
  });
}

async function secondDevice(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInToHome(page, email);
  return page;
}

test('Alex\'s details change on another device while he edits: he is told, sees what is held now, and chooses', async ({ page, browser, portal, axe }) => {
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/manageprofile');
  await openEdit(page);
  await field(page, 'profile_home_phone').fill('02079460999');

  const other = await secondDevice(browser, portal.origin, 'alex.single@example.org');
  await other.goto('/manageprofile');
  await openEdit(other);
  await field(other, 'profile_mobile').fill('07700900123');
  await save(other).click();
  await expect(other).toHaveURL(/\/manageprofile$/);
  await other.context().close();

  await save(page).click();
  await expect(page).toHaveURL(/\/editprofile\/changed$/);
  await expect(page.getByRole('heading', { level: 1, name: t('profile_changed_title') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/mobile 07700900123/);
  await axe();
  await page.getByRole('button', { name: t('profile_changed_save_mine') }).click();
  await expect(page).toHaveURL(/\/manageprofile$/);
  await expect(page.getByRole('definition').filter({ hasText: '02079460999' })).toBeVisible();
  await axe();
});
