import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { clearFaults, injectFault } from './support/faults';
import { REAL_TIME_SANDBOX } from '../tools/serve/fixture-server';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// /viewstatement as a new resident meets it (portal.md §2 Statements, §4 Statement download, §8, §9): Alex opens a
// month's statement on a phone (a real PDF, in a new tab, and as a download with its size), Bea's shop offers months
// only since its tenancy began and her deposit has none, and the page when a statement or the list cannot be read
// (docs/personas.md). Today is the real day: the months are the 24 before the current one.

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

const monthChoice = (page: Page) => page.getByRole('combobox', { name: t('statements_month_label') });
const downloadButton = (page: Page) => page.getByRole('button', { name: t('statements_download') });

/** "October 2026" for the month before the current one: the newest statement. */
function lastMonthInWords(): string {
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return last.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

test('on a phone Alex opens last month’s statement in a new tab and downloads it: a tagged PDF titled by its account and month', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/viewstatement');
  await expect(page.getByRole('heading', { level: 1, name: t('statements_title') })).toBeVisible();
  const months = monthChoice(page);
  await expect(months.getByRole('option')).toHaveCount(24);
  const newest = lastMonthInWords();
  await expect(months.getByRole('option').first()).toHaveText(newest);
  await axe();

  const tabs: string[] = [];
  page.context().on('page', (tab) => tab.on('console', (message) => tabs.push(`${message.type()}: ${message.text()}`)));
  const popup = page.waitForEvent('popup');
  await downloadButton(page).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const link = page.getByRole('link', {
    name: new RegExp(`^Download the statement for ${newest} \\(PDF, \\d+ KB\\)$`),
  });
  await expect(link).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('statements_opened', { month: newest }) })).toBeVisible();
  await axe();

  const download = page.waitForEvent('download');
  await link.click();
  const file = readFileSync(await (await download).path()).toString('latin1');
  expect(file.startsWith('%PDF-1.7')).toBe(true);
  expect(file).toContain(`(Rent account statement, ${newest})`);
  expect(file).toContain('/StructTreeRoot');
  // The blob document inherits the portal's CSP (object-src 'none'): Chromium shows it without a violation.
  expect(tabs.filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([]);
});

test('a statement message’s View statement leads Alex to his statements', async ({ page, axe }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/mymessageshistory');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: t('messages_search_label') }).fill('statement');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await main
    .getByRole('link', { name: /^Your statement for .* is ready/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/messagedetails\?id=/);
  await main.getByRole('link', { name: t('messages_view_statement') }).click();
  await expect(page).toHaveURL(/\/viewstatement$/);
  await expect(monthChoice(page).getByRole('option')).toHaveCount(24);
  await axe();
});

test('on a laptop Bea’s shop offers statements only since its tenancy began, and her deposit has none', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, 'bea.multi@example.org');
  await page.goto('/viewstatement');
  await expect(monthChoice(page).getByRole('option')).toHaveCount(24);
  await axe();

  await page
    .getByRole('combobox', { name: t('accounts_choice_label') })
    .selectOption({ label: 'Deposit account (40023491)' });
  await expect(page.getByRole('main')).toContainText(t('VS_No_Statement_Exit'));
  await expect(monthChoice(page)).toHaveCount(0);
  await axe();

  const address = page.getByRole('combobox', { name: t('address_selector_label') });
  const shop = (await address.getByRole('option').allTextContents()).find((label) => !/Hartley Gardens/.test(label));
  if (!shop) throw new Error('Bea has no second property');
  await address.selectOption({ label: shop });
  // The shop's tenancy began 20 months ago on the 17th: that month's statement (from the 17th) to last month's.
  await expect(monthChoice(page).getByRole('option')).toHaveCount(20);
  await axe();
});

test('when a statement cannot be fetched the page says so and keeps the months; when the list cannot be read, statements are unavailable', async ({
  page,
  request,
  axe,
}) => {
  await logInToHome(page, 'alex.single@example.org');
  await injectFault(request, {
    method: 'GET',
    path: '/customers/:id/documents/:docId',
    kind: 'status',
    status: 500,
    times: 20,
  });
  await page.goto('/viewstatement');
  await downloadButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('VS_Failure_To_Retrieve_Statement'));
  await expect(alert).toContainText(t('phone_no'));
  await expect(monthChoice(page)).toBeVisible();
  await axe();

  await clearFaults(request);
  await injectFault(request, {
    method: 'GET',
    path: '/customers/:id/documents',
    kind: 'status',
    status: 500,
    times: 20,
  });
  await page.reload();
  const unavailable = page.getByRole('alert');
  await expect(unavailable).toContainText(t('No_Statement_Exit'));
  await expect(unavailable.getByRole('link', { name: t('return_to_home') })).toBeVisible();
  await axe();
});

