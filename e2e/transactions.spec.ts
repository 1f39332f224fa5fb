import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// /transactionDetails as a new resident uses it (portal.md §2 Transactions, §5): Alex's rent account has 132
// transactions over 24 months, 2 of them adjustments (docs/personas.md); the default year shows part of them.

const summary = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Showing|^There are no/ });

test('on a laptop Alex filters, searches, pages, prints and downloads his transactions', async ({ page, axe }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/viewaccount');
  await page.getByRole('link', { name: t('accounts_view_transactions') }).click();
  await expect(page).toHaveURL(/\/transactionDetails\?account=/);
  await expect(page.getByRole('heading', { level: 1, name: t('transactions_title') })).toBeVisible();
  const table = page.getByRole('table', { name: t('transactions_caption') });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of \d+ transactions$/);
  await axe();

  // Only the charges, then a search within them; the address keeps both, so a reload shows the same list.
  await page.getByRole('button', { name: t('filter_toggle'), exact: true }).click();
  const filter = page.getByRole('form', { name: t('transactions_filter_heading') });
  await filter
    .getByRole('combobox', { name: t('transactions_type_label') })
    .selectOption({ label: t('transactions_type_charges') });
  await filter.getByRole('button', { name: `${t('filter_apply')} ${t('transactions_filter_submit_hidden')}` }).click();
  await expect(page).toHaveURL(/type=charges/);
  await page.getByRole('searchbox', { name: t('transactions_search_label') }).fill('rent');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=rent/);
  await page.reload();
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of \d+ transactions$/);
  await expect(table.getByRole('cell', { name: 'Weekly rent' })).toHaveCount(10);
  await axe();

  // The second page.
  await page
    .getByRole('navigation', { name: t('transactions_pagination') })
    .getByRole('link', { name: 'Next' })
    .click();
  await expect(summary(page)).toHaveText(/^Showing 11 to 20 of \d+ transactions$/);
  await expect(page).toHaveTitle(/page 2/);

  // Printed, the page is the list alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: t('transactions_csv') })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The file holds every charge the search found, with a header row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('transactions_csv') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Date,Description,Credit,Debit,Balance');
  const total = Number(/of (\d+) transactions/.exec((await summary(page).textContent()) ?? '')?.[1]);
  expect(lines).toHaveLength(total + 1);
});

test('on a phone the transactions are cards, 100 at a time; dates in the wrong order say so and show none', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await page.goto('/transactionDetails');
  await expect(summary(page)).toHaveText(/^Showing \d+ of \d+ transactions$/);
  await expect(page.getByRole('table')).toHaveCount(0);
  // The dates and search are folded behind a button, so the first transaction is above the fold (issue 26).
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeInViewport();
  await expect(page.getByRole('searchbox', { name: t('transactions_search_label') })).toBeHidden();
  await axe();
  const fold = page.getByRole('button', { name: t('filter_fold_toggle') });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.click();
  await expect(page.getByRole('searchbox', { name: t('transactions_search_label') })).toBeVisible();
  await axe();

  const from = page.getByRole('group', { name: t('transactions_from_legend'), exact: true });
  await from.getByLabel('Day', { exact: true }).fill('1');
  await from.getByLabel('Month', { exact: true }).fill('6');
  await from.getByLabel('Year', { exact: true }).fill('2026');
  const to = page.getByRole('group', { name: t('transactions_to_legend'), exact: true });
  await to.getByLabel('Day', { exact: true }).fill('1');
  await to.getByLabel('Month', { exact: true }).fill('1');
  await to.getByLabel('Year', { exact: true }).fill('2026');
  await page.getByRole('button', { name: t('transactions_dates_apply') }).click();
  const problems = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: t('there_is_a_problem') }) });
  await expect(problems.getByRole('link', { name: t('SSC004') })).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  await axe();
  // A reload of the wrong dates starts unfolded, so the problem is never hidden.
  await page.reload();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(from.getByLabel('Day', { exact: true })).toBeVisible();
});
