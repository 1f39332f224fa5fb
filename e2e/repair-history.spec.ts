import { PERSONAS } from '../sandbox/db/seed/personas';
import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { trackRequests } from './support/requests-in-flight';
import {
  applyFilters,
  cellUnder,
  clearFiltersButton,
  clearSearchButton,
  DETAIL_ROUTE,
  expectList,
  filterPanel,
  filterToggle,
  historyHeading,
  historyTable,
  HISTORY_ROUTE,
  listSummary,
  openRepairHistory,
  pageLink,
  pageSizeSelect,
  pagination,
  repairCards,
  searchBox,
  searchButton,
  serveManyRepairs,
  showingCount,
  showingRange,
  showMoreButton,
  sortSelect,
  tableRows,
} from './support/repair-history-pages';

// Alex has 31 repairs since his tenancy began, in every status (docs/personas.md).
const alex = PERSONAS.alex;
const ALL = 31;

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('Alex pages through his 31 repairs 10 and then 20 at a time, and Back and reload keep his place', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await axe();
  await openRepairHistory(page);
  await expectList(page, showingRange(1, 10, ALL));
  await expect(tableRows(page)).toHaveCount(10);
  await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
  await expect(pagination(page).getByRole('link', { name: /^Previous/ })).toHaveCount(0);

  await pagination(page).getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/historicRepairs\?page=2$/);
  await expectList(page, showingRange(11, 20, ALL));
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');

  await pageLink(page, 4).click();
  await expectList(page, showingRange(31, 31, ALL));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(pagination(page).getByRole('link', { name: /^Next/ })).toHaveCount(0);

  await page.goBack();
  await expectList(page, showingRange(11, 20, ALL));
  await page.reload();
  await expect(historyHeading(page)).toBeVisible();
  await expectList(page, showingRange(11, 20, ALL));

  await pageSizeSelect(page).selectOption('20');
  await expectList(page, showingRange(1, 20, ALL));
  await expect(tableRows(page)).toHaveCount(20);
  await expect(pagination(page).getByRole('link', { name: /^Page / })).toHaveCount(2);
  await pageLink(page, 2).click();
  await expectList(page, showingRange(21, ALL, ALL));
  await expect(tableRows(page)).toHaveCount(11);
  await expect(page).toHaveURL(/[?&]size=20/);
});

test('Alex finds repairs by search, by status and area, sorts oldest first and opens a repair', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openRepairHistory(page);
  await expectList(page, showingRange(1, 10, ALL));

  // Newest first: his draft from yesterday leads, with its progress.
  const newest = tableRows(page).first();
  await expect(await cellUnder(page, newest, t('repair_history_col_description'))).toHaveText(
    'Kitchen tap drips all the time',
  );
  await expect(await cellUnder(page, newest, t('repair_history_col_status'))).toContainText(t('Repair_status_draft'));
  await expect(await cellUnder(page, newest, t('repair_history_col_status'))).toContainText(
    t('repair_history_draft_step', { step: 2, total: 5 }),
  );

  // Search.
  await searchBox(page).fill('socket');
  await searchButton(page).click();
  await expect(listSummary(page)).not.toHaveText(showingRange(1, 10, ALL));
  await expect(page).toHaveURL(/[?&]search=socket/);
  await axe();
  const found = await tableRows(page).count();
  expect(found).toBeGreaterThan(0);
  for (let index = 0; index < found; index += 1) {
    await expect(await cellUnder(page, tableRows(page).nth(index), t('repair_history_col_description'))).toContainText(
      /socket/i,
    );
  }
  await clearSearchButton(page).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expectList(page, showingRange(1, 10, ALL));

  // Status: his four cancelled repairs.
  await applyFilters(page, { status: t('Repair_filter_cancelled') });
  await expectList(page, showingRange(1, 4, 4));
  for (let index = 0; index < 4; index += 1) {
    await expect(await cellUnder(page, tableRows(page).nth(index), t('repair_history_col_status'))).toHaveText(
      t('Repair_filter_cancelled'),
    );
  }

  // Area and status together: the completed repairs to his block.
  await applyFilters(page, { area: 'Block', status: t('Repair_filter_completed') });
  await expectList(page, showingRange(1, 3, 3));
  for (let index = 0; index < 3; index += 1) {
    await expect(await cellUnder(page, tableRows(page).nth(index), t('repair_history_col_area'))).toHaveText('Block');
  }
  await clearFiltersButton(page).click();
  await expectList(page, showingRange(1, 10, ALL));
  await expect(
    filterPanel(page).getByRole('combobox', { name: t('repair_history_area_label'), exact: true }),
  ).toHaveValue('');

  // Oldest first: the mould repair of nearly two years ago.
  await sortSelect(page).selectOption({ label: t('Repair_sort_oldest') });
  await expect(await cellUnder(page, tableRows(page).first(), t('repair_history_col_description'))).toHaveText(
    'Black mould around the bathroom window',
  );
  await axe();

  // A repair's job number opens its detail page.
  await searchBox(page).fill('Double socket');
  await searchButton(page).click();
  await expectList(page, t('repair_history_showing_one'));
  const jobCell = await cellUnder(page, tableRows(page).first(), t('repair_history_col_job'));
  await jobCell.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${DETAIL_ROUTE}\\?id=${alex.workOrders.appointed}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('Double socket');
  await expect(sortSelect(page)).toHaveValue('oldest-to-newest');
});

