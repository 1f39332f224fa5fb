import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  answerNoToVulnerabilityAndCovid,
  answerYesNo,
  bookAndExpectBanner,
  chooseAsset,
  chooseFirstSlot,
  chooseProblem,
  continueButton,
  describeProblem,
  duplicateChoice,
  errorSummary,
  expectRepairPage,
  expectScheduler,
  expectSummaryRow,
  followDraft,
  jobNumberAtOnce,
  REPAIR_ROUTES as ROUTES,
  sendRepair,
  skipPhotos,
  startRepair,
  useNumberOnFile,
} from './support/repair-pages';

const alex = PERSONAS.alex;
const answerAll = t('DMC_answer_all');
const pageTitle = (n: number) => t('DampMould_assessment_title', { page: n, pages: 3 });
const question = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const dropDown = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

test('Alex reports mould on the bathroom ceiling and answers the damp and mould assessment, page by page, before booking', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Bathroom', 'mould', 'Mould on walls or ceiling');

  // Alex already has an open mould repair at home: it is offered, and this is a different problem.
  await expectRepairPage(page, ROUTES.duplicate, t('Repair_duplicate_title'));
  await expect(page.getByRole('main')).toContainText(t('SSR044'));
  await expect(duplicateChoice(page).getByRole('radio')).toHaveCount(2);
  await duplicateChoice(page)
    .getByRole('radio', { name: t('Repair_duplicate_none'), exact: true })
    .check();
  await continueButton(page).click();
  await describeProblem(page, 'Black mould on the bathroom ceiling above the bath. It comes back after cleaning.');

  await answerYesNo(page, ROUTES.dampMould, 'DampMould_confirm_title', 'Yes');

  // Page 1: one question left unanswered is named at the question and in the error summary.
  await expectRepairPage(page, ROUTES.assessment(1), pageTitle(1));
  await question(page, 'Which rooms are affected?').getByRole('checkbox', { name: 'Bathroom', exact: true }).check();
  await question(page, 'Which rooms are affected?').getByRole('checkbox', { name: 'Bedroom', exact: true }).check();
  await continueButton(page).click();
  await expect(errorSummary(page)).toBeVisible();
  await expect(errorSummary(page).getByRole('link', { name: answerAll, exact: true })).toHaveCount(1);
  await expect(question(page, 'How long have you had the problem?')).toContainText(`Error: ${answerAll}`);
  await expect(question(page, 'Which rooms are affected?')).not.toContainText(answerAll);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.assessment(1)}$`));
  await axe();
  await errorSummary(page).getByRole('link', { name: answerAll, exact: true }).click();
  await expect(question(page, 'How long have you had the problem?').getByRole('radio').first()).toBeFocused();
  await question(page, 'How long have you had the problem?')
    .getByRole('radio', { name: 'More than 6 months', exact: true })
    .check();
  await continueButton(page).click();

  // Page 2: the drop-down questions must be answered too.
  await expectRepairPage(page, ROUTES.assessment(2), pageTitle(2));
  await question(page, 'How big is the largest affected area?')
    .getByRole('radio', { name: 'Larger than an A4 sheet', exact: true })
    .check();
  await dropDown(page, 'Is there a musty smell?').selectOption({ label: 'Yes' });
  await continueButton(page).click();
  await expect(errorSummary(page).getByRole('link', { name: answerAll, exact: true })).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText(`Error: ${answerAll}`);
  await axe();
  await dropDown(page, 'Do you dry clothes indoors?').selectOption({ label: 'Yes' });
  await continueButton(page).click();

  // Page 3, the last: nothing answered yet gives the message for each question.
  await expectRepairPage(page, ROUTES.assessment(3), pageTitle(3));
  await continueButton(page).click();
  await expect(errorSummary(page).getByRole('link', { name: answerAll, exact: true })).toHaveCount(2);
  await axe();
  await question(page, 'Does anyone in your home have any of these?')
    .getByRole('checkbox', { name: 'A breathing condition such as asthma', exact: true })
    .check();
  await dropDown(page, 'Have you reported this problem before?').selectOption({ label: 'No' });
  await continueButton(page).click();

  // After the last page the repair goes on as usual.
  await skipPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('DampMould_summary_confirm'), 'Yes');
  await expectSummaryRow(page, 'Which rooms are affected?', /Bathroom[\s\S]*Bedroom/);
  await expectSummaryRow(page, 'How long have you had the problem?', 'More than 6 months');
  await expectSummaryRow(page, 'How big is the largest affected area?', 'Larger than an A4 sheet');
  await expectSummaryRow(page, 'Is there a musty smell?', 'Yes');
  await expectSummaryRow(page, 'Do you dry clothes indoors?', 'Yes');
  await expectSummaryRow(page, 'Does anyone in your home have any of these?', 'A breathing condition such as asthma');
  await expectSummaryRow(page, 'Have you reported this problem before?', 'No');

  await jobNumberAtOnce(request, draft);
  await sendRepair(page, { waitsForJobNumber: false });
  const jobNo = await expectScheduler(page);
  const slot = await chooseFirstSlot(page);
  await bookAndExpectBanner(page, jobNo, slot);
});
