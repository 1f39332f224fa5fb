import type { Page } from '@playwright/test';
import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// The service requests as a new resident finds them (portal.md §2 "Service requests (cases)", §4, §5, §8): the home
// card, the list searched, filtered, sorted and paged, a case's page and Back. Alex has 14 cases: 5 Active, 6
// Resolved, 3 Cancelled, on his home, his block and his estate (sandbox/db/seed/seed-cases.ts).

const main = (page: Page) => page.getByRole('main');
const summary = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Showing|^You have no/ });
const card = (page: Page) => page.getByRole('region', { name: t('cases_card_heading') });
const table = (page: Page) => page.getByRole('table', { name: t('cases_caption') });
const pages = (page: Page) => page.getByRole('navigation', { name: t('cases_pagination') });

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('on a laptop Alex finds his requests from the home card, pages, filters, sorts and searches them, and opens one', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  // The two newest Active cases, each status in words.
  await expect(card(page).getByRole('listitem')).toHaveCount(2);
  await expect(card(page).getByRole('listitem').first()).toContainText(t('cases_status_active'));
  await expect(card(page).getByRole('link', { name: t('cases_card_create') })).toHaveAttribute(
    'href',
    '/selectTenancy?start=new',
  );
  await axe();

  await card(page)
    .getByRole('link', { name: t('cases_card_view') })
    .click();
  await expect(page).toHaveURL(/\/casesearch$/);
  await expect(page.getByRole('heading', { level: 1, name: t('cases_title') })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(summary(page)).toHaveText('Showing 10 requests');
  await axe();

  // The next page by key, and back.
  await pages(page).getByRole('link', { name: /Next/ }).click();
  await expect(table(page).getByRole('row')).toHaveCount(5);
  await expect(page).toHaveURL(/page=next\./);
  await pages(page)
    .getByRole('link', { name: /Previous/ })
    .click();
  await expect(table(page).getByRole('row')).toHaveCount(11);

  // Cancelled ones only, oldest first, then a search among them; the address keeps it all through a reload.
  await page.getByRole('button', { name: t('filter_toggle'), exact: true }).click();
  const filter = page.getByRole('form', { name: t('cases_filter_heading') });
  await filter
    .getByRole('combobox', { name: t('cases_status_label') })
    .selectOption({ label: t('cases_status_cancelled') });
  await filter.getByRole('button', { name: `${t('filter_apply')} ${t('cases_filter_submit_hidden')}` }).click();
  await expect(summary(page)).toHaveText('Showing 3 requests');
  await expect(table(page).getByRole('cell', { name: t('cases_status_cancelled') })).toHaveCount(3);
  await page.getByRole('combobox', { name: t('cases_sort_label') }).selectOption({ label: t('cases_sort_oldest') });
  await expect(page).toHaveURL(/sort=oldest-first/);
  await page.getByRole('searchbox', { name: t('cases_search_label') }).fill('noise');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=noise/);
  await page.reload();
  await expect(summary(page)).toHaveText('Showing 1 request');
  await expect(table(page).getByRole('cell', { name: 'Noise nuisance' })).toBeVisible();
  await axe();

  // A search the list cannot run says what to change.
  await page.getByRole('searchbox', { name: t('cases_search_label') }).fill('--noise');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: t('cases_search_invalid') })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t('error_prefix')}`));
  await axe();
  await page.getByRole('button', { name: t('cases_clear_filters') }).click();
  await expect(summary(page)).toHaveText('Showing 10 requests');

  // A case's page, and Back to the list as it was.
  const reference = (await table(page).getByRole('row').nth(1).getByRole('link').textContent()) ?? '';
  await table(page).getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('cases_detail_title', { reference }) })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: t('cases_complaint_heading') })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: t('cases_detail_back') }).click();
  await expect(page).toHaveURL(/\/casesearch\?sort=oldest-first$/);
});

test('on a phone the requests are cards; an open case says what happens next; a failure gives the phone number', async ({
  page,
  request,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logInToHome(page, 'alex.single@example.org');
  await expect(card(page).getByRole('listitem')).toHaveCount(2);
  await page.goto('/casesearch?status=active');
  await expect(summary(page)).toHaveText('Showing 5 requests');
  await expect(page.getByRole('table')).toHaveCount(0);
  await axe();

  await main(page)
    .getByRole('link', { name: /details of request/ })
    .first()
    .click();
  await expect(main(page).getByRole('heading', { name: t('cases_next_heading') })).toBeVisible();
  await expect(main(page)).toContainText(/We aim to reply within \d+ working days/);
  await axe();

  await injectFault(request, { method: 'GET', path: '/cases', kind: 'status', status: 500, times: 50 });
  await page.goto('/casesearch');
  await expect(main(page).getByRole('alert')).toContainText(t('case_Search_Alert_Message'));
  await expect(main(page).getByRole('alert')).toContainText(t('phone_no'));
  await axe();
  await page.goto('/customer360View');
  await expect(card(page).getByRole('alert')).toContainText(t('case_Card_Alert_Message'));
  await axe();
});
