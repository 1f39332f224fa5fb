import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  cancelButton,
  cancelDialog,
  contractorReports,
  expectDetailRow,
  expectStatus,
  historyList,
  historyTitles,
  mainHeading,
  mediaSection,
  openRepairDetail,
  rescheduleButton,
  rescheduleDialog,
  reschedulerAddress,
  returnButton,
} from './support/repair-detail-pages';

// Each test has its own freshly seeded sandbox, so a cancellation or a contractor event in one is not seen by another.
// Which seeded repair reaches which case: docs/personas.md "Which repair reaches which case".
const { alex, bea } = PERSONAS;

test('Alex opens an appointed repair and reads what it is and what has happened to it', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await axe();
  await openRepairDetail(page, alex.workOrders.appointed);
  await expectStatus(page, t('Repair_history_appointment_booked'));
  await expectDetailRow(
    page,
    t('Repair_detail_description'),
    'Double socket by the TV has stopped working. Nothing else is affected.',
  );
  await expectDetailRow(page, t('Repair_detail_area'), 'Property');
  await expectDetailRow(
    page,
    t('Repair_detail_appointment'),
    /^\d{2}-\d{2}-\d{4}, \d{1,2}\.\d{2}[ap]m to \d{1,2}\.\d{2}[ap]m$/,
  );
  await expectDetailRow(page, t('Repair_detail_priority'), t('Repair_priority_next_available'));
  await expectDetailRow(page, t('Repair_detail_contractor'), 'Brightspark Electrical');
  await expect(page.getByRole('main')).toContainText(t('SSR072'));
  expect(await historyTitles(page)).toEqual([t('Repair_history_appointment_booked'), t('Repair_history_created')]);
  // Each entry says when it happened ('MMMM Do YYYY, h:mm:ss A').
  await expect(historyList(page).getByRole('listitem').first()).toContainText(
    /[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M/,
  );

  // Back, for a page opened by its address, is the repair history.
  await expect(page.getByRole('link', { name: t('journey_back'), exact: true })).toHaveAttribute(
    'href',
    '/historicRepairs',
  );
});

test('Alex cancels a repair that can be cancelled online and sees it cancelled', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.unappointed);
  await expectStatus(page, t('Repair_history_created'));
  await cancelButton(page).click();
  const dialog = cancelDialog(page);
  await expect(dialog).toHaveAccessibleDescription(t('SSR036'));
  await expect(returnButton(dialog)).toBeFocused();
  await axe();
  await dialog.getByRole('button', { name: t('Repair_detail_continue_cancel'), exact: true }).click();

  await expect(page.getByRole('alert', { name: t('home_banner_success_title') })).toContainText(
    t('Repair_detail_cancelled'),
  );
  await expect(dialog).toHaveCount(0);
  await expectStatus(page, t('Repair_history_cancelled'));
  await expect.poll(() => historyTitles(page)).toEqual([t('Repair_history_cancelled'), t('Repair_history_created')]);
  await expect(cancelButton(page)).toHaveCount(0);
  await axe();

  // A reload reads the same from the gateway.
  await page.reload();
  await expect(mainHeading(page)).toHaveAccessibleDescription(t('Repair_history_cancelled'));
});

test('Bea cannot cancel an emergency online: the confirmation gives the phone number and only Return', async ({
  page,
  axe,
}) => {
  await logInToHome(page, bea.email);
  await openRepairDetail(page, bea.workOrders.emergency);
  await cancelButton(page).click();
  const dialog = cancelDialog(page);
  await expect(dialog).toHaveAccessibleDescription(t('SSR066'));
  await expect(dialog).toContainText(t('phone_no'));
  await expect(dialog.getByRole('button')).toHaveText([t('Repair_detail_return')]);
  await axe();
  await returnButton(dialog).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancelButton(page)).toBeFocused();
  await expectStatus(page, t('Repair_history_created'));
});

