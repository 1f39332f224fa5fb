import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { englishText as t } from './journey-text';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The repair detail page of one work order (repairs.md §2), the address the history list links to. */
export const detailPath = (workOrderId: string) => `/repairhistorydetails?id=${encodeURIComponent(workOrderId)}`;

/** The detail page's address opened at one of its sections (`#media`), as the address bar shows it. */
export const detailSectionAddress = (workOrderId: string, section: string) =>
  new RegExp(`${escapeRegExp(detailPath(workOrderId))}#${section}$`);

/** The scheduler address the detail page sends a reschedule to (the appointment journey's entry, repairs.md §2). */
export const reschedulerAddress = (workOrderId: string) =>
  new RegExp(`/appointmentscheduler\\?mode=reschedule&id=${escapeRegExp(workOrderId)}$`);

/** Where the entry lands: the reschedule step of the appointment journey. */
export const RESCHEDULE_STEP = '/appointmentscheduler/reschedule';
export const selectAppointmentLink = (page: Page) =>
  page.getByRole('link', { name: t('Repair_detail_select_appointment'), exact: true });
export const changeAppointmentButton = (page: Page) =>
  page.getByRole('button', { name: t('Repair_reschedule_confirm'), exact: true });
export const returnToRepairButton = (page: Page) =>
  page.getByRole('button', { name: t('journey_exit_return'), exact: true });

export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
export const cancelButton = (page: Page) => page.getByRole('button', { name: t('Repair_detail_cancel'), exact: true });
export const rescheduleButton = (page: Page) =>
  page.getByRole('button', { name: t('Repair_detail_reschedule'), exact: true });
export const returnButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: t('Repair_detail_return'), exact: true });
export const cancelDialog = (page: Page) =>
  page.getByRole('dialog', { name: t('Repair_detail_cancel_title'), exact: true });
export const rescheduleDialog = (page: Page) =>
  page.getByRole('dialog', { name: t('Repair_detail_reschedule_title'), exact: true });
export const historyList = (page: Page) => page.getByRole('list', { name: t('Repair_detail_history'), exact: true });
export const mediaSection = (page: Page) => page.getByRole('region', { name: t('Repair_detail_media'), exact: true });
export const assessmentSection = (page: Page) =>
  page.getByRole('region', { name: t('Repair_detail_assessment'), exact: true });
/** A section's heading, where an address naming the section (`#media`) puts focus. */
export const sectionHeading = (section: Locator) => section.getByRole('heading', { level: 2 });

/** The rows of a section's summary list, each as [term, definition]. */
export async function summaryRows(section: Locator): Promise<[string, string][]> {
  const terms = (await section.getByRole('term').allTextContents()).map((text) => text.trim());
  const values = (await section.getByRole('definition').allTextContents()).map((text) => text.trim());
  return terms.map((term, index) => [term, values[index] ?? '']);
}

/** Opens a repair's detail page by its address, waits for the repair and its status, and scans the page. */
export async function openRepairDetail(page: Page, workOrderId: string): Promise<void> {
  await page.goto(detailPath(workOrderId));
  // A repair is named by its job number; a draft has none yet.
  await expect(mainHeading(page)).toHaveText(
    new RegExp(`^(Repair \\d{8}|${escapeRegExp(t('Repair_detail_heading_no_job'))})$`),
  );
  // The status tag describes the heading once the History has loaded.
  await expect(mainHeading(page)).toHaveAccessibleDescription(/.+/);
  await expectNoAxeViolations(page);
}

/** The status tag beside the job number (the heading's description). */
export async function expectStatus(page: Page, status: string): Promise<void> {
  await expect(mainHeading(page)).toHaveAccessibleDescription(status);
}

/** A row of the summary list: each row is a term and its value, in that order. */
export async function expectDetailRow(page: Page, label: string, value: string | RegExp): Promise<void> {
  const main = page.getByRole('main');
  const terms = (await main.getByRole('term').allTextContents()).map((text) => text.trim());
  const index = terms.indexOf(label);
  expect(index, `a "${label}" row among ${terms.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await expect(main.getByRole('definition').nth(index)).toHaveText(value);
}

/** The value of a row of the summary list, as shown. */
export async function detailRowText(page: Page, label: string): Promise<string> {
  const main = page.getByRole('main');
  const terms = (await main.getByRole('term').allTextContents()).map((text) => text.trim());
  const index = terms.indexOf(label);
  expect(index, `a "${label}" row among ${terms.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return ((await main.getByRole('definition').nth(index).textContent()) ?? '').trim();
}

/** The titles of the History entries as listed, newest first (each entry's first line). */
export async function historyTitles(page: Page): Promise<string[]> {
  const items = await historyList(page).getByRole('listitem').allInnerTexts();
  return items.map((text) => text.split('\n')[0]?.trim() ?? '');
}

/** Plays what the contractor reports, through the sandbox's test control (docs/repair-rules.md "Contractor events"). */
export async function contractorReports(request: APIRequestContext, workOrderId: string, event: string): Promise<void> {
  const response = await request.post(`/__sandbox/work-orders/${workOrderId}/state`, { data: { event } });
  expect(response.status(), await response.text()).toBe(200);
}
