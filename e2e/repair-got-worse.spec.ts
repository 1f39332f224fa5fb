import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { detailPath } from './support/repair-detail-pages';
import {
  answerNoToVulnerabilityAndCovid,
  bookAndExpectBanner,
  chooseFirstSlot,
  continueButton,
  describeProblem,
  expectRepairPage,
  expectScheduler,
  expectSummaryRow,
  followDraft,
  jobNumberAtOnce,
  REPAIR_ROUTES as ROUTES,
  sendRepair,
  skipPhotos,
  useNumberOnFile,
} from './support/repair-pages';

// Issue 31 §4 (AW-12, docs/decisions/0062): a closed damp and mould repair offers "It has got worse", which raises a
// new report linked to it that starts its own clock. Alex is a social tenant; his damp patch behind the bed was fixed
// more than a year ago. Each page state is scanned by axe on a phone (375 px) and, where the resident lands, a laptop.

const alex = PERSONAS.alex;
const OLD_REPAIR = alex.workOrders.dampClosedLongAgo;
const gotWorse = (page: Page) => page.getByRole('link', { name: t('clocks_got_worse'), exact: true });
const clockSection = (page: Page) => page.getByRole('region', { name: t('clocks_heading'), exact: true });
const question = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const dropDown = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** Scans the page at 375 px and at 1280 px, and goes back to the phone. */
async function scanBothWidths(page: Page, axe: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await axe();
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

/** The damp and mould assessment's three pages, answered in full. */
async function answerAssessment(page: Page) {
  const title = (n: number) => t('DampMould_assessment_title', { page: n, pages: 3 });
  await expectRepairPage(page, ROUTES.assessment(1), title(1));
  await question(page, 'Which rooms are affected?').getByRole('checkbox', { name: 'Bedroom', exact: true }).check();
  await question(page, 'How long have you had the problem?')
    .getByRole('radio', { name: 'More than 6 months', exact: true })
    .check();
  await continueButton(page).click();
  await expectRepairPage(page, ROUTES.assessment(2), title(2));
  await question(page, 'How big is the largest affected area?')
    .getByRole('radio', { name: 'Larger than an A4 sheet', exact: true })
    .check();
  await dropDown(page, 'Is there a musty smell?').selectOption({ label: 'Yes' });
  await dropDown(page, 'Do you dry clothes indoors?').selectOption({ label: 'No' });
  await continueButton(page).click();
  await expectRepairPage(page, ROUTES.assessment(3), title(3));
  await question(page, 'Does anyone in your home have any of these?')
    .getByRole('checkbox', { name: 'A breathing condition such as asthma', exact: true })
    .check();
  await dropDown(page, 'Have you reported this problem before?').selectOption({ label: 'Yes' });
  await continueButton(page).click();
}

test('a closed damp repair that has got worse is reported again, linked to it, with a clock of its own', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const draft = followDraft(page);
  await logInToHome(page, alex.email);

  // The closed damp repair offers It has got worse; Alex's open damp repair, reported 6 days ago, does not.
  await page.goto(detailPath(alex.workOrders.dampAndMould));
  await expect(clockSection(page)).toBeVisible();
  await expect(gotWorse(page)).toHaveCount(0);
  await page.goto(detailPath(OLD_REPAIR));
  await expect(gotWorse(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(t('clocks_got_worse_hint'));
  await scanBothWidths(page, axe);

  // One tap: the new report already knows where and what the problem is, and asks what has changed.
  await gotWorse(page).click();
  await expectRepairPage(page, ROUTES.details, t('Repair_details_title'));
  await scanBothWidths(page, axe);
  await describeProblem(page, 'The damp patch behind the bed has come back and spread to the ceiling.');
  // The damp and mould path is already chosen: Yes is ticked, and the resident can still change it.
  await expectRepairPage(page, ROUTES.dampMould, t('DampMould_confirm_title'));
  await expect(
    question(page, t('DampMould_confirm_title')).getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeChecked();
  await axe();
  await continueButton(page).click();
  await answerAssessment(page);
  await skipPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('DampMould_summary_confirm'), 'Yes');
  await axe();
  await jobNumberAtOnce(request, draft);
  await sendRepair(page, { waitsForJobNumber: false });
  const jobNo = await expectScheduler(page);
  const slot = await chooseFirstSlot(page);
  await bookAndExpectBanner(page, jobNo, slot);

  // The new repair names the old one, and its own clock runs from today: the investigation is due, nothing is done.
  await page.goto(detailPath(draft.id()));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Repair_detail_heading', { jobNo }));
  await expect(page.getByRole('main')).toContainText(t('repairs_detail_linked_worse'));
  const linkBack = page.getByRole('link', { name: /^Repair \d{8}$/ });
  await expect(linkBack).toBeVisible();
  const investigate = clockSection(page)
    .getByRole('listitem')
    .filter({ hasText: t('clocks_step_investigate') });
  await expect(investigate).toContainText(t('clocks_state_due'));
  await expect(investigate).toContainText(/Due by \w+day \d{1,2} \w+ 20\d\d, in 10 working days/);
  await expect(clockSection(page)).not.toContainText(/Done on/);
  // Open and recent: this one does not offer It has got worse yet.
  await expect(gotWorse(page)).toHaveCount(0);
  await scanBothWidths(page, axe);

  // The link goes back to the old repair, which is left as it was.
  await linkBack.click();
  await expect(page).toHaveURL(new RegExp(`id=${OLD_REPAIR}$`));
  await expect(gotWorse(page)).toBeVisible();
});
