import { test, expect } from './support/fixtures';
import { logInToHome } from './support/login';

test.describe('idle logout', () => {
  test('after 25 idle minutes a warning counts down; Stay logged in keeps the resident on the page', async ({
    page,
    axe,
  }) => {
    await page.clock.install();
    await logInToHome(page, 'alex.single@example.org');
    // The idle time counts from the resident's last action: a key pressed now, not the moment home finished loading,
    // which on a busy machine can be seconds before this line (the installed clock runs with real time).
    await page.keyboard.press('Shift');
    await page.clock.fastForward('24:59');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('00:02');
    const dialog = page.getByRole('dialog', { name: 'You are about to be logged out' });
    await expect(dialog).toBeVisible();
    // portal.md §4: the countdown reads mm:ss; the idle time is the configuration's (25 minutes here).
    await expect(dialog).toContainText(
      /You have not done anything for 25 minutes\. For your security, we will log you out in 04:5\d\./,
    );
    await expect(dialog.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
    await axe();
    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/customer360View$/);
  });

  test('at zero the resident is logged out to the start page and told why', async ({ page, axe }) => {
    await page.clock.install();
    await logInToHome(page, 'alex.single@example.org');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('25:01');
    const warning = page.getByRole('dialog', { name: 'You are about to be logged out' });
    await expect(warning).toBeVisible();
    await page.clock.fastForward('04:48');
    await expect(warning).toContainText(/we will log you out in 00:1\d\./);
    await page.clock.fastForward('00:12');
    await expect(page).toHaveURL(/\/startpage/);
    const notice = page.getByRole('dialog', { name: 'You have been logged out' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('had not done anything for 30 minutes');
    await axe();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
