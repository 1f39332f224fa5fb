import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import type { JourneyDocument } from './support/analyst-journey-edits';
import { test, expect } from './support/analyst-edits';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { at, continueButton } from './support/repair-pages';

// Issue 27 "Done when": ordinary edits of the case journey and its reference data, each made in JSON alone on a
// scratch copy of the project while `npm run dev` runs on it, seen in the portal and found in POST /cases.
test.describe.configure({ mode: 'default' });

const alex = PERSONAS.alex;
const CASES = /^\/cases$/;
const ROUTES = { type: '/caseType', contact: '/contactdetails', review: '/caseReview' };

interface AnswersTable {
  answers: { answer: string; label: string; values?: Record<string, string> }[];
  [key: string]: unknown;
}
interface CaseBody {
  caseType?: unknown;
  additionalInfo: { questionId?: string; questionLabel?: string; responseText?: string | null }[];
  [key: string]: unknown;
}

async function expectPage(page: Page, route: string, heading: string, axe: () => Promise<void>): Promise<void> {
  await expect(page).toHaveURL(at(route));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await axe();
}

/** From home to the type search, a type chosen by what the resident types. */
async function chooseType(page: Page, typed: string, type: string, axe: () => Promise<void>): Promise<void> {
  await page.goto('/customer360View');
  await page.goto('/selectTenancy?start=new');
  await expectPage(page, ROUTES.type, t('case_journey_type_label'), axe);
  const typeBox = page.getByRole('combobox', { name: t('case_journey_type_label'), exact: true });
  await typeBox.fill(typed);
  await page
    .getByRole('listbox', { name: t('case_journey_type_label') })
    .getByRole('option', { name: type })
    .click();
  await expect(typeBox).toHaveValue(type);
  await continueButton(page).click();
}

/** A parking permit's two questions: the registration, then the kind of permit. */
async function answerParking(page: Page, axe: () => Promise<void>): Promise<void> {
  await expectPage(page, '/caseQuestionnaire/1', 'Vehicle registration number', axe);
  await page.getByRole('textbox', { name: 'Vehicle registration number', exact: true }).fill('AB12 CDE');
  await continueButton(page).click();
  await expectPage(page, '/caseQuestionnaire/2', 'Which permit do you need?', axe);
  await page.getByRole('radio', { name: 'Resident', exact: true }).check();
  await continueButton(page).click();
}

/** The number on file, the review, and Send; the body of POST /cases. */
async function sendCase(
  page: Page,
  gatewayWrites: { lastBody(path: RegExp): Promise<unknown> },
  axe: () => Promise<void>,
): Promise<CaseBody> {
  await expect(page).toHaveURL(at(ROUTES.contact));
  await page
    .getByRole('radio', { name: t('case_journey_contact_use_number_on_file', { phone: '07700 900101' }), exact: true })
    .check();
  await continueButton(page).click();
  await expectPage(page, ROUTES.review, t('case_journey_review_title'), axe);
  await page.getByRole('button', { name: t('case_journey_submit'), exact: true }).click();
  return (await gatewayWrites.lastBody(CASES)) as CaseBody;
}

test('a new case type: added to the reference data, found by its keywords, its question asked and sent', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  scratch.editJson<{ caseTypes: unknown[] }>('sandbox/reference-data/case-types.json', (file) => {
    file.caseTypes.push({
      id: 'CT900',
      description: 'Shared garden problem',
      subType: 'Garden',
      assetType: 'Property',
      subTypeCategory: 'Estate services',
      additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Shared garden problem' }],
      keywords: ['garden', 'grass', 'hedge'],
      tenancyGroups: ['General Needs', 'Market Rent', 'Supported Housing', 'Leasehold'],
      isVisibleForSelfServe: true,
      additionalInfo: [
        {
          questionId: 'garden_details',
          label: 'What is wrong in the garden?',
          type: 'Text',
          isEnabled: 'true',
          options: [],
        },
      ],
    });
  });
  await logInToHome(page, alex.email);
  await chooseType(page, 'hedge', 'Shared garden problem', axe);
  await expectPage(page, '/caseQuestionnaire/1', 'What is wrong in the garden?', axe);
  await page
    .getByRole('textbox', { name: 'What is wrong in the garden?', exact: true })
    .fill('The hedge blocks the path');
  await continueButton(page).click();
  const body = await sendCase(page, gatewayWrites, axe);
  expect(JSON.stringify(body)).toContain('CT900');
  expect(body.additionalInfo).toContainEqual(
    expect.objectContaining({ questionId: 'garden_details', responseText: 'The hedge blocks the path' }),
  );
});

const BADGE = 'Do you hold a Blue Badge?';
const BADGE_NUMBER = 'What is your Blue Badge number?';

