import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect, expectEditShown } from './support/analyst-edits';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  REFERRAL_ROUTES,
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

interface Field {
  id: string;
  validation?: { rule: string; value?: unknown; message: string }[];
  [key: string]: unknown;
}
interface Step {
  id: string;
  fields?: Field[];
  next?: { to: string; when?: unknown }[];
  [key: string]: unknown;
}
interface Journey {
  steps: Step[];
  context: Record<string, unknown>;
  [key: string]: unknown;
}

const stepOf = (journey: Journey, id: string): Step => {
  const step = journey.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

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
  await answerReasons(page, ['Help paying my rent']);
  await answerDetails(page);
  await anotherNumber(page).check();
  await otherPhone(page).fill('07700900555');
  await contactName(page).fill('Sam Morgan');
  await relationship(page)
    .getByRole('radio', { name: t('Financial_relationship_friend_family') })
    .check();
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
  scratch.editJson<Journey>('journeys/referral.json', (journey) => {
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
  await answerReasons(page, ['Help paying my rent']);
  await answerDetails(page);
  await anotherNumber(page).check();
  await otherPhone(page).fill('07700900555');
  await contactName(page).fill('Samantha Rose Morgan-Smith');
  await relationship(page)
    .getByRole('radio', { name: t('Financial_relationship_friend_family') })
    .check();
  await continueButton(page).click();
  await expect(errorSummary(page)).toContainText(t('Financial_name_too_long', { max: 20 }));
  await axe();
});
