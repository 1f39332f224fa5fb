import { test, expect } from './support/fixtures';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { DEMO_PASSWORD, logIn, logInToHome } from './support/login';

test.describe('logging in', () => {
  test('Alex, with one home, sees the welcome and the address as plain text', async ({ page, axe }) => {
    await logInToHome(page, 'alex.single@example.org', { scan: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');
    await expect(page.getByRole('combobox', { name: 'Property' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Flat');
    await expect(page.getByRole('navigation', { name: /menu/i })).toBeVisible();
    await axe();
  });

  test('Bea, with two tenancies, chooses between them, home first, and the choice survives a reload', async ({
    page,
    axe,
  }) => {
    await logInToHome(page, 'bea.multi@example.org');
    const selector = page.getByRole('combobox', { name: 'Property' });
    await expect(selector).toBeVisible();
    const options = selector.getByRole('option');
    await expect(options).toHaveCount(2);
    await axe();
    const second = await options.nth(1).textContent();
    await selector.selectOption({ index: 1 });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Property' }).getByRole('option', { selected: true })).toHaveText(
      second ?? '',
    );
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

  test("Register opens the identity provider's registration page", async ({ page, axe }) => {
    await page.goto('/startpage');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await axe();
  });

  test('a resident without a login registers with their payment reference, then changes their password', async ({
    page,
    axe,
  }) => {
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

  // Issue 12 §17, decision 0027: the page a logged-out resident opened is where the login brings them.
  test("a repair's address opened while logged out is where Alex lands after logging in", async ({ page, axe }) => {
    const repair = `/repairhistorydetails?id=${PERSONAS.alex.workOrders.appointed}`;
    await page.goto(repair);
    await expect(page).toHaveURL(/\/startpage$/);
    await axe();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: /Log in to/ })).toBeVisible();
    // The address never travels to the identity provider.
    expect(decodeURIComponent(page.url())).not.toContain('repairhistorydetails');
    await page.getByLabel('Email address').fill(PERSONAS.alex.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${repair.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe();
    // Back does not replay the login answer.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]code=/);
  });

  test('a filtered list keeps its filters through the login', async ({ page, axe }) => {
    await page.goto('/historicRepairs?status=cancelled&sort=oldest-to-newest');
    await expect(page).toHaveURL(/\/startpage$/);
    await logIn(page, PERSONAS.alex.email, { fromStartPage: true });
    await expect(page).toHaveURL(/\/historicRepairs\?status=cancelled&sort=oldest-to-newest$/);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 1 to 4 of 4 repairs');
    await axe();
  });

  test('a path that names another site is never where a login leads: it goes to the start page, then home', async ({
    page,
    baseURL,
  }) => {
    // The portal's own origin with the path //evil.example/x (page.goto would read a bare //host as another site).
    await page.goto(`${baseURL}//evil.example/x`);
    await expect(page).toHaveURL(/\/startpage$/);
    await logIn(page, PERSONAS.alex.email, { fromStartPage: true });
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/customer360View$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test('no token ever reaches localStorage', async ({ page }) => {
    await logInToHome(page, 'alex.single@example.org');
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(local).not.toMatch(/access_token|refresh_token/);
  });
});