test('on a 375 px phone Alex sees cards in their status colours, folds the filter away and reads every repair', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logInToHome(page, alex.email);
  await openRepairHistory(page);
  await expectList(page, showingCount(ALL, ALL));
  await expect(historyTable(page)).toHaveCount(0);
  await expect(repairCards(page)).toHaveCount(ALL);
  // All 31 fit in the first 100: nothing more to load.
  await expect(showMoreButton(page)).toHaveCount(0);

  const edge = (text: string) =>
    repairCards(page)
      .filter({ hasText: text })
      .first()
      .evaluate((card) => getComputedStyle(card).borderLeftColor);
  expect(await edge('Smoke alarm chirps every minute')).toBe('rgb(212, 53, 28)'); // Cancelled: red
  expect(await edge('Kitchen sink drains very slowly')).toBe('rgb(0, 112, 60)'); // Completed: green
  expect(await edge('Double socket by the TV')).toBe('rgb(255, 221, 0)'); // Appointed: yellow

  await expect(filterPanel(page)).toBeHidden();
  await filterToggle(page).click();
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(filterPanel(page)).toBeVisible();
  await axe();
  await applyFilters(page, { status: t('Repair_filter_cancelled') });
  await expectList(page, showingCount(4, 4));

  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrolls).toBe(false);
  await repairCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${DETAIL_ROUTE}\\?id=`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe();
});

// repairs.md §2: a Filter button opens a side panel; the MOJ "filter a list" pattern on every width (issue 12 §12).
test('on a desktop Alex opens the filter panel beside his repairs with the Filter button, and closes it again', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToHome(page, alex.email);
  await openRepairHistory(page);
  await expectList(page, showingRange(1, 10, ALL));
  await expect(filterToggle(page)).toBeVisible();
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(filterPanel(page)).toBeHidden();

  await filterToggle(page).click();
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(filterPanel(page)).toBeVisible();
  await expect(
    filterPanel(page).getByRole('heading', { name: t('repair_history_filter_heading'), exact: true }),
  ).toBeFocused();
  // A side panel: on the left, the list beside it.
  const panelBox = await filterPanel(page).boundingBox();
  const tableBox = await historyTable(page).boundingBox();
  expect(panelBox && tableBox && panelBox.x + panelBox.width <= tableBox.x).toBe(true);
  expect(
    panelBox && tableBox && panelBox.y < tableBox.y + tableBox.height && tableBox.y < panelBox.y + panelBox.height,
  ).toBe(true);
  await axe();

  await applyFilters(page, { status: t('Repair_filter_cancelled') });
  await expectList(page, showingRange(1, 4, 4));
  const tag = filterPanel(page).getByRole('button', {
    name: `${t('filter_remove')} ${t('Repair_filter_cancelled')}`,
    exact: true,
  });
  await expect(tag).toBeVisible();
  await axe();
  await tag.click();
  await expectList(page, showingRange(1, 10, ALL));
  await expect(
    filterPanel(page).getByRole('heading', { name: t('repair_history_filter_heading'), exact: true }),
  ).toBeFocused();

  await filterPanel(page)
    .getByRole('button', { name: t('filter_close'), exact: true })
    .click();
  await expect(filterPanel(page)).toBeHidden();
  await expect(filterToggle(page)).toBeFocused();
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'false');
  // The table has the width back.
  expect((await historyTable(page).boundingBox())?.width).toBeGreaterThan(tableBox?.width ?? 0);
  await axe();

  // A filter in the address opens the panel with its tag, so Alex sees why the list is shorter.
  await page.goto(`${HISTORY_ROUTE}?status=cancelled`);
  await expectList(page, showingRange(1, 4, 4));
  await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(tag).toBeVisible();
});

test('on a phone the list grows 100 at a time as Alex scrolls to its end', async ({ page, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logInToHome(page, alex.email);
  await serveManyRepairs(page, 231);
  await openRepairHistory(page);
  await expectList(page, showingCount(100, 231));
  await expect(repairCards(page)).toHaveCount(100);

  // Reaching the end of the list loads the next 100 without a press, and the live region says so.
  await showMoreButton(page).scrollIntoViewIfNeeded();
  await expect(listSummary(page)).toHaveText(showingCount(200, 231));
  await expect(repairCards(page)).toHaveCount(200);
  await showMoreButton(page).scrollIntoViewIfNeeded();
  await expect(listSummary(page)).toHaveText(showingCount(231, 231));
  await expect(showMoreButton(page)).toHaveCount(0);
  await axe();
});

test('on a phone Show more repairs does the same from the keyboard, and focus goes to the first new repair', async ({
  page,
  axe,
}) => {
  // Without IntersectionObserver (an older browser), only the button loads more, so the keyboard alone decides.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await logInToHome(page, alex.email);
  await serveManyRepairs(page, 150);
  await openRepairHistory(page);
  await expectList(page, showingCount(100, 150));
  await showMoreButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(listSummary(page)).toHaveText(showingCount(150, 150));
  await expect(repairCards(page).nth(100).getByRole('heading', { level: 2 })).toBeFocused();
  await expect(showMoreButton(page)).toHaveCount(0);
  await axe();
});

test("the home page's repairs card shows Alex's latest repair and leads to all of them", async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  const card = page.getByRole('region', { name: t('home_repairs_heading'), exact: true });
  await expect(
    card.getByRole('heading', { level: 3, name: t('home_latest_repair_heading'), exact: true }),
  ).toBeVisible();
  // His newest: the kitchen tap draft he started yesterday.
  await expect(card).toContainText('Kitchen tap drips all the time');
  await expect(card).toContainText(t('Repair_status_draft'));
  await expect(card.getByRole('link', { name: new RegExp(`^${t('home_view_repair')}`) })).toHaveAttribute(
    'href',
    `${DETAIL_ROUTE}?id=${alex.workOrders.draft}`,
  );
  await axe();
  await card.getByRole('link', { name: t('home_view_all_repairs'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY_ROUTE}$`));
  await expectList(page, showingRange(1, 10, ALL));
});

