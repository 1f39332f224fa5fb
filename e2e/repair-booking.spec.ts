import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  addPhoto,
  answerNoToVulnerabilityAndCovid,
  assetChoice,
  at,
  backLink,
  bookAndExpectBanner,
  bookButton,
  bookableSlots,
  chooseAsset,
  chooseFirstSlot,
  chooseProblem,
  continueButton,
  describeProblem,
  emergencyChoice,
  errorSummary,
  expectHomeBanner,
  expectNoSummaryRow,
  expectRepairPage,
  expectScheduler,
  expectSummaryRow,
  followDraft,
  jobNumberAtOnce,
  noSuitableButton,
  REPAIR_ROUTES as ROUTES,
  sendRepair,
  skipPhotos,
  slotGrid,
  startRepair,
  textPattern,
  useNumberOnFile,
  writePhoto,
} from './support/repair-pages';

// Each test reports a different problem, so none of them sees another's repair on the duplicate page.
const alex = PERSONAS.alex;
const bea = PERSONAS.bea;

test('Alex reports a leaking shower with a photo, books the first free slot and sees the booking on the home page', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  const photo = writePhoto(test.info().outputPath('shower-leak.png'));
  await logInToHome(page, alex.email);
  await axe();
  await startRepair(page);
  // One property: the property page is skipped and the communal areas of the block and estate are offered too.
  await expect(assetChoice(page).getByRole('radio')).toHaveCount(3);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Bathroom', 'shower', 'Bath or shower leaking');
  await describeProblem(page, 'The shower tray leaks at the corner. Water comes through the kitchen ceiling.');

  await expectRepairPage(page, ROUTES.media, t('Upload_media_title'));
  await expect(page.getByRole('main')).toContainText(t('media_upload_limits', { max: 5, size: 20 }));
  await addPhoto(page, photo, 'shower-leak.png');
  // A photo added by mistake is removed again (the DELETE carries the document's entity tag: issue 26 item 17).
  await addPhoto(page, writePhoto(test.info().outputPath('ceiling.png')), 'ceiling.png');
  await page.getByRole('button', { name: `${t('media_upload_remove')} ceiling.png`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('media_upload_removed', { name: 'ceiling.png' }) }),
  ).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: `${t('media_upload_remove')} ceiling.png`, exact: true })).toHaveCount(
    0,
  );
  await axe();
  await continueButton(page).click();

  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('Repair_summary_asset'), t('Repair_asset_property'));
  await expectSummaryRow(page, t('Repair_summary_location'), 'Bathroom');
  await expectSummaryRow(page, t('Repair_summary_reason'), 'Bath or shower leaking');
  await expectSummaryRow(page, t('Repair_summary_details'), 'The shower tray leaks at the corner.');
  await expectSummaryRow(page, t('Repair_summary_media'), 'shower-leak.png');
  await expect(page.getByRole('main')).not.toContainText('ceiling.png');

  await sendRepair(page);
  const jobNo = await expectScheduler(page);
  // Five dates a page: Previous only once the resident has moved on.
  await expect(slotGrid(page).getByRole('group')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^Previous/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('button', { name: /^Previous/ })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: /^Previous/ }).click();
  await expect(page.getByRole('button', { name: /^Previous/ })).toHaveCount(0);

  const slot = await chooseFirstSlot(page);
  await axe();
  await bookAndExpectBanner(page, jobNo, slot);
});

test('Alex reports a blocked only toilet as an emergency with access: no appointment to book, the emergency banner shows', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Bathroom', 'toilet', 'Toilet blocked (only toilet in the home)');

  await expectRepairPage(page, ROUTES.emergency, t('Repair_emergency_title'));
  await emergencyChoice(page)
    .getByRole('radio', { name: t('Repair_emergency_access'), exact: true })
    .check();
  await axe();
  await continueButton(page).click();
  await describeProblem(page, 'The only toilet is blocked and the water level is rising.');
  await skipPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('Repair_summary_emergency'), t('Repair_emergency_access'));

  await jobNumberAtOnce(request, draft);
  await sendRepair(page, { waitsForJobNumber: false });
  // The sandbox answers by the real clock: after the call centre closes the emergency is out of hours (Emergency_OOH).
  await expectHomeBanner(
    page,
    new RegExp(`${textPattern('Emergency_SSR035').source}|${textPattern('Emergency_OOH').source}`),
  );
  await expect(page).not.toHaveURL(at(ROUTES.scheduler));
});

