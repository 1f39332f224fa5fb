import type { Browser, Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { detailPath, expectStatus, mainHeading } from './support/repair-detail-pages';
import {
  openRepairHistory,
  searchBox,
  searchButton,
  expectList,
  tableRows,
  DETAIL_ROUTE,
} from './support/repair-history-pages';
import {
  answerNoToVulnerabilityAndCovid,
  answerYesNo,
  assetChoice,
  at,
  backLink,
  bookAndExpectBanner,
  chooseAsset,
  chooseFirstSlot,
  chooseProblem,
  continueButton,
  descriptionBox,
  describeProblem,
  duplicateChoice,
  expectHomeBanner,
  expectRepairPage,
  expectScheduler,
  expectSummaryRow,
  followDraft,
  jobNumberAtOnce,
  REPAIR_ROUTES,
  reportRepairLink,
  saveAndExitButton,
  sendRepair,
  startRepair,
  useNumberOnFile,
  whichNumber,
} from './support/repair-pages';

// Resume repair (repairs.md §4): the detail page of a draft opens the repair journey's entry with the draft's id; the
// draft's answers come back and the journey carries on from the first step with missing information.
const { alex } = PERSONAS;

test('Alex finds his saved kitchen tap report in his repairs, resumes it where it stopped, and sends and books it', async ({
  page,
  axe,
}) => {
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
  await expect(page.getByRole('textbox', { name: t('Repair_details_title'), exact: true })).toHaveValue(
    'Kitchen tap drips all the time. It is worse at night.',
  );
  await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();

  await passPhotos(page);
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

test('A repair sent meanwhile cannot be resumed: the journey error page says so and offers the way home', async ({
  page,
}) => {
  await logInToHome(page, alex.email);
  // The address the Resume repair button opens, for a repair that is no longer a draft.
  await page.goto(`/repairproperty?draft=${alex.workOrders.unappointed}`);
  await expect(page).toHaveURL(at('/repairJourneyErrorPage'));
  await expect(page.getByRole('main')).toContainText(t('repair_Journey_Error_Message1'));
});

/**
 * Logs in again in a fresh browser (nothing of the first one's session or journey draft) and presses Resume repair on
 * the draft's page, as a resident who saved on one device and comes back on another.
 */
async function resumeInFreshBrowser(browser: Browser, baseURL: string | undefined, workOrderId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInToHome(page, alex.email);
  await page.goto(detailPath(workOrderId));
  await expectStatus(page, t('Repair_status_draft'));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('Repair_detail_resume'), exact: true }).click();
  return page;
}

const R = REPAIR_ROUTES;
const noneOfTheAbove = (page: Page) =>
  duplicateChoice(page).getByRole('radio', { name: t('Repair_duplicate_none'), exact: true });
const yesNo = (page: Page, question: string, answer: 'Yes' | 'No') =>
  page.getByRole('group', { name: t(question) }).getByRole('radio', { name: answer, exact: true });
const needsBox = (page: Page) =>
  page.getByRole('textbox', { name: t('Repair_vulnerability_details_label'), exact: true });

/** The optional photos page, shown and scanned (whatever its heading says), for Back and Continue. */
async function atPhotos(page: Page): Promise<void> {
  await expect(page).toHaveURL(at(R.media));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(continueButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The photos page, left as it is. */
async function passPhotos(page: Page): Promise<void> {
  await atPhotos(page);
  await continueButton(page).click();
}

// Issue 12, items 1 and 2 (decision 0025): every answer the draft holds comes back, including the duplicate choice,
// and the resume lands on the first step with missing information, not on the photos page the resident had passed.
test('Alex saves his radiator report on the covid question and resumes it elsewhere: every answer is back, nothing is cleared, and he carries on where he stopped', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  test.setTimeout(180_000);
  const description = 'The bedroom radiator stays cold at the top. Bleeding it has not helped.';
  const needs = 'My son has asthma and the flat gets cold at night.';
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Heating and hot water', 'radiator', 'Radiator not getting warm');
  // His appointed radiator repair is offered: this is another radiator.
  await expectRepairPage(page, R.duplicate, t('Repair_duplicate_title'));
  await noneOfTheAbove(page).check();
  await continueButton(page).click();
  await describeProblem(page, description);
  await passPhotos(page);
  await expectRepairPage(page, R.vulnerability, t('Repair_vulnerability_title'));
  await yesNo(page, 'Repair_vulnerability_title', 'Yes').check();
  await needsBox(page).fill(needs);
  await continueButton(page).click();
  await expectRepairPage(page, R.covid, t('Repair_covid_title'));
  await saveAndExitButton(page).click();
  await expectHomeBanner(page, t('SSR068'));

  // Another browser: the first missing answer is the covid question (the photos page was passed, not missing).
  const later = await resumeInFreshBrowser(browser, baseURL, draft.id());
  await expectRepairPage(later, R.covid, t('Repair_covid_title'));
  // Back through every answer, as saved.
  await backLink(later).click();
  await expectRepairPage(later, R.vulnerability, t('Repair_vulnerability_title'));
  await expect(yesNo(later, 'Repair_vulnerability_title', 'Yes')).toBeChecked();
  await expect(needsBox(later)).toHaveValue(needs);
  await backLink(later).click();
  await atPhotos(later);
  await backLink(later).click();
  await expectRepairPage(later, R.details, t('Repair_details_title'));
  await expect(descriptionBox(later)).toHaveValue(description);
  await backLink(later).click();
  await expectRepairPage(later, R.duplicate, t('Repair_duplicate_title'));
  await expect(noneOfTheAbove(later)).toBeChecked();
  // On again: nothing restored was cleared on the way.
  await continueButton(later).click();
  await expectRepairPage(later, R.details, t('Repair_details_title'));
  await expect(descriptionBox(later)).toHaveValue(description);
  await continueButton(later).click();
  await atPhotos(later);
  await continueButton(later).click();
  await expectRepairPage(later, R.vulnerability, t('Repair_vulnerability_title'));
  await expect(needsBox(later)).toHaveValue(needs);
  await continueButton(later).click();
  await answerYesNo(later, R.covid, 'Repair_covid_title', 'No');
  await expectRepairPage(later, R.contact, t('Repair_contact_which_number'));
  await whichNumber(later)
    .getByRole('radio', { name: t('Repair_contact_another_number'), exact: true })
    .check();
  await later.getByRole('textbox', { name: t('Repair_contact_phone'), exact: true }).fill('07700900888');
  await later.getByRole('textbox', { name: t('Repair_contact_name'), exact: true }).fill('Sam Morgan');
  await later
    .getByRole('group', { name: t('Repair_contact_relationship') })
    .getByRole('radio', { name: t('Repair_relationship_friend_family'), exact: true })
    .check();
  await continueButton(later).click();
  await expectRepairPage(later, R.confirmation, t('Repair_confirmation_title'));
  await saveAndExitButton(later).click();
  await expectHomeBanner(later, t('SSR068'));
  await later.context().close();

  // A third time, everything is answered: the resume lands on the check-answers page with all of it.
  const last = await resumeInFreshBrowser(browser, baseURL, draft.id());
  await expectRepairPage(last, R.confirmation, t('Repair_confirmation_title'));
  await expectSummaryRow(last, t('Repair_summary_duplicate'), t('Repair_duplicate_none'));
  await expectSummaryRow(last, t('Repair_summary_details'), description);
  await expectSummaryRow(last, t('Repair_summary_vulnerability'), 'Yes');
  await expectSummaryRow(last, t('Repair_summary_vulnerability_details'), needs);
  await expectSummaryRow(last, t('Repair_summary_covid'), 'No');
  await expectSummaryRow(last, t('Repair_summary_contact'), t('Repair_contact_another_number'));
  await expectSummaryRow(last, t('Repair_summary_contact_name'), 'Sam Morgan');
  await expectSummaryRow(last, t('Repair_summary_relationship'), t('Repair_relationship_friend_family'));
  await last.context().close();
  await axe();
});

// Issue 12, item 3: repairs.md §4, a property damp or mould repair with the feature on resumes at the assessment's
// first page with what was saved; with an open mould repair at home, the duplicate question is not asked again.
test('Alex saves his mould report on page 2 of the damp and mould assessment and resumes it at page 1 with his answers', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  test.setTimeout(180_000);
  const description = 'Black mould on the ceiling above the bath. It comes back a week after cleaning.';
  const rooms = (p: Page) => p.getByRole('group', { name: 'Which rooms are affected?', exact: true });
  const howLong = (p: Page) => p.getByRole('group', { name: 'How long have you had the problem?', exact: true });
  const size = (p: Page) => p.getByRole('group', { name: 'How big is the largest affected area?', exact: true });
  const smell = (p: Page) => p.getByRole('combobox', { name: 'Is there a musty smell?', exact: true });
  const pageTitle = (n: number) => t('DampMould_assessment_title', { page: n, pages: 3 });
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Bathroom', 'mould', 'Mould on walls or ceiling');
  // His open mould repair at home is offered: this is another problem.
  await expectRepairPage(page, R.duplicate, t('Repair_duplicate_title'));
  await noneOfTheAbove(page).check();
  await continueButton(page).click();
  await describeProblem(page, description);
  await answerYesNo(page, R.dampMould, 'DampMould_confirm_title', 'Yes');
  await expectRepairPage(page, R.assessment(1), pageTitle(1));
  await rooms(page).getByRole('checkbox', { name: 'Bathroom', exact: true }).check();
  await howLong(page).getByRole('radio', { name: 'More than 6 months', exact: true }).check();
  await continueButton(page).click();
  await expectRepairPage(page, R.assessment(2), pageTitle(2));
  await size(page).getByRole('radio', { name: 'Larger than an A4 sheet', exact: true }).check();
  await smell(page).selectOption({ label: 'Yes' });
  await saveAndExitButton(page).click();
  await expectHomeBanner(page, t('SSR068'));

  const later = await resumeInFreshBrowser(browser, baseURL, draft.id());
  await expectRepairPage(later, R.assessment(1), pageTitle(1));
  await expect(rooms(later).getByRole('checkbox', { name: 'Bathroom', exact: true })).toBeChecked();
  await expect(howLong(later).getByRole('radio', { name: 'More than 6 months', exact: true })).toBeChecked();
  // Back: the Yes, the description and None of the above, as saved; the duplicate question was not asked again.
  await backLink(later).click();
  await expectRepairPage(later, R.dampMould, t('DampMould_confirm_title'));
  await expect(yesNo(later, 'DampMould_confirm_title', 'Yes')).toBeChecked();
  await backLink(later).click();
  await expectRepairPage(later, R.details, t('Repair_details_title'));
  await expect(descriptionBox(later)).toHaveValue(description);
  await backLink(later).click();
  await expectRepairPage(later, R.duplicate, t('Repair_duplicate_title'));
  await expect(noneOfTheAbove(later)).toBeChecked();
  // On through the pages: page 2 has what he chose before saving.
  await continueButton(later).click();
  await expectRepairPage(later, R.details, t('Repair_details_title'));
  await continueButton(later).click();
  await expectRepairPage(later, R.dampMould, t('DampMould_confirm_title'));
  await continueButton(later).click();
  await expectRepairPage(later, R.assessment(1), pageTitle(1));
  await continueButton(later).click();
  await expectRepairPage(later, R.assessment(2), pageTitle(2));
  await expect(size(later).getByRole('radio', { name: 'Larger than an A4 sheet', exact: true })).toBeChecked();
  await expect(smell(later).getByRole('option', { name: 'Yes', selected: true })).toBeAttached();
  await later.context().close();
  await axe();
});

// Issue 12, item 4: a sent repair's journey is finished; Report a repair starts a new one, whatever was left open.
test('Alex leaves the appointment page of a sent repair for home, and Report a repair starts a new repair', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Kitchen', 'sink', 'Kitchen sink blocked');
  await describeProblem(page, 'The kitchen sink is blocked and does not drain at all.');
  await passPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await jobNumberAtOnce(request, draft);
  await sendRepair(page, { waitsForJobNumber: false });
  await expectScheduler(page);

  await page
    .getByRole('navigation', { name: /menu/i })
    .getByRole('link', { name: t('menu_home'), exact: true })
    .click();
  await expect(page).toHaveURL(at(R.home));
  await axe();
  await reportRepairLink(page).click();
  await expectRepairPage(page, R.asset, t('Repair_asset_title'));
  await expect(assetChoice(page).getByRole('radio', { checked: true })).toHaveCount(0);
  // The new repair goes its own way: its first question, not the sent one's.
  await chooseAsset(page, 'Repair_asset_property');
  await expect(page).toHaveURL(at(R.location));
});
