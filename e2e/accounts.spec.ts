import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// /viewaccount as a new resident meets it (portal.md §2 Accounts, §4 Balance, §6): Alex's rent account in arrears on a
// phone, Bea's two accounts on a laptop (her deposit offers neither a direct debit nor a payment reference), and the
// page when the balance cannot be read (docs/personas.md).

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('on a phone Alex opens his rent account from the home page: in arrears, last payment, number, direct debit and reference', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page
    .getByRole('region', { name: t('accounts_home_heading') })
    .getByRole('link', { name: t('accounts_home_view_accounts') })
    .click();
  await expect(page).toHaveURL(/\/viewaccount$/);
  await expect(page.getByRole('heading', { level: 1, name: t('accounts_title') })).toBeVisible();
  const rent = page.getByRole('region', { name: t('accounts_type_rent') });
  await expect(rent).toContainText('in arrears');
  await expect(rent.getByRole('definition').filter({ hasText: /^£[\d,]+\.\d\d$/ })).toBeVisible();
  await expect(rent.getByRole('definition').filter({ hasText: '4001230101' })).toBeVisible();
  await expect(rent.getByRole('link', { name: new RegExp(`^${t('accounts_direct_debit')}`) })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(rent.getByRole('heading', { name: t('accounts_reference_heading') })).toBeVisible();
  await expect(rent).toContainText('40012301');
  // One account: nothing to choose.
  await expect(page.getByRole('combobox', { name: t('accounts_choice_label') })).toHaveCount(0);
  // No card payment on its way: no second balance.
  await expect(rent).not.toContainText(t('accounts_balance_after_pending'));
  await axe();

  // The last 12 months as a picture, and the same figures as a table.
  const chart = page.getByRole('region', { name: t('accounts_chart_heading') });
  await expect(chart.getByRole('img', { name: t('accounts_chart_heading') })).toBeVisible();
  await chart
    .getByRole('group')
    .filter({ hasText: t('accounts_chart_table_summary') })
    .click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);
  await axe();
});

test('on a laptop Bea chooses her deposit: no direct debit, no payment reference, no empty chart, a reload keeps her choice, and its statements are a link away', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, 'bea.multi@example.org');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Balance' }).click();
  const rent = page.getByRole('region', { name: t('accounts_type_rent') });
  await expect(rent).toContainText('in credit');
  await axe();

  await page
    .getByRole('combobox', { name: t('accounts_choice_label') })
    .selectOption({ label: 'Deposit account (40023491)' });
  const deposit = page.getByRole('region', { name: t('accounts_type_deposit') });
  await expect(deposit).toBeVisible();
  await expect(deposit.getByRole('link', { name: new RegExp(t('accounts_direct_debit')) })).toHaveCount(0);
  await expect(deposit.getByRole('heading', { name: t('accounts_reference_heading') })).toHaveCount(0);
  // A deposit cannot be paid online (portal.md §2, §6): no Make payment.
  await expect(deposit.getByRole('link', { name: t('payments_make_payment') })).toHaveCount(0);
  // Untouched all year: the page says so, with no empty chart or table beside it (issue 26).
  const chart = page.getByRole('region', { name: t('accounts_chart_heading') });
  await expect(chart).toContainText(t('accounts_chart_none'));
  await expect(chart.getByRole('img')).toHaveCount(0);
  await expect(chart.getByRole('group')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: t('accounts_type_deposit') })).toBeVisible();
  await axe();

  // The statements are found from the account they are of (issue 26): the deposit's own, which has none.
  await page.getByRole('link', { name: t('accounts_view_statements') }).click();
  await expect(page).toHaveURL(/\/viewstatement\?account=/);
  await expect(page.getByRole('heading', { level: 1, name: t('statements_title') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(t('VS_No_Statement_Exit'));
  await expect(
    page
      .getByRole('combobox', { name: t('accounts_choice_label') })
      .getByRole('option', { name: 'Deposit account (40023491)', selected: true }),
  ).toHaveCount(1);
  await axe();
});

test('on a phone Alex finds his monthly statements from his account', async ({ page, axe }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/viewaccount');
  await page.getByRole('link', { name: t('accounts_view_statements') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('statements_title') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t('statements_month_label') })).toBeVisible();
  await axe();
});

test('when the balance cannot be read the page says so with the phone number and the way home', async ({
  page,
  request,
  axe,
}) => {
  await injectFault(request, { method: 'GET', path: '/accounts/:id', kind: 'status', status: 500, times: 20 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/viewaccount');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('account_Down_SSC001'));
  await expect(alert).toContainText(t('phone_no'));
  await expect(alert.getByRole('link', { name: t('return_to_home') })).toBeVisible();
  await axe();
});

test('the phone number in an error is a tel: link on a phone only (portal.md §8, issue 26)', async ({
  page,
  request,
  axe,
}) => {
  await injectFault(request, { method: 'GET', path: '/accounts/:id', kind: 'status', status: 500, times: 20 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/viewaccount');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('phone_no'));
  // A laptop cannot call it: the number in words, no link (hidden or not) to a dialler.
  await expect(alert.getByRole('link', { name: t('phone_no') })).toHaveCount(0);
  await expect(alert.getByRole('link', { includeHidden: true, name: t('phone_no') })).toHaveCount(0);
  await axe();
  // The same page on a phone: tappable, and read once.
  await page.setViewportSize({ width: 375, height: 900 });
  const call = alert.getByRole('link', { name: t('phone_no') });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', `tel:${t('phone_no').replace(/\s/g, '')}`);
  await expect(alert.getByRole('link', { includeHidden: true, name: t('phone_no') })).toHaveCount(1);
  await axe();
});