test('Alex reports a broken stairwell light in the block: no questions about the home, then books a slot', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_block');
  // Block locations, not the home's rooms.
  await expect(
    page.getByRole('combobox', { name: t('Repair_location_label') }).getByRole('option', { name: 'Communal stairs' }),
  ).toBeAttached();
  await expect(
    page.getByRole('combobox', { name: t('Repair_location_label') }).getByRole('option', { name: 'Bathroom' }),
  ).toHaveCount(0);
  await chooseProblem(page, 'Communal stairs', 'stairwell', 'Stairwell light not working');
  await describeProblem(page, 'The light on the second floor landing is out. It is dark at night.');
  await skipPhotos(page);
  // A communal repair: no vulnerability or covid questions, straight to the contact details.
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('Repair_summary_asset'), t('Repair_asset_block'));
  await expectNoSummaryRow(page, t('Repair_summary_vulnerability'));
  await expectNoSummaryRow(page, t('Repair_summary_covid'));

  await jobNumberAtOnce(request, draft);
  await sendRepair(page, { waitsForJobNumber: false });
  const jobNo = await expectScheduler(page);
  const slot = await chooseFirstSlot(page);
  await bookAndExpectBanner(page, jobNo, slot);
});

test('Bea asks for an appointment without choosing one, checks the appointments again, then goes home for the contractor to call', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const draft = followDraft(page);
  await logInToHome(page, bea.email);
  await page.getByRole('link', { name: t('home_report_repair'), exact: true }).click();
  // Two homes: Bea says which one first.
  await expectRepairPage(page, ROUTES.property, t('Repair_property_title'));
  await page
    .getByRole('group', { name: t('Repair_property_title') })
    .getByRole('radio', { name: /Hartley Gardens/ })
    .check();
  await continueButton(page).click();
  await expectRepairPage(page, ROUTES.asset, t('Repair_asset_title'));
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Kitchen', 'tap', 'Kitchen tap dripping');
  await describeProblem(page, 'The kitchen tap drips all the time, even when turned off hard.');
  await skipPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);

  await jobNumberAtOnce(request, draft);
  await sendRepair(page, { waitsForJobNumber: false });
  const jobNo = await expectScheduler(page);
  await expect(bookableSlots(page).first()).toBeVisible();

  // Book appointment with nothing chosen: SSR062, at the grid.
  await bookButton(page).click();
  await expect(errorSummary(page)).toBeVisible();
  await expect(errorSummary(page).getByRole('link', { name: t('SSR062'), exact: true })).toBeVisible();
  await expect(slotGrid(page)).toContainText(`Error: ${t('SSR062')}`);
  await expect(page).toHaveURL(at(ROUTES.scheduler));
  await axe();

  // No suitable appointment asks first; Check appointments keeps the resident on the grid.
  await noSuitableButton(page).click();
  const dialog = page.getByRole('dialog', { name: t('Repair_no_suitable_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t('Repair_no_suitable_body'));
  await expect(dialog.getByRole('button', { name: t('Repair_check_appointments'), exact: true })).toBeFocused();
  await axe();
  await dialog.getByRole('button', { name: t('Repair_check_appointments'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(at(ROUTES.scheduler));
  await expect(slotGrid(page)).toBeVisible();
  await expect(backLink(page)).toHaveCount(0);

  await noSuitableButton(page).click();
  await dialog.getByRole('button', { name: t('Repair_no_suitable_continue'), exact: true }).click();
  await expectHomeBanner(page, textPattern('Repair_no_suitable_message', { jobNo }));
});
