import type { Page, Request } from '@playwright/test';
import { injectFault } from './support/faults';
import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { at, continueButton } from './support/repair-pages';

// Issue 26 "What residents trip over in the new areas", service requests: each test is what a resident saw, on a
// phone (375 px) and a laptop (1280 px), with an axe scan of every state.
const COVID = 'Is anyone in your household self-isolating because of COVID-19?';
const WHEN = 'When does the noise usually happen?';
const DETAILS = 'Describe the noise';
const typeBox = (page: Page) => page.getByRole('combobox', { name: t('case_journey_type_label'), exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: t('case_journey_submit'), exact: true });

/** From home, Create case: Alex has one property, so the type search opens. */
async function createCase(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: t('cases_card_heading') })
    .getByRole('link', { name: t('cases_card_create') })
    .click();
  await expect(page).toHaveURL(at('/caseType'));
  await expect(typeBox(page)).toBeVisible();
}

/** A noise request answered up to the review, with another person's number to call. */
async function noiseToReview(page: Page): Promise<void> {
  await typeBox(page).fill('Noise');
  await page.getByRole('option', { name: 'Noise nuisance' }).click();
  await continueButton(page).click();
  await page.getByRole('group', { name: COVID }).getByRole('radio', { name: 'No', exact: true }).check();
  await continueButton(page).click();
  await page.getByRole('combobox', { name: WHEN }).selectOption({ label: 'Evening' });
  await continueButton(page).click();
  await page.getByRole('textbox', { name: DETAILS }).fill('Loud music most evenings');
  await continueButton(page).click();
  await expect(page).toHaveURL(at('/contactdetails'));
  await page.getByRole('radio', { name: t('case_journey_contact_another'), exact: true }).check();
  await page.getByRole('textbox', { name: t('case_journey_contact_phone') }).fill('07700900555');
  await page.getByRole('textbox', { name: t('case_journey_contact_name') }).fill('Sam Jones');
  await page.getByRole('radio', { name: t('case_journey_relation_friend_family'), exact: true }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(at('/caseReview'));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('1. Change on the review asks the later question again and comes back to the review with the contact details kept', async ({
      page,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      await createCase(page);
      await noiseToReview(page);
      await page.getByRole('link', { name: new RegExp(`${t('journey_change')} ${WHEN}`) }).click();
      await expect(page.getByRole('combobox', { name: WHEN })).toHaveValue(/./);
      await expectNoAxeViolations(page);
      await page.getByRole('combobox', { name: WHEN }).selectOption({ label: 'Night (11pm to 7am)' });
      await continueButton(page).click();
      // The question after it may depend on it: asked again, empty.
      await expect(page.getByRole('textbox', { name: DETAILS })).toHaveValue('');
      await page.getByRole('textbox', { name: DETAILS }).fill('Drilling after midnight');
      await continueButton(page).click();
      await expect(page).toHaveURL(at('/caseReview'));
      const review = page.getByRole('main');
      for (const kept of ['Night (11pm to 7am)', 'Drilling after midnight', '07700 900555', 'Sam Jones'])
        await expect(review).toContainText(kept);
      await expectNoAxeViolations(page);
    });

    test('2. Create case after leaving a request half-way starts a new one at the type search', async ({ page }) => {
      await logInToHome(page, 'alex.single@example.org');
      await createCase(page);
      await typeBox(page).fill('Noise');
      await page.getByRole('option', { name: 'Noise nuisance' }).click();
      await continueButton(page).click();
      await expect(page.getByRole('group', { name: COVID })).toBeVisible();
      // Left through the header (on a phone its menu): home, with the request half-way.
      await page.goto('/customer360View');
      await createCase(page);
      await expect(typeBox(page)).toHaveValue('');
      await expectNoAxeViolations(page);
    });

    test('3. The address list failing on /selectTenancy says cases_servicedown with the phone number', async ({
      page,
      request,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      await injectFault(request, {
        method: 'GET',
        path: '/customers/:id/tenancies',
        kind: 'status',
        status: 500,
        times: 20,
      });
      await page.goto('/selectTenancy');
      await expect(page).toHaveURL(at('/genericerror'));
      await expect(page.getByRole('main')).toContainText(t('cases_servicedown'));
      await expect(page.getByRole('main')).toContainText(t('phone_no'));
      await expectNoAxeViolations(page);
    });

    test('5. The type search: no stale summary, the no-match message said once, Continue says why it is shut', async ({
      page,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      await createCase(page);
      await continueButton(page).click();
      const summary = page.getByRole('alert').filter({ hasText: t('there_is_a_problem') });
      await expect(summary).toContainText(t('Case_Warning'));
      await expectNoAxeViolations(page);
      await typeBox(page).fill('zzzz');
      await expect(summary).toHaveCount(0);
      // Written once in the page, hidden text included (it was a live status, a paragraph and a hidden text node).
      await expect(page.getByRole('main')).toContainText(t('Case_Type_Error'));
      expect((await page.getByRole('main').textContent())?.split(t('Case_Type_Error')).length).toBe(2);
      await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(continueButton(page)).toHaveAccessibleDescription(t('Case_Type_Error'));
      await expectNoAxeViolations(page);
      // Shut but focusable: a keyboard press says why.
      await continueButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(at('/caseType'));
      await expect(summary.getByRole('link', { name: t('Case_Type_Error') })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('4. A creation slower than the time-out is checked, never called failed, and never makes a second case', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const created: Request[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.method() === 'POST' && new URL(finished.url()).pathname.endsWith('/cases')) created.push(finished);
  });
  await logInToHome(page, 'alex.single@example.org');
  await createCase(page);
  await noiseToReview(page);
  await injectFault(request, { method: 'POST', path: '/cases', kind: 'hang', times: 2 });
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: t('Case_CC022') })).toBeVisible();
  const checking = page.getByRole('alert').filter({ hasText: t('case_journey_checking') });
  await expect(checking).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main')).not.toContainText(t('Case_CC023'));
  await expect(page.getByRole('main')).not.toContainText(t('there_is_a_problem'));
  await expectNoAxeViolations(page);
  // Send again checks under the same key: one case.
  await sendButton(page).click();
  await expect(page).toHaveURL(at('/customer360View'));
  await expectNoAxeViolations(page);
  const answered = await Promise.all(created.map(async (finished) => (await finished.response())?.status()));
  expect(answered.filter((status) => status === 201)).toHaveLength(1);
});
