import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { englishText as t } from './journey-text';

/** The repair history and the repair detail pages (repairs.md §2). */
export const HISTORY_ROUTE = '/historicRepairs';
export const DETAIL_ROUTE = '/repairhistorydetails';

export const historyHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: t('repair_history_title'), exact: true });
export const historyTable = (page: Page) => page.getByRole('table', { name: t('repair_history_caption'), exact: true });
/** The table's repairs: its rows without the header row. */
export const tableRows = (page: Page) =>
  historyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
export const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: t('repair_history_search_label'), exact: true });
export const searchButton = (page: Page) =>
  page.getByRole('search').getByRole('button', { name: t('repair_history_search_button'), exact: true });
export const clearSearchButton = (page: Page) =>
  page.getByRole('button', { name: t('repair_history_search_clear'), exact: true });
export const sortSelect = (page: Page) =>
  page.getByRole('combobox', { name: t('repair_history_sort_label'), exact: true });
export const filterPanel = (page: Page) =>
  page.getByRole('form', { name: t('repair_history_filter_heading'), exact: true });
export const filterToggle = (page: Page) =>
  page.getByRole('button', { name: t('repair_history_filter_toggle'), exact: true });
export const clearFiltersButton = (page: Page) =>
  page.getByRole('button', { name: t('repair_history_clear_filters'), exact: true });
export const pageSizeSelect = (page: Page) =>
  page.getByRole('combobox', { name: t('repair_history_page_size_label'), exact: true });
export const pagination = (page: Page) =>
  page.getByRole('navigation', { name: t('repair_history_pagination'), exact: true });
export const pageLink = (page: Page, number: number) =>
  pagination(page).getByRole('link', { name: t('repair_history_page_label', { page: number }), exact: true });
export const showMoreButton = (page: Page) =>
  page.getByRole('button', { name: t('repair_history_show_more'), exact: true });
/** The phone list's cards: each has a View details link. */
export const repairCards = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${t('repair_history_view_details')}`) }) });
/** The list's summary ("Showing 11 to 20 of 31 repairs"), a polite live region. */
export const listSummary = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Showing|No repairs|You have not)/ });

/** The text of the summary for a page of the table or the phone list. */
export const showingRange = (from: number, to: number, total: number) =>
  t('repair_history_showing_range', { from, to, total });
export const showingCount = (shown: number, total: number) => t('repair_history_showing_count', { shown, total });

/** Opens the repair history from the header's Repairs item (behind the Menu button on a phone). */
export async function openRepairHistory(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: t('menu_button'), exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('navigation', { name: t('menu_label'), exact: true })
    .getByRole('link', { name: t('menu_repairs'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY_ROUTE}$`));
  await expect(historyHeading(page)).toBeVisible();
}

/** Waits for the list to show `summary`, then scans the page. */
export async function expectList(page: Page, summary: string): Promise<void> {
  await expect(listSummary(page)).toHaveText(summary);
  await expectNoAxeViolations(page);
}

/** Applies the Filter panel's Area and Status with its Search button (opening the panel first on a phone). */
export async function applyFilters(page: Page, filters: { area?: string; status?: string }): Promise<void> {
  if ((await filterToggle(page).isVisible()) && (await filterToggle(page).getAttribute('aria-expanded')) === 'false')
    await filterToggle(page).click();
  const panel = filterPanel(page);
  if (filters.area !== undefined)
    await panel
      .getByRole('combobox', { name: t('repair_history_area_label'), exact: true })
      .selectOption({ label: filters.area });
  if (filters.status !== undefined)
    await panel
      .getByRole('combobox', { name: t('repair_history_status_label'), exact: true })
      .selectOption({ label: filters.status });
  await panel
    .getByRole('button', {
      name: `${t('repair_history_filter_submit')} ${t('repair_history_filter_submit_hidden')}`,
      exact: true,
    })
    .click();
}

/** The cell of a table row under a column heading (by its position among the headings). */
export async function cellUnder(page: Page, row: Locator, column: string): Promise<Locator> {
  const headings = await historyTable(page).getByRole('columnheader').allTextContents();
  const index = headings.indexOf(column);
  if (index < 0) throw new Error(`no column "${column}" in ${headings.join(', ')}`);
  return row.getByRole('cell').nth(index);
}

/**
 * Serves the repair search from Alex's real repairs repeated to `total`, each copy with its own id and job number:
 * the seed has 31 repairs, and the phone list loads 100 at a time, so more are needed to see it grow. The page's
 * own limit and skip are honoured, as the gateway does.
 */
export async function serveManyRepairs(page: Page, total: number): Promise<void> {
  await page.route('**/search/works-orders?**', async (route: Route) => {
    const url = new URL(route.request().url());
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const skip = Number(url.searchParams.get('skip') ?? '0');
    const whole = new URL(url);
    whole.searchParams.set('limit', '100');
    whole.searchParams.set('skip', '0');
    const response = await route.fetch({ url: whole.toString() });
    const real = (await response.json()) as {
      models: Array<Record<string, unknown>>;
      worksOrders: unknown[];
      totalCount: number;
    };
    const models = Array.from({ length: total }, (_, index) => {
      const model = real.models[index % real.models.length]!;
      const copy = Math.floor(index / real.models.length);
      return copy === 0
        ? model
        : { ...model, id: `${String(model.id)}-copy-${copy}`, jobNo: `9${String(index).padStart(7, '0')}` };
    });
    await route.fulfill({
      response,
      json: { models: models.slice(skip, skip + limit), worksOrders: [], totalCount: total },
    });
  });
}
