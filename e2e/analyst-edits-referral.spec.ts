import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect, expectEditShown } from './support/analyst-edits';
import {
  INCOME_QUESTION,
  INCOME_TOGGLE,
  addIncomeStepBehindToggle,
  stepOf,
  type JourneyDocument,
} from './support/analyst-journey-edits';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import type { Page } from '@playwright/test';
import {
  DETAILS_TEXT,
  REFERRAL_ROUTES,
  at,
  backLink,
  chooseNumberOnFile,
  details,
  reasons,
  anotherNumber,
  answerDetails,
  answerReasons,
  contactName,
  continueButton,
  errorSummary,
  expectPage,
  otherPhone,
  relationship,
  sendEnquiry,
  whoFor,
} from './support/referral-pages';

// Issue 27 "Done when": ordinary edits of the referral journey, each made in JSON alone on a scratch copy of the
// project while `npm run dev` runs on it, seen in the portal within seconds and followed to the gateway's request body.
test.describe.configure({ mode: 'default' });

const alex = PERSONAS.alex;
const SERVICE_REQUEST = /\/customer\/[^/]+\/account\/[^/]+\/servicerequest$/;

/** From the reasons page: rent as the reason, the details, and another number with a friend's name as the contact. */
async function answerUpToTheContact(page: Page, name: string): Promise<void> {
  await answerReasons(page, ['Help paying my rent']);
  await answerDetails(page);
  await anotherNumber(page).check();
  await otherPhone(page).fill('07700900555');
  await contactName(page).fill(name);
  await relationship(page)
    .getByRole('radio', { name: t('Financial_relationship_friend_family') })
    .check();
}

test('a message: new words for a question show on its page and its answer is still sent', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await page.getByRole('link', { name: t('home_financial_button'), exact: true }).click();
  await expectPage(page, REFERRAL_ROUTES.consent, t('Financial_consent_title'));
  scratch.editJson<Record<string, string>>('locales/en/referral.json', (texts) => {
    texts.Financial_consent_title = 'Who would like money advice?';
  });
  await expectEditShown(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Who would like money advice?' })).toBeVisible({
      timeout: 2000,
    }),
  );
  const asked = page.getByRole('group', { name: 'Who would like money advice?' });
  await asked.getByRole('radio', { name: t('Financial_for_myself'), exact: true }).check();
  await axe();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  await answerUpToTheContact(page, 'Sam Morgan');
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.review, t('Financial_review_title'));
  await expect(page.getByRole('main')).toContainText('Sam Morgan');
  await sendEnquiry(page);
  expect(JSON.stringify(await gatewayWrites.lastBody(SERVICE_REQUEST))).toContain('07700900555');
});

test("a limit: the name's most characters changed once, and the resident reads the new number", async ({
  page,
  scratch,
  axe,
}) => {
  scratch.editJson<JourneyDocument>('journeys/referral.json', (journey) => {
    const name = stepOf(journey, 'contact').fields?.find((field) => field.id === 'contactName');
    const rule = name?.validation?.find((r) => r.rule === 'maxLength');
    if (!rule) throw new Error('the name has no maxLength');
    rule.value = 20;
  });
  await logInToHome(page, alex.email);
  await page.goto(REFERRAL_ROUTES.consent);
  await expectPage(page, REFERRAL_ROUTES.consent, /./);
  await whoFor(page)
    .getByRole('radio', { name: t('Financial_for_myself'), exact: true })
    .check();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  await answerUpToTheContact(page, 'Samantha Rose Morgan-Smith');
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText(t('Financial_name_too_long', { max: 20 }));
  await axe();
});

/** From home through who the advice is for, to the page after it. */
async function startReferral(page: Page): Promise<void> {
  await page.goto(REFERRAL_ROUTES.home);
  await page.getByRole('link', { name: t('home_financial_button'), exact: true }).click();
  await expectPage(page, REFERRAL_ROUTES.consent, t('Financial_consent_title'));
  await whoFor(page)
    .getByRole('radio', { name: t('Financial_for_myself'), exact: true })
    .check();
  await continueButton(page).click();
}