test('a new question with a branch: a Yes asks one more question, and both answers reach POST /cases', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  scratch.editJson<Record<string, string>>('locales/en/case-journey.json', (texts) => {
    texts.case_journey_blue_badge = BADGE;
    texts.case_journey_blue_badge_number = BADGE_NUMBER;
    texts.case_journey_blue_badge_required = 'Select yes if you hold a Blue Badge';
    texts.case_journey_blue_badge_number_required = 'Enter your Blue Badge number';
  });
  scratch.editJson<JourneyDocument>('journeys/case.json', (journey) => {
    const at = journey.steps.findIndex((step) => step.id === 'question');
    const question = journey.steps[at];
    if (!question) throw new Error('no question step');
    question.next = [{ to: 'blue-badge' }];
    journey.steps.splice(
      at + 1,
      0,
      {
        id: 'blue-badge',
        route: '/caseBlueBadge',
        kind: 'question',
        title: 'case_journey_blue_badge',
        when: { '===': [{ var: 'answers.caseTypeId' }, 'CT007'] },
        fields: [
          {
            id: 'holdsBlueBadge',
            schema: { type: 'boolean' },
            widget: 'yes-no',
            label: 'case_journey_blue_badge',
            validation: [{ rule: 'required', message: 'case_journey_blue_badge_required' }],
            clears: ['@later'],
          },
        ],
        next: [{ when: { var: 'answers.holdsBlueBadge' }, to: 'badge-number' }, { to: 'contact' }],
      },
      {
        id: 'badge-number',
        route: '/caseBlueBadgeNumber',
        kind: 'question',
        title: 'case_journey_blue_badge_number',
        fields: [
          {
            id: 'blueBadgeNumber',
            schema: { type: 'string' },
            widget: 'text',
            label: 'case_journey_blue_badge_number',
            normalise: ['trim'],
            validation: [
              { rule: 'required', message: 'case_journey_blue_badge_number_required' },
              { rule: 'freeText', check: 'repair', message: 'repairs_free_text_not_allowed' },
            ],
          },
        ],
        next: [{ to: 'contact' }],
      },
    );
  });
  // Collected, shown on the review and sent nowhere: the lint says so until the answers have their rows.
  expect(scratch.lint().output).toContain('JOURNEY_ANSWER_SENT_NOWHERE');
  scratch.editJson<AnswersTable>('rules/case-journey-answers.json', (table) => {
    table.answers.push(
      {
        answer: 'holdsBlueBadge',
        label: 'case_journey_blue_badge',
        values: { true: 'widget_yes', false: 'widget_no' },
      },
      { answer: 'blueBadgeNumber', label: 'case_journey_blue_badge_number' },
    );
  });
  expect(scratch.lint().output).toContain('no problems');

  await logInToHome(page, alex.email);
  await chooseType(page, 'parking', 'Parking permit', axe);
  await answerParking(page, axe);
  await expectPage(page, '/caseBlueBadge', BADGE, axe);
  await page.getByRole('group', { name: BADGE }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await continueButton(page).click();
  await expectPage(page, '/caseBlueBadgeNumber', BADGE_NUMBER, axe);
  await page.getByRole('textbox', { name: BADGE_NUMBER, exact: true }).fill('BB123456');
  await continueButton(page).click();
  const body = await sendCase(page, gatewayWrites, axe);
  expect(body.additionalInfo).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ questionLabel: BADGE, responseText: 'Yes' }),
      expect.objectContaining({ questionLabel: BADGE_NUMBER, responseText: 'BB123456' }),
    ]),
  );
});

const BEST_TIME = 'When is the best time to call you?';

test('an answer carried to the gateway: a question added to the contact page is sent with the case', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  scratch.editJson<Record<string, string>>('locales/en/case-journey.json', (texts) => {
    texts.case_journey_best_time = BEST_TIME;
  });
  scratch.editJson<JourneyDocument>('journeys/case.json', (journey) => {
    const contact = journey.steps.find((step) => step.id === 'contact') as { fields: unknown[] } | undefined;
    contact?.fields.push({
      id: 'bestTimeToCall',
      schema: { type: 'string' },
      widget: 'text',
      label: 'case_journey_best_time',
      normalise: ['trim'],
      validation: [{ rule: 'freeText', check: 'repair', message: 'repairs_free_text_not_allowed' }],
      summary: { label: 'case_journey_best_time' },
    });
  });
  scratch.editJson<AnswersTable>('rules/case-journey-answers.json', (table) => {
    table.answers.push({ answer: 'bestTimeToCall', label: 'case_journey_best_time' });
  });
  expect(scratch.lint().output).toContain('no problems');

  await logInToHome(page, alex.email);
  await chooseType(page, 'parking', 'Parking permit', axe);
  await answerParking(page, axe);
  await page.getByRole('textbox', { name: BEST_TIME, exact: true }).fill('After 6pm');
  const body = await sendCase(page, gatewayWrites, axe);
  expect(body.additionalInfo).toContainEqual(
    expect.objectContaining({ questionLabel: BEST_TIME, responseText: 'After 6pm' }),
  );
});