test('Alex reschedules an appointed repair: the page opens the scheduler in reschedule mode', async ({ page }) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.appointed);
  // What the scheduler does then: e2e/repair-appointments.spec.ts.
  const toScheduler = page.waitForURL(reschedulerAddress(alex.workOrders.appointed), { waitUntil: 'commit' });
  await rescheduleButton(page).click();
  await toScheduler;
});

test("Bea reschedules tomorrow's visit: the information comes first, Return stays and Continue goes on", async ({
  page,
  axe,
}) => {
  await logInToHome(page, bea.email);
  await openRepairDetail(page, bea.workOrders.appointedTomorrow);
  await rescheduleButton(page).click();
  const dialog = rescheduleDialog(page);
  await expect(dialog).toHaveAccessibleDescription(t('CR166'));
  await axe();
  await returnButton(dialog).click();
  await expect(dialog).toHaveCount(0);
  await expect(rescheduleButton(page)).toBeFocused();

  await rescheduleButton(page).click();
  const toScheduler = page.waitForURL(reschedulerAddress(bea.workOrders.appointedTomorrow), { waitUntil: 'commit' });
  await rescheduleDialog(page)
    .getByRole('button', { name: t('Repair_detail_continue'), exact: true })
    .click();
  await toScheduler;
});

test("Bea's preferred appointment explains the diary of preferences; her builder's repair names the builder to phone", async ({
  page,
  axe,
}) => {
  await logInToHome(page, bea.email);
  await openRepairDetail(page, bea.workOrders.preferenceNoted);
  await expectStatus(page, t('Repair_history_preferred_appointment'));
  await rescheduleButton(page).click();
  await expect(rescheduleDialog(page)).toHaveAccessibleDescription(t('CR165'));
  await axe();
  await page.keyboard.press('Escape');
  await expect(rescheduleDialog(page)).toHaveCount(0);

  await openRepairDetail(page, bea.workOrders.builderAppointed);
  await expect(page.getByRole('main')).toContainText(
    /Castle Building Services is arranging the appointment for this repair\. To change it, call them on \d/,
  );
  await expect(rescheduleButton(page)).toHaveCount(0);
});

test('Alex views a photo of his damp and mould repair in the overlay and opens the GP letter in a new tab', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.dampAndMould);
  const media = mediaSection(page);
  const photoButton = media.getByRole('button', { name: 'bathroom-ceiling.png', exact: true });
  await photoButton.click();
  const overlay = page.getByRole('dialog', { name: 'bathroom-ceiling.png', exact: true });
  const image = overlay.getByRole('img', { name: 'bathroom-ceiling.png', exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(overlay.getByRole('button', { name: t('Repair_detail_media_close'), exact: true })).toBeFocused();
  await axe();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(photoButton).toBeFocused();

  const popup = page.waitForEvent('popup');
  await media.getByRole('button', { name: `gp-letter.pdf ${t('Repair_detail_media_new_tab')}`, exact: true }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await axe();
});

test('Alex sees a photo marked not suitable replaced by the removed message', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.recallable);
  const media = mediaSection(page);
  await expect(media.getByRole('button', { name: 'sink-before.png', exact: true })).toBeVisible();
  await expect(media).toContainText(t('MediaRemovedMsg'));
  await expect(media.getByRole('button', { name: 'sink-close-up.png' })).toHaveCount(0);
  await axe();
});

test('The contractor reports it is on the way: the History and status say In progress', async ({
  page,
  request,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.appointed);
  await contractorReports(request, alex.workOrders.appointed, 'in-progress');
  await page.reload();
  await expectStatus(page, t('Repair_history_in_progress'));
  await expect
    .poll(() => historyTitles(page))
    .toEqual([t('Repair_history_in_progress'), t('Repair_history_appointment_booked'), t('Repair_history_created')]);
  await axe();

  await contractorReports(request, alex.workOrders.appointed, 'completed');
  await page.reload();
  await expectStatus(page, t('Repair_history_completed'));
  await expect(cancelButton(page)).toHaveCount(0);
  await axe();
});