test('a new reference-data option: a referral reason added to its file is offered and sent', async ({
  page,
  scratch,
  gatewayWrites,
}) => {
  await logInToHome(page, alex.email);
  scratch.editJson<{ financialReferralReasons: { id: number }[] }>(
    'sandbox/reference-data/financial-referral-reasons.json',
    (file) => {
      file.financialReferralReasons.push({ id: 90, referralReason: 'Help with water bills', displayOnMyPeabody: 1 } as {
        id: number;
      });
    },
  );
  await startReferral(page);
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  await answerReasons(page, ['Help with water bills']);
  await answerDetails(page);
  await chooseNumberOnFile(page);
  await expect(page.getByRole('main')).toContainText('Help with water bills');
  await sendEnquiry(page);
  expect(JSON.stringify(await gatewayWrites.lastBody(SERVICE_REQUEST))).toContain('Help with water bills');
});

test('a step moved: the details are asked before the reasons, Back follows, and both are sent', async ({
  page,
  scratch,
  gatewayWrites,
}) => {
  scratch.editJson<JourneyDocument>('journeys/referral.json', (journey) => {
    const [consent, reasonsStep, detailsStep, contact] = ['consent', 'reasons', 'details', 'contact'].map((id) =>
      stepOf(journey, id),
    );
    if (!consent || !reasonsStep || !detailsStep || !contact) throw new Error('a referral step is missing');
    consent.next = [{ to: 'details' }];
    detailsStep.next = [{ to: 'reasons' }];
    reasonsStep.next = [{ to: 'contact' }];
    contact.back = [{ to: 'reasons' }];
    journey.steps = journey.steps.filter((step) => step !== detailsStep);
    journey.steps.splice(journey.steps.indexOf(reasonsStep), 0, detailsStep);
  });
  expect(scratch.lint().output).toContain('no problems');
  await logInToHome(page, alex.email);
  await startReferral(page);
  await expectPage(page, REFERRAL_ROUTES.details, t('Financial_details_title'));
  await details(page).fill(DETAILS_TEXT);
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  await reasons(page).getByRole('checkbox', { name: 'Help paying my rent', exact: true }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(at(REFERRAL_ROUTES.contact));
  await backLink(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  await continueButton(page).click();
  await chooseNumberOnFile(page);
  await sendEnquiry(page);
  const sent = JSON.stringify(await gatewayWrites.lastBody(SERVICE_REQUEST));
  expect(sent).toContain(DETAILS_TEXT);
  expect(sent).toContain('Help paying my rent');
});

test('a step behind a new toggle: asked only when the toggle is on, switched in the running sandbox', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  addIncomeStepBehindToggle(scratch);
  expect(scratch.lint().output).toContain('no problems');

  // Off (no such setting yet): the journey goes from who it is for to the reasons, as before.
  await logInToHome(page, alex.email);
  await startReferral(page);
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));

  // Switched on in the running sandbox on its toggles page (docs/journeys.md): after logging in again the new
  // question is asked, and its answer is sent.
  await page.goto('/__sandbox/toggles');
  await page.getByLabel('Name').fill(INCOME_TOGGLE);
  await page.getByLabel('Value').fill('true');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${INCOME_TOGGLE} = true saved.`);
  await expect(page.getByRole('button', { name: `Switch ${INCOME_TOGGLE} to false` })).toBeVisible();
  await axe();
  await page.context().clearCookies();
  await logInToHome(page, alex.email);
  await startReferral(page);
  await expectPage(page, '/enquiryincome', INCOME_QUESTION);
  await page.getByRole('group', { name: INCOME_QUESTION }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
  await answerReasons(page, ['Help paying my rent']);
  await answerDetails(page);
  await chooseNumberOnFile(page);
  await expect(page.getByRole('main')).toContainText('Income gone down');
  await axe();
  await sendEnquiry(page);
  expect(JSON.stringify(await gatewayWrites.lastBody(SERVICE_REQUEST))).toContain('(My income has gone down.)');
  await page.request.delete(`/__sandbox/configuration/${INCOME_TOGGLE}`);
});