async function typeDate(dialog: Locator, legend: string, day: string, month: string, year: string): Promise<void> {
  const group = dialog.getByRole('group', { name: legend });
  await group.getByRole('textbox', { name: t('date_input_day') }).fill(day);
  await group.getByRole('textbox', { name: t('date_input_month') }).fill(month);
  await group.getByRole('textbox', { name: t('date_input_year') }).fill(year);
}

for (const width of [375, 1280]) {
  test(`at ${width} px Alex requests a custom statement: each problem said, Cancel empties the pop-up, then the request is sent and acknowledged`, async ({
    page,
    request,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInToHome(page, 'alex.single@example.org');
    await page.goto('/viewstatement');
    const open = page.getByRole('button', { name: t('statements_request_open') });
    await open.click();
    const dialog = page.getByRole('dialog', { name: t('statements_request_heading') });
    await expect(dialog).toBeVisible();
    // Opened with the mouse, focus is on the pop-up's heading, and the next Tab its first field — not Cancel (issue
    // 26).
    await expect(dialog.getByRole('heading', { name: t('statements_request_heading') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: t('statements_request_account_label') })).toBeFocused();
    await axe();

    const continueButton = dialog.getByRole('button', { name: t('statements_request_continue') });
    await continueButton.click();
    const summary = dialog.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      t('SSC009', { what: t('statements_request_missing_from') }),
      t('SSC009', { what: t('statements_request_missing_to') }),
      t('SSC009', { what: t('statements_request_missing_email_choice') }),
    ]);
    await axe();

    const nextYear = String(new Date().getFullYear() + 1);
    await typeDate(dialog, t('statements_request_from'), '31', '2', '2025');
    await typeDate(dialog, t('statements_request_to'), '1', '1', nextYear);
    await dialog.getByRole('radio', { name: t('statements_request_email_other') }).check();
    await dialog.getByRole('textbox', { name: t('statements_request_email_other_label') }).fill('alex-@example.org');
    await continueButton.click();
    await expect(summary.getByRole('link')).toHaveText([
      t('SSC020', { field: t('statements_request_from_field') }),
      t('SSC014'),
      t('SSC011'),
    ]);
    await axe();

    await typeDate(dialog, t('statements_request_from'), '1', '2', nextYear);
    await typeDate(dialog, t('statements_request_to'), '1', '2', '2025');
    await continueButton.click();
    await expect(summary.getByRole('link')).toHaveText([t('SSC013'), t('SSC011')]);
    await typeDate(dialog, t('statements_request_from'), '1', '3', '2025');
    await continueButton.click();
    await expect(summary.getByRole('link')).toHaveText([t('statements_request_date_order'), t('SSC011')]);

    await dialog.getByRole('button', { name: t('statements_request_cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await open.click();
    await expect(
      dialog
        .getByRole('group', { name: t('statements_request_from') })
        .getByRole('textbox', { name: t('date_input_day') }),
    ).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await typeDate(dialog, t('statements_request_from'), '1', '4', '2026');
    await typeDate(dialog, t('statements_request_to'), '30', '4', '2026');
    await dialog
      .getByRole('radio', { name: t('statements_request_email_existing', { email: PERSONAS.alex.email }) })
      .check();
    await continueButton.click();
    await expect(dialog).toHaveCount(0);
    const sent = t('statements_request_sent', {
      from: '1 April 2026',
      to: '30 April 2026',
      email: PERSONAS.alex.email,
    });
    await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
    await expect(page.getByRole('region', { name: t('statements_requests_heading') }).getByRole('listitem')).toHaveText(
      sent,
    );
    await axe();

    const outbox = (await (
      await request.get(`/__sandbox/communications?customerId=${PERSONAS.alex.customerId}`)
    ).json()) as { communications: { content: { identifier: string; value: string }[] }[] };
    expect(outbox.communications[0]?.content).toEqual([
      { identifier: 'payment_ref', value: PERSONAS.alex.paymentReference },
      { identifier: 'customer_name', value: 'Mx Alex Morgan' },
      { identifier: 'statement_startdate', value: '01/04/2026' },
      { identifier: 'statement_enddate', value: '30/04/2026' },
      { identifier: 'customer_email', value: PERSONAS.alex.email },
    ]);
  });
}

test.describe('while the request is switched off by its flag', () => {
  test.use({ sandbox: { ...REAL_TIME_SANDBOX, configuration: { IsRequestStatementDisabled: 'true' } } });

  for (const width of [375, 1280]) {
    test(`at ${width} px a keyboard reaches Request a custom statement and hears why it cannot be used (issue 26)`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInToHome(page, 'alex.single@example.org');
      await page.goto('/viewstatement');
      await expect(monthChoice(page)).toBeVisible();
      // From the month's Download button, the next Tab is the request's button: in the tab order, not skipped.
      await downloadButton(page).focus();
      await page.keyboard.press('Tab');
      const open = page.getByRole('button', { name: t('statements_request_open') });
      await expect(open).toBeFocused();
      await expect(open).toHaveAttribute('aria-disabled', 'true');
      await expect(open).toHaveAccessibleDescription(t('statements_request_disabled'));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await axe();
    });
  }
});
