import type { Locator, Page, Request } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { at, backLink, continueButton, successBanner, tabTo, textPattern } from './support/repair-pages';

// A resident raises a service request (journeys/case.json) on a phone, with the keyboard alone: an anti-social
// behaviour case whose danger answer blocks until Continue is pressed again and then skips the kind of behaviour;
// Back follows the path taken, and changing the danger answer brings the skipped question back. Every page state
// gets an axe scan.
const alex = PERSONAS.alex;
const ROUTES = {
  type: '/caseType',
  question: (n: number) => `/caseQuestionnaire/${n}`,
  contact: '/contactdetails',
  review: '/caseReview',
  home: '/customer360View',
};
const DANGER = 'Is anyone in immediate danger?';
const KIND = 'What kind of behaviour is it?';
const DETAILS = 'Tell us what happened, when and where';

test.use({ viewport: { width: 375, height: 900 } });

/** Tabs to a button or link and presses Enter. */
async function press(page: Page, target: Locator, backwards = false): Promise<void> {
  await tabTo(page, target, { backwards });
  await page.keyboard.press('Enter');
}

/** The page is at this address with this h1, and axe finds nothing. */
async function expectPage(page: Page, route: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(at(route));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
}

test('Alex raises an anti-social behaviour case with the keyboard alone on a phone: the danger block, a skip, Back and a change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const creations: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cases')) creations.push(request);
  });
  await logInToHome(page, alex.email);
  // One property: the property page is passed by and the journey opens on the type search.
  await page.goto('/selectTenancy');
  await expectPage(page, ROUTES.type, t('case_journey_type_label'));

  // The search ranks by keywords: two of anti-social behaviour's, one of noise's.
  const typeBox = page.getByRole('combobox', { name: t('case_journey_type_label'), exact: true });
  await tabTo(page, typeBox);
  await page.keyboard.type('threat from a neighbour');
  const suggestions = page.getByRole('listbox', { name: t('case_journey_type_label') });
  await expect(suggestions.getByRole('option')).toHaveText(['Anti-social behaviour', 'Noise nuisance']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(typeBox).toHaveValue('Anti-social behaviour');
  await press(page, continueButton(page));

  // Someone in danger: the 999 message, and Continue again goes on, past the kind of behaviour.
  await expectPage(page, ROUTES.question(1), DANGER);
  const danger = page.getByRole('group', { name: DANGER });
  await tabTo(page, danger.getByRole('radio', { name: 'Yes', exact: true }));
  await page.keyboard.press('Space');
  await press(page, continueButton(page));
  await expect(page).toHaveURL(at(ROUTES.question(1)));
  await expect(page.getByRole('main')).toContainText(t('Case_ASB_Danger_Block'));
  await expectNoAxeViolations(page);
  await press(page, continueButton(page));

  await expectPage(page, ROUTES.question(3), DETAILS);
  const details = page.getByRole('textbox', { name: DETAILS, exact: true });
  await tabTo(page, details);
  await page.keyboard.type('Shouting and threats at my door');
  await press(page, continueButton(page));
  await expectPage(page, ROUTES.contact, t('case_journey_contact_which_number'));

  // Back follows the path taken: the details, then the danger question (the kind of behaviour was skipped).
  await press(page, backLink(page), true);
  await expectPage(page, ROUTES.question(3), DETAILS);
  await press(page, backLink(page), true);
  await expectPage(page, ROUTES.question(1), DANGER);

  // No one in danger after all: the kind of behaviour is asked, and the later answer was cleared.
  await tabTo(page, danger.getByRole('radio', { name: 'Yes', exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(danger.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await press(page, continueButton(page));
  await expectPage(page, ROUTES.question(2), KIND);
  const kind = page.getByRole('combobox', { name: KIND, exact: true });
  await tabTo(page, kind);
  await page.keyboard.type('Verbal');
  await expect(kind.getByRole('option', { name: 'Verbal abuse or threats', selected: true })).toBeAttached();
  await press(page, continueButton(page));
  await expectPage(page, ROUTES.question(3), DETAILS);
  await expect(details).toHaveValue('');
  await tabTo(page, details);
  await page.keyboard.type('Shouting and threats at my door every night');
  await press(page, continueButton(page));

  await expectPage(page, ROUTES.contact, t('case_journey_contact_which_number'));
  const numberOnFile = page.getByRole('radio', {
    name: t('case_journey_contact_use_number_on_file', { phone: '07700 900101' }),
    exact: true,
  });
  await tabTo(page, numberOnFile);
  await page.keyboard.press('Space');
  await expect(numberOnFile).toBeChecked();
  await press(page, continueButton(page));

  await expectPage(page, ROUTES.review, t('case_journey_review_title'));
  const review = page.getByRole('main');
  for (const answer of [
    'Anti-social behaviour',
    'No',
    'Verbal abuse or threats',
    'Shouting and threats at my door every night',
    '07700 900101',
  ]) {
    await expect(review).toContainText(answer);
  }
  await expect(review.getByRole('link', { name: new RegExp(`${t('journey_change')} ${KIND}`) })).toBeVisible();
  await press(page, page.getByRole('button', { name: t('case_journey_submit'), exact: true }));

  await expect(page).toHaveURL(at(ROUTES.home));
  await expect(successBanner(page)).toContainText(textPattern('case_journey_created'));
  await expectNoAxeViolations(page);
  expect(creations).toHaveLength(1);

  // Found again: the banner names the case's reference, the home card shows it first, and so does the list.
  const reference = (await successBanner(page).textContent())?.match(/CAS-\d+/)?.[0] ?? 'no reference in the banner';
  const casesCard = page.getByRole('region', { name: t('cases_card_heading') });
  await expect(casesCard.getByRole('listitem').first()).toContainText(reference);
  await casesCard.getByRole('link', { name: t('cases_card_view') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('cases_title') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(reference);
  await expectNoAxeViolations(page);
  expect(creations[0]?.postDataJSON()).toMatchObject({
    assessmentTypeId: 'CT001',
    additionalInfo: [
      { questionId: 'asb_danger', responseId: [2], responseText: null },
      { questionId: 'asb_type', responseId: [2], responseText: null },
      { questionId: 'asb_details', responseId: null, responseText: 'Shouting and threats at my door every night' },
    ],
  });
});
