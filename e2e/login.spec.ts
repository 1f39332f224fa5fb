import { test, expect } from './support/fixtures';
import { logIn, logInToHome } from './support/login';

test.describe('logging in', () => {
  test('Alex, with one home, sees the welcome and the address as plain text', async ({ page, axe }) => {
    await logInToHome(page, 'alex.single@example.org', { scan: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');
    await expect(page.getByRole('combobox', { name: 'Property' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Flat');
    await expect(page.getByRole('navigation', { name: /menu/i })).toBeVisible();
    await axe();
  });

  test('Bea, with two tenancies, chooses between them, home first, and the choice survives a reload', async ({ page, axe }) => {
    await logInToHome(page, 'bea.multi@example.org');
    const selector = page.getByRole('combobox', { name: 'Property' });
    await expect(selector).toBeVisible();
    const options = selector.getByRole('option');
    await expect(options).toHaveCount(2);
    await axe();
    const second = await options.nth(1).textContent();
    await selector.selectOption({ index: 1 });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Property' }).getByRole('option', { selected: true })).toHaveText(second ?? '');
  });

  test('Chris, a leaseholder, and Dana, a catalyst customer, reach their home pages', async ({ page, axe }) => {
    await logInToHome(page, 'chris.leaseholder@example.org');
    await axe();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/startpage/);
    await logInToHome(page, 'dana.catalyst@example.org');
    await axe();
  });

  test('Eli, who has no customer account, is told so and offered a way out', async ({ page, axe }) => {
    await logIn(page, 'eli.noaccount@example.org');
    await expect(page).toHaveURL(/\/genericerror$/);
    await expect(page.getByRole('main')).toContainText('cannot find a customer account');
    await axe();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/startpage/);
  });

  test('a wrong password shows the problem and nothing else happens', async ({ page, axe }) => {
    await page.goto('/startpage');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email address').fill('alex.single@example.org');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await axe();
  });

  test('Register opens the identity provider\'s registration page', async ({ page, axe }) => {
    await page.goto('/startpage');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await axe();
  });

  test('a resident without a login registers with their payment reference, then changes their password', async ({ page, axe }) => {
    await page.goto('/startpage');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Email address').fill('fay.unregistered@example.org');
    await page.getByLabel('Create a password').fill('fay-first-password');
    await page.getByLabel('Confirm password').fill('fay-first-password');
    await page.getByLabel('Payment reference').fill('40067801');
    await page.getByLabel('Day').fill('15');
    await page.getByLabel('Month').fill('6');
    await page.getByLabel('Year').fill('1990');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/customer360View$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Fay');
    await expect(page.getByRole('main')).toContainText(/account|registered/i);
    await axe();

    await page.getByRole('navigation', { name: /menu/i }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Change your password' }).click();
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await axe();
    await page.getByLabel('Email address').fill('fay.unregistered@example.org');
    await page.getByLabel('Current password').fill('fay-first-password');
    await page.getByLabel('New password', { exact: true }).fill('fay-second-password');
    await page.getByLabel('Confirm new password').fill('fay-second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/customer360View$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Fay');

    // The old password no longer works.
    await page.getByRole('navigation', { name: /menu/i }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email address').fill('fay.unregistered@example.org');
    await page.getByLabel('Password').fill('fay-first-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  });

  test('no token ever reaches localStorage', async ({ page }) => {
    await logInToHome(page, 'alex.single@example.org');
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(local).not.toMatch(/access_token|refresh_token/);
  });
});
