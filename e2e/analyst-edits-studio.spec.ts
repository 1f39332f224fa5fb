import type { Locator, Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/analyst-edits';
import { INCOME_QUESTION, INCOME_TOGGLE, addIncomeStepBehindToggle } from './support/analyst-journey-edits';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { REFERRAL_ROUTES, continueButton, expectPage, whoFor } from './support/referral-pages';

// Issue 27 §2 and §4, in the studio of `npm run dev` on a scratch copy of the project: a toggle switched in the
// preview and in the running sandbox, the damp and mould pages of configuration entry 47 (reordered in its file), the
// step number the portal shows, every demo resident, and the request body a step's exit sends.
test.describe.configure({ mode: 'default' });

const preview = (page: Page): Locator => page.getByRole('region', { name: t('studio_preview_heading'), exact: true });
const previewOf = (page: Page, step: string): Locator =>
  page.getByRole('region', { name: t('studio_preview_region', { step }), exact: true });

async function openStudio(page: Page, query: string, axe: () => Promise<void>): Promise<void> {
  await page.goto(`/studio?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: t('studio_title') })).toBeVisible();
  await expect(preview(page)).toBeVisible({ timeout: 30_000 });
  await axe();
}

/** A step off the path is drawn from a fixture walk's situation once the studio has found one (its note says so). */
async function expectSituationFound(page: Page, step: string): Promise<void> {
  await expect(
    preview(page)
      .getByRole('status')
      .filter({ hasText: `${step} is shown as alex meets it in` }),
  ).toBeVisible({ timeout: 30_000 });
}

test('a step behind a new toggle: both sides in the preview, and a switch in the sandbox is seen there', async ({
  page,
  scratch,
  axe,
}) => {
  addIncomeStepBehindToggle(scratch);
  await openStudio(page, 'journey=referral&step=consent&persona=alex', axe);
  const toggle = preview(page).getByRole('checkbox', { name: `toggles.${INCOME_TOGGLE}`, exact: true });
  await expect(toggle).not.toBeChecked();
  const consent = previewOf(page, 'consent');
  const answer = async () => {
    await consent.getByRole('radio', { name: t('Financial_for_myself'), exact: true }).check();
    await consent.getByRole('button', { name: t('journey_continue'), exact: true }).click();
  };
  await answer();
  await expect(preview(page)).toContainText(
    t('studio_preview_goes_to', { target: 'reasons', route: REFERRAL_ROUTES.reasons }),
  );
  await toggle.check();
  await answer();
  await expect(preview(page)).toContainText(t('studio_preview_goes_to', { target: 'income', route: '/enquiryincome' }));
  await preview(page)
    .getByRole('combobox', { name: t('studio_preview_step'), exact: true })
    .selectOption('income');
  await expect(previewOf(page, 'income').getByRole('heading', { level: 1, name: INCOME_QUESTION })).toBeVisible();
  await axe();

  // Switched on in the running sandbox: the preview's context reads the same setting.
  await page.request.put(`/__sandbox/configuration/${INCOME_TOGGLE}`, { data: { value: 'true' } });
  await openStudio(page, 'journey=referral&step=consent&persona=alex', axe);
  await expect(toggle).toBeChecked();
});

test('the damp and mould pages preview as entry 47 pages them, also after a question is moved in its file', async ({
  page,
  scratch,
  axe,
}) => {
  const DRYING = 'Do you dry clothes indoors?';
  await openStudio(page, 'journey=damp-mould&step=dmc-page%2F2&persona=alex', axe);
  await expectSituationFound(page, 'dmc-page/2');
  await expect(previewOf(page, 'dmc-page/2').getByRole('combobox', { name: DRYING })).toBeVisible();
  await axe();
  scratch.editJson<{ dampMouldAssessment: { questions: { questionLabel: string; pageGroupId: number }[] } }>(
    'sandbox/reference-data/damp-mould-assessment.json',
    (file) => {
      const drying = file.dampMouldAssessment.questions.find((question) => question.questionLabel === DRYING);
      if (!drying) throw new Error('no drying question');
      drying.pageGroupId = 1;
    },
  );
  await openStudio(page, 'journey=damp-mould&step=dmc-page%2F1&persona=alex', axe);
  await expectSituationFound(page, 'dmc-page/1');
  await expect(previewOf(page, 'dmc-page/1').getByRole('combobox', { name: DRYING })).toBeVisible();
  await axe();
});

test("the step number of a previewed step is the portal's", async ({ page, axe }) => {
  await logInToHome(page, PERSONAS.alex.email);
  await page.goto(REFERRAL_ROUTES.consent);
  await expectPage(page, REFERRAL_ROUTES.consent, t('Financial_consent_title'));
  await whoFor(page)
    .getByRole('radio', { name: t('Financial_for_myself'), exact: true })
    .check();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  const portalProgress = (await page.getByRole('main').textContent())?.match(/Step \d+ of about \d+/)?.[0];
  expect(portalProgress).toBe(t('journey_progress', { n: 2, total: 5 }));
  await openStudio(page, 'journey=referral&step=reasons&persona=alex', axe);
  await expectSituationFound(page, 'reasons');
  await expect(previewOf(page, 'reasons')).toContainText(portalProgress ?? '');
});

test('every demo resident is offered in the preview and in record mode', async ({ page, axe }) => {
  const residents = Object.keys(PERSONAS);
  const offered = async (chooser: Locator) =>
    (await chooser.getByRole('option').allTextContents()).map((text) => text.split(' ')[0]);
  await openStudio(page, 'journey=referral&persona=alex', axe);
  const previewChooser = preview(page).getByRole('combobox', { name: t('studio_preview_persona'), exact: true });
  expect(await offered(previewChooser)).toEqual(residents);
  await logInToHome(page, PERSONAS.alex.email);
  await page.goto(`${REFERRAL_ROUTES.consent}?record=1`);
  await expectPage(page, REFERRAL_ROUTES.consent, t('Financial_consent_title'));
  const bar = page.getByRole('region', { name: t('studio_recording_heading'), exact: true });
  const recordChooser = bar.getByRole('combobox', { name: t('studio_recording_persona'), exact: true });
  expect(await offered(recordChooser)).toEqual(residents);
});

test("the request body a step's exit sends is shown under the preview", async ({ page, axe }) => {
  await openStudio(page, 'journey=referral&step=review&persona=alex', axe);
  const review = previewOf(page, 'review');
  await expectSituationFound(page, 'review');
  await expect(review.getByRole('heading', { level: 1, name: t('Financial_review_title') })).toBeVisible();
  await review.getByRole('button', { name: t('Financial_send'), exact: true }).click();
  const sent = preview(page).getByRole('region', { name: t('studio_sent_heading'), exact: true });
  await expect(sent).toContainText(/referral\.submit: POST \/customer\/[^/]+\/account\/[^/]+\/servicerequest/);
  await expect(sent).toContainText('"additionalDetails"');
  await axe();
});
