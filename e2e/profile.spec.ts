import type { Browser, Page } from '@playwright/test';
import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// The profile as a resident uses it (portal.md §2 Profile, §5): what is held, a dash where nothing is, and the edit
// form's rules and messages, on a phone and a laptop; a change made elsewhere meanwhile is never silently overwritten.

const save = (page: Page) => page.getByRole('button', { name: t('profile_save') });
const field = (page: Page, key: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${t(key).replace(/[()]/g, '\\$&')}`) });

async function openEdit(page: Page) {
  await page.getByRole('link', { name: t('profile_edit_details') }).click();
  await expect(page).toHaveURL(/\/editprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: t('profile_edit_title') })).toBeVisible();
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

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

      const summary = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: t('there_is_a_problem') }) });
      await expect(summary).toBeVisible();
      for (const code of ['SSCP002', 'SSCP003a', 'SSCP003b', 'SSCP003c'])
        await expect(summary.getByRole('link', { name: t(code) })).toBeVisible();
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

test("Alex's details change on another device while he edits: he is told, sees what is held now, and chooses", async ({
  page,
  browser,
  portal,
  axe,
}) => {
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
  // Alex has no business number: a dash, as the details page shows it (issue 26: not "business phone .").
  await expect(page.getByRole('main')).toContainText(/business phone -\./);
  await axe();
  await page.getByRole('button', { name: t('profile_changed_save_mine') }).click();
  await expect(page).toHaveURL(/\/manageprofile$/);
  await expect(page.getByRole('definition').filter({ hasText: '02079460999' })).toBeVisible();
  await axe();
});

async function openFromMenu(page: Page, item: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation').getByRole('link', { name: item, exact: true }).click();
}

// Issue 26: an edit left without saving is not kept; a reload keeps every value typed; a save on its way shows its
// spinner beside the buttons, which cannot be used meanwhile; a plus goes in; a failed save gives the number to call.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px, issue 26`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('Alex leaves an edit through the menu: back through Details, the form shows what is held, not what he typed', async ({
      page,
      axe,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      await page.goto('/manageprofile');
      await openEdit(page);
      await expect(field(page, 'profile_home_phone')).toHaveValue('02079460101');
      // A reload keeps every value typed.
      await field(page, 'profile_home_phone').fill('02079460999');
      await field(page, 'profile_email').fill('alex.new@example.org');
      await field(page, 'profile_business_phone').fill('02079460888');
      await page.reload();
      await expect(field(page, 'profile_home_phone')).toHaveValue('02079460999');
      await expect(field(page, 'profile_email')).toHaveValue('alex.new@example.org');
      await expect(field(page, 'profile_business_phone')).toHaveValue('02079460888');

      await openFromMenu(page, t('menu_home'));
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await openFromMenu(page, t('menu_details'));
      await expect(page).toHaveURL(/\/manageprofile$/);
      await openEdit(page);
      await expect(field(page, 'profile_home_phone')).toHaveValue('02079460101');
      await expect(field(page, 'profile_business_phone')).toHaveValue('');
      await expect(field(page, 'profile_email')).not.toHaveValue('alex.new@example.org');
      await axe();
    });

    test('Alex saves: a plus goes into a number; while the save is on its way the spinner shows by the buttons, which cannot be used', async ({
      page,
      request,
      axe,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      await page.goto('/manageprofile');
      await openEdit(page);
      await field(page, 'profile_business_phone').pressSequentially('+44');
      await expect(field(page, 'profile_business_phone')).toHaveValue('+44');
      await field(page, 'profile_business_phone').fill('02079460777');
      await injectFault(request, { method: 'PUT', path: '/customers/:id', kind: 'delay', delayMs: 2500, times: 1 });
      await save(page).click();
      const saving = page.getByRole('status').filter({ hasText: t('profile_saving') });
      await expect(saving).toBeVisible();
      await expect(saving).toBeInViewport();
      await expect(save(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: t('profile_cancel') })).toBeDisabled();
      await axe();
      await expect(page).toHaveURL(/\/manageprofile$/, { timeout: 10_000 });
      await expect(page.getByRole('definition').filter({ hasText: '02079460777' })).toBeVisible();
    });

    test('a save that fails says so with the number to call, and keeps what Alex typed', async ({
      page,
      request,
      axe,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      await page.goto('/manageprofile');
      await openEdit(page);
      await field(page, 'profile_home_phone').fill('02079460555');
      await injectFault(request, { method: 'PUT', path: '/customers/:id', kind: 'status', status: 500, times: 10 });
      await save(page).click();
      const problem = page.getByRole('alert').filter({ hasText: t('profile_update_failed') });
      await expect(problem).toBeVisible();
      await expect(problem).toContainText(t('phone_no'));
      if (width === 375)
        await expect(problem.getByRole('link', { name: t('phone_no') })).toHaveAttribute(
          'href',
          `tel:${t('phone_no').replace(/\s+/g, '')}`,
        );
      await expect(field(page, 'profile_home_phone')).toHaveValue('02079460555');
      await axe();
    });
  });
}
