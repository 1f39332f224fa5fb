import { test, expect } from './support/fixtures';
import { logInToHome } from './support/login';

test.describe('error pages', () => {
  test('each error page explains what happened and how to get help, on a desktop', async ({ page, axe }) => {
    await logInToHome(page, 'alex.single@example.org');

    await page.goto('/genericerror');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, there is a problem with the service' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('tracking ID');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await axe();

    await page.goto('/repairJourneyErrorPage');
    await expect(page.getByRole('main')).toContainText('could not finish your request');
    await expect(page.getByRole('main')).toContainText('0300 123 3456');
    // On a wide screen the number is text, not a link: there is nothing to tap.
    await expect(page.getByRole('link', { name: '0300 123 3456' })).toHaveCount(0);
    await axe();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/customer360View$/);

    await page.goto('/workOrderErrorPage');
    await expect(page.getByRole('main')).toContainText('job number');
    await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    await axe();

    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, the service is unavailable' })).toBeVisible();
    await axe();
  });

  test('on a phone the help number can be tapped to call', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInToHome(page, 'alex.single@example.org');
    await page.goto('/repairJourneyErrorPage');
    const call = page.getByRole('link', { name: '0300 123 3456' });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:03001233456');
    await axe();
  });

  test('the generic error page works for a visitor who is not logged in', async ({ page, axe }) => {
    await page.goto('/genericerror');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, there is a problem with the service' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: /menu/i })).toHaveCount(0);
    await axe();
    // portal.md §2: its button goes to the start page when not logged in, never back to the error page.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/startpage$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await axe();
  });

  test('Refresh on the generic error page takes a logged-in resident home, keeping the tracking id until then', async ({
    page,
    axe,
  }) => {
    await logInToHome(page, 'alex.single@example.org');
    await page.goto('/genericerror');
    await expect(page.getByRole('main')).toContainText('tracking ID');
    await axe();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/customer360View$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await axe();
  });
});