test('when the search fails Alex is told to call, with a way home, and cannot start a repair from there', async ({
  page,
  request,
  axe,
}) => {
  // The home page's latest-repair card searches too: arm the fault only once its search is done, or it takes the
  // faults.
  const requests = trackRequests(page);
  await logInToHome(page, alex.email);
  await requests.waitForQuiet();
  await injectFault(request, { method: 'GET', path: '/search/works-orders', kind: 'status', status: 500, times: 3 });
  await openRepairHistory(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('repair_History_Error_Message2'));
  await expect(alert).toContainText(t('phone_no'));
  await expect(page.getByRole('link', { name: t('home_report_repair'), exact: true })).toHaveCount(0);
  await axe();
  await alert.getByRole('link', { name: t('return_to_home'), exact: true }).click();
  await expect(page).toHaveURL(/\/customer360View$/);
});

test.describe('while repairs are under maintenance', () => {
  test.use({ sandbox: { clock: null, configuration: { isMyPbRepairsMaintainence: 'true' } } });

  test('Report a repair is shown disabled with the reason, and the history still works', async ({ page, axe }) => {
    await logInToHome(page, alex.email);
    await expect(page.getByRole('button', { name: t('home_report_repair'), exact: true })).toBeDisabled();
    await axe();
    await openRepairHistory(page);
    const button = page.getByRole('button', { name: t('home_report_repair'), exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(new RegExp(t('repairs_maintenance_message').slice(0, 40)));
    await expect(page.getByRole('region', { name: t('repairs_maintenance_title'), exact: true })).toBeVisible();
    await expectList(page, showingRange(1, 10, ALL));
  });
});
