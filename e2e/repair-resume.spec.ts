import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { expectStatus, mainHeading } from './support/repair-detail-pages';
import { openRepairHistory, searchBox, searchButton, expectList, tableRows, DETAIL_ROUTE } from './support/repair-history-pages';
import {
  answerNoToVulnerabilityAndCovid, at, backLink, bookAndExpectBanner, chooseFirstSlot, expectScheduler, expectSummaryRow, REPAIR_ROUTES,
  sendRepair, skipPhotos, useNumberOnFile,
} from './support/repair-pages';

// Resume repair (repairs.md §4): the detail page of a draft opens the repair journey's entry with the draft's id; the
// draft's answers come back and the journey carries on from the first step with missing information.
const { alex } = PERSONAS;

test('Alex finds his saved kitchen tap report in his repairs, resumes it where it stopped, and sends and books it', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await logInToHome(page, alex.email);
  await openRepairHistory(page);
  await searchBox(page).fill('tap drips');
  await searchButton(page).click();
  await expectList(page, t('repair_history_showing_one'));
  await tableRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(at(DETAIL_ROUTE));
  await expect(mainHeading(page)).toHaveText(t('Repair_detail_heading_no_job'));
  await expectStatus(page, t('Repair_status_draft'));
  await axe();

  // The draft has its problem and description but no photos yet: the journey carries on at the photos page.
  await page.getByRole('link', { name: t('Repair_detail_resume'), exact: true }).click();
  await expect(page).toHaveURL(at(REPAIR_ROUTES.media), { timeout: 20_000 });
  await axe();
  // Back goes through the answers the draft already had: the description is there as it was saved.
  await backLink(page).click();
  await expect(page).toHaveURL(at(REPAIR_ROUTES.details));
  await expect(page.getByRole('textbox', { name: t('Repair_details_title'), exact: true })).toHaveValue('Kitchen tap drips all the time. It is worse at night.');
  await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();

  await skipPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('Repair_summary_asset'), t('Repair_asset_property'));
  await expectSummaryRow(page, t('Repair_summary_location'), 'Kitchen');
  await expectSummaryRow(page, t('Repair_summary_details'), 'Kitchen tap drips all the time.');
  await sendRepair(page);
  const jobNo = await expectScheduler(page);
  const slot = await chooseFirstSlot(page);
  await bookAndExpectBanner(page, jobNo, slot);
});

test('A repair sent meanwhile cannot be resumed: the journey error page says so and offers the way home', async ({ page }) => {
  await logInToHome(page, alex.email);
  // The address the Resume repair button opens, for a repair that is no longer a draft.
  await page.goto(`/repairproperty?draft=${alex.workOrders.unappointed}`);
  await expect(page).toHaveURL(at('/repairJourneyErrorPage'));
  await expect(page.getByRole('main')).toContainText(t('repair_Journey_Error_Message1'));
});
