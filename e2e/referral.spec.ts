import type { Locator, Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  anotherNumber,
  answerDetails,
  answerReasons,
  answerWhoFor,
  at,
  backLink,
  changeLink,
  chooseNumberOnFile,
  contactName,
  continueButton,
  DETAILS_TEXT,
  details,
  errorSummary,
  expectPage,
  numberOnFile,
  openReferralFromHome,
  otherPhone,
  REFERRAL_ROUTES as ROUTES,
  reasons,
  relationship,
  sendEnquiry,
  whichNumber,
  whoFor,
} from './support/referral-pages';

const alex = PERSONAS.alex;
const bea = PERSONAS.bea;

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** Alex's answers up to the review: for themself, rent and debt, the number on file. */
async function alexToReview(page: Page): Promise<void> {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await answerReasons(page, ['Help paying my rent', 'Debt advice']);
  await answerDetails(page);
  await chooseNumberOnFile(page);
}

/** Presses Continue with the page as it is and checks the GOV.UK error pattern for one message. */
async function expectErrorOnContinue(
  page: Page,
  message: string,
  field: { title: string; focused: Locator },
): Promise<void> {
  await continueButton(page).click();
  await expect(errorSummary(page)).toBeVisible();
  await expect(errorSummary(page)).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^Error: ${field.title}`));
  await errorSummary(page).getByRole('link', { name: message, exact: true }).click();
  await expect(field.focused).toBeFocused();
}

test('Alex asks for financial advice from the home page and is told the team will call within 2 working days', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await axe();
  await openReferralFromHome(page);
  await expect(page.getByRole('main')).toContainText(t('Financial_consent_hint'));
  await answerWhoFor(page, 'Financial_for_myself');
  await expect(reasons(page).getByRole('checkbox')).not.toHaveCount(0);
  await answerReasons(page, ['Help paying my rent', 'Debt advice']);
  await answerDetails(page);
  // The number we hold is offered first; choosing it asks for nothing more.
  await expect(numberOnFile(page)).toBeVisible();
  await expect(otherPhone(page)).toHaveCount(0);
  await chooseNumberOnFile(page);

  // Every answer is listed with a Change link naming its question.
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - term: ${t('Financial_summary_for')}
    - definition:
      - paragraph: ${t('Financial_for_myself')}
    - definition:
      - link "${t('journey_change')} ${t('Financial_summary_for')}"
    - term: ${t('Financial_summary_reasons')}
    - definition:
      - paragraph: Help paying my rent
      - paragraph: Debt advice
    - definition:
      - link "${t('journey_change')} ${t('Financial_summary_reasons')}"
    - term: ${t('Financial_summary_details')}
    - definition:
      - paragraph: ${DETAILS_TEXT}
    - definition:
      - link "${t('journey_change')} ${t('Financial_summary_details')}"
    - term: ${t('Financial_summary_contact')}
    - definition
    - definition:
      - link "${t('journey_change')} ${t('Financial_summary_contact')}"
  `);

  const sent = await sendEnquiry(page);
  expect(new URL(sent.url()).pathname).toMatch(
    new RegExp(`/customer/${alex.customerId}/account/${alex.rentAccountId}/servicerequest$`),
  );
  expect(sent.postDataJSON()).toMatchObject({
    referralFor: 'Myself',
    referralReason: ['Help paying my rent', 'Debt advice'],
    additionalDetails: DETAILS_TEXT,
    serviceRequestType: 'financialinclusionenquiry',
    assetIdentifier: alex.propertyId,
  });
  await expect(page.getByRole('main')).toContainText('within 2 working days');
  await expect(backLink(page)).toHaveCount(0);

  await page.getByRole('button', { name: t('Financial_finish'), exact: true }).click();
  await expect(page).toHaveURL(at(ROUTES.home));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  // Finish cleared the referral: its later pages send the resident back to the first question.
  await page.goto(ROUTES.reasons);
  await expectPage(page, ROUTES.consent, t('Financial_consent_title'));
  await expect(whoFor(page).getByRole('radio', { checked: true })).toHaveCount(0);
});

test('each page explains what is missing: error summary, "Error:" title and the message at the field', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);

  const myself = whoFor(page).getByRole('radio', { name: t('Financial_for_myself'), exact: true });
  await expectErrorOnContinue(page, t('Financial_FI017a'), { title: t('Financial_consent_title'), focused: myself });
  await expect(whoFor(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('Financial_FI017a')}`));
  await axe();
  await answerWhoFor(page, 'Financial_for_myself');

  const firstReason = reasons(page).getByRole('checkbox').first();
  await expectErrorOnContinue(page, t('Financial_FI008a'), {
    title: t('Financial_reasons_title'),
    focused: firstReason,
  });
  await expect(reasons(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('Financial_FI008a')}`));
  await axe();
  await answerReasons(page, ['Benefits advice']);

  await expectErrorOnContinue(page, t('Financial_FI005'), {
    title: t('Financial_details_title'),
    focused: details(page),
  });
  await expect(details(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('Financial_FI005')}`));
  await expect(details(page)).toHaveAttribute('aria-invalid', 'true');
  await axe();
  // Only spaces is still nothing.
  await details(page).fill('    ');
  await continueButton(page).click();
  await expect(errorSummary(page).getByRole('link', { name: t('Financial_FI005'), exact: true })).toBeVisible();
  await answerDetails(page);

  await anotherNumber(page).check();
  await expect(otherPhone(page)).toBeVisible();
  await expectErrorOnContinue(page, t('Financial_FI016c'), {
    title: t('Financial_contact_title'),
    focused: otherPhone(page),
  });
  await expect(otherPhone(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('Financial_FI016c')}`));
  await expect(errorSummary(page).getByRole('link', { name: t('Case_CC011'), exact: true })).toBeVisible();
  await expect(
    errorSummary(page).getByRole('link', { name: t('Financial_relationship_required'), exact: true }),
  ).toBeVisible();
  await expect(contactName(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('Case_CC011')}`));
  await axe();

  // Spaces are dropped as they are typed; ten digits are not a phone number.
  await otherPhone(page).pressSequentially('0770 090 012');
  await expect(otherPhone(page)).toHaveValue('0770090012');
  await contactName(page).fill('J0hn Sm1th');
  await relationship(page)
    .getByRole('radio', { name: t('Financial_relationship_other'), exact: true })
    .check();
  await expectErrorOnContinue(page, t('SSR002'), { title: t('Financial_contact_title'), focused: otherPhone(page) });
  await expect(otherPhone(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('SSR002')}`));
  await expect(contactName(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('Case_CC011')}`));
  await axe();

  await otherPhone(page).fill('07700900123');
  await contactName(page).fill('John Smith');
  await continueButton(page).click();
  await expectPage(page, ROUTES.review, t('Financial_review_title'));
  await expect(page).toHaveTitle(new RegExp(`^${t('Financial_review_title')}`));
});

test('the details box removes & * % ! < > as they are typed and says so', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await answerReasons(page, ['Debt advice']);

  await details(page).pressSequentially('Rent & bills');
  await expect(details(page)).toHaveValue('Rent  bills');
  await expect(page.getByRole('main')).toContainText(t('Financial_BC009'));
  await axe();

  await details(page).fill('I owe <300> pounds!');
  await expect(details(page)).toHaveValue('I owe 300 pounds');
  await expect(page.getByRole('main')).toContainText(t('Financial_BC009'));
});

test('a web address in the details keeps its characters, and the count warns at 1500 characters', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await answerReasons(page, ['Debt advice']);

  await expect(page.getByRole('main')).toContainText(t('widget_characters_remaining', { count: 1500 }));
  const address = 'See https://example.org/help%20me?a=1&b=2 please';
  await details(page).pressSequentially(address);
  await expect(details(page)).toHaveValue(address);
  await expect(page.getByRole('main')).toContainText(
    t('widget_characters_remaining', { count: 1500 - address.length }),
  );
  await expect(page.getByRole('main')).not.toContainText(t('Financial_BC009'));

  // The count goes down as the resident types and warns when the limit is reached; more is not taken.
  await details(page).fill('a'.repeat(1495));
  await expect(page.getByRole('main')).toContainText(t('widget_characters_remaining', { count: 5 }));
  await expect(page.getByRole('main')).not.toContainText(t('Financial_FI009', { max: 1500 }));
  await details(page).press('End');
  await details(page).pressSequentially('bcdefgh');
  await expect(details(page)).toHaveValue(`${'a'.repeat(1495)}bcdef`);
  await expect(page.getByRole('main')).toContainText(t('widget_characters_remaining', { count: 0 }));
  await expect(page.getByRole('main')).toContainText(t('Financial_FI009', { max: 1500 }));
  // Screen readers are told the limit with the box.
  await expect(details(page)).toHaveAccessibleDescription(
    new RegExp(t('widget_character_count_info', { count: 1500 })),
  );
  await axe();
  // The warning does not stop the resident.
  await continueButton(page).click();
  await expect(page).toHaveURL(at(ROUTES.contact));
});

test('advice for another member of the household, called on another number', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_other_member');
  await answerReasons(page, ['Benefits advice']);
  await answerDetails(page);

  await anotherNumber(page).check();
  // The name and who the person is are asked for, and needed.
  await expect(contactName(page)).toBeVisible();
  await expect(relationship(page)).toBeVisible();
  await otherPhone(page).fill('07700900123');
  await continueButton(page).click();
  await expect(errorSummary(page).getByRole('link', { name: t('Case_CC011'), exact: true })).toBeVisible();
  await expect(
    errorSummary(page).getByRole('link', { name: t('Financial_relationship_required'), exact: true }),
  ).toBeVisible();
  await expect(errorSummary(page).getByRole('link', { name: t('Financial_FI016c'), exact: true })).toHaveCount(0);
  await axe();

  await contactName(page).fill("Mary O'Neil-Smith");
  await relationship(page)
    .getByRole('radio', { name: t('Financial_relationship_friend_family'), exact: true })
    .check();
  await continueButton(page).click();
  await expectPage(page, ROUTES.review, t('Financial_review_title'));
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - term: ${t('Financial_summary_for')}
    - definition:
      - paragraph: ${t('Financial_for_other_member')}
  `);
  for (const question of ['Financial_summary_phone', 'Financial_summary_name', 'Financial_summary_relationship']) {
    await expect(changeLink(page, t(question))).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText("Mary O'Neil-Smith");
  // The number reads as the contact step and the confirmation write it (issue 12 §18); it is sent as typed.
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - term: ${t('Financial_summary_phone')}
    - definition:
      - paragraph: 07700 900123
  `);

  const sent = await sendEnquiry(page);
  expect(sent.postDataJSON()).toMatchObject({
    referralFor: 'Other',
    referralReason: ['Benefits advice'],
    serviceRequestType: 'financialinclusionenquiry',
    preferredContact: { personName: "Mary O'Neil-Smith", relationship: 'Friend or Family', phoneNumber: '07700900123' },
  });
});

test('Change from the review opens the question, and Continue returns to the review with the new answer', async ({
  page,
  axe,
}) => {
  await alexToReview(page);
  await changeLink(page, t('Financial_summary_reasons')).click();
  await expect(page).toHaveURL(at(ROUTES.reasons));
  await expect(reasons(page).getByRole('checkbox', { name: 'Debt advice', exact: true })).toBeChecked();
  await axe();
  await reasons(page).getByRole('checkbox', { name: 'Debt advice', exact: true }).uncheck();
  await reasons(page).getByRole('checkbox', { name: 'Help with energy bills', exact: true }).check();
  await continueButton(page).click();

  // Straight back to the review, not through the details and contact pages again.
  await expectPage(page, ROUTES.review, t('Financial_review_title'));
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - term: ${t('Financial_summary_reasons')}
    - definition:
      - paragraph: Help paying my rent
      - paragraph: Help with energy bills
  `);
  await expect(page.getByRole('main')).not.toContainText('Debt advice');

  const sent = await sendEnquiry(page);
  expect(sent.postDataJSON()).toMatchObject({ referralReason: ['Help paying my rent', 'Help with energy bills'] });
});

test('Back links follow the path, and a later page opened directly starts at the first question', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await page.goto(ROUTES.details);
  await expectPage(page, ROUTES.consent, t('Financial_consent_title'));

  await answerWhoFor(page, 'Financial_for_myself');
  // Answering the first question does not open the pages after the next one.
  await page.goto(ROUTES.review);
  await expectPage(page, ROUTES.reasons, t('Financial_reasons_title'));
  await answerReasons(page, ['Budgeting support']);
  await answerDetails(page);

  await backLink(page).click();
  await expectPage(page, ROUTES.details, t('Financial_details_title'));
  await expect(details(page)).toHaveValue(DETAILS_TEXT);
  await backLink(page).click();
  await expectPage(page, ROUTES.reasons, t('Financial_reasons_title'));
  await expect(reasons(page).getByRole('checkbox', { name: 'Budgeting support', exact: true })).toBeChecked();
  await backLink(page).click();
  await expectPage(page, ROUTES.consent, t('Financial_consent_title'));
  await expect(whoFor(page).getByRole('radio', { name: t('Financial_for_myself'), exact: true })).toBeChecked();
  // Before the first question, Back leaves the journey for home.
  await backLink(page).click();
  await expect(page).toHaveURL(at(ROUTES.home));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await axe();
});

test('a reload on the details page keeps the answers', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await answerReasons(page, ['Help paying my rent', 'Debt advice']);

  // The resident stays where they were, with the earlier answers.
  await page.reload();
  await expectPage(page, ROUTES.details, t('Financial_details_title'));
  await backLink(page).click();
  await expectPage(page, ROUTES.reasons, t('Financial_reasons_title'));
  await expect(reasons(page).getByRole('checkbox', { name: 'Help paying my rent', exact: true })).toBeChecked();
  await expect(reasons(page).getByRole('checkbox', { name: 'Debt advice', exact: true })).toBeChecked();
  await continueButton(page).click();
  await answerDetails(page);

  // Back on the details page after answering it, a reload keeps what was written.
  await backLink(page).click();
  await expectPage(page, ROUTES.details, t('Financial_details_title'));
  await page.reload();
  await expectPage(page, ROUTES.details, t('Financial_details_title'));
  await expect(details(page)).toHaveValue(DETAILS_TEXT);
  await continueButton(page).click();
  await expect(whichNumber(page)).toBeVisible();
  await axe();
});

test('when the enquiry cannot be sent, the resident is told and given the phone number', async ({
  page,
  request,
  axe,
}) => {
  await alexToReview(page);
  await injectFault(request, {
    method: 'POST',
    path: '/customer/:id/account/:acc/servicerequest',
    kind: 'status',
    status: 500,
    times: 5,
  });
  await page.getByRole('button', { name: t('Financial_send'), exact: true }).click();
  await expect(page).toHaveURL(at(ROUTES.error));
  await expect(page.getByRole('heading', { level: 1, name: t('generic_error_heading') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(t('Financial_API_Error'));
  await expect(page.getByRole('main')).toContainText(t('phone_no'));
  await axe();
});

// repairs.md §9: spinner time-outs are 5 to 7 s. A send that hangs used to show its error after two 5 s attempts and
// a 1 s pause; the whole wait is now the effect's budget (decision 0028).
test('when sending the enquiry hangs, the resident is told within 7 seconds', async ({ page, request, axe }) => {
  await alexToReview(page);
  await injectFault(request, { method: 'POST', path: '/customer/:id/account/:acc/servicerequest', kind: 'hang' });
  const pressed = Date.now();
  await page.getByRole('button', { name: t('Financial_send'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('generic_error_heading') })).toBeVisible({
    timeout: 15_000,
  });
  const waited = Date.now() - pressed;
  expect(waited).toBeLessThanOrEqual(7500);
  await expect(page).toHaveURL(at(ROUTES.error));
  await expect(page.getByRole('main')).toContainText(t('phone_no'));
  await axe();
});

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('the control could not be reached with the keyboard');
}

test('a complete referral with the keyboard alone', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await axe();
  await tabTo(page, page.getByRole('link', { name: t('home_financial_button'), exact: true }));
  await page.keyboard.press('Enter');
  await expectPage(page, ROUTES.consent, t('Financial_consent_title'));

  await tabTo(page, whoFor(page).getByRole('radio', { name: t('Financial_for_myself'), exact: true }));
  await page.keyboard.press('Space');
  await expect(whoFor(page).getByRole('radio', { name: t('Financial_for_myself'), exact: true })).toBeChecked();
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await expectPage(page, ROUTES.reasons, t('Financial_reasons_title'));

  for (const reason of ['Help paying my rent', 'Debt advice']) {
    await tabTo(page, reasons(page).getByRole('checkbox', { name: reason, exact: true }));
    await page.keyboard.press('Space');
  }
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await expectPage(page, ROUTES.details, t('Financial_details_title'));

  await tabTo(page, details(page));
  await page.keyboard.type(DETAILS_TEXT);
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(ROUTES.contact));

  // Shift+Tab from Continue reaches the choices above it.
  await tabTo(page, continueButton(page));
  await tabTo(page, numberOnFile(page), 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(numberOnFile(page)).toBeChecked();
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await expectPage(page, ROUTES.review, t('Financial_review_title'));

  const button = page.getByRole('button', { name: t('Financial_send'), exact: true });
  await tabTo(page, button);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/servicerequest'),
  );
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({
    referralReason: ['Help paying my rent', 'Debt advice'],
    additionalDetails: DETAILS_TEXT,
  });
  await expectPage(page, ROUTES.confirmation, t('Financial_confirmation_title'));
  await expect(page.getByRole('main')).toContainText('within 2 working days');
});

test('Bea chooses her shop on the home page and asks for advice about it', async ({ page, axe }) => {
  await logInToHome(page, bea.email);
  const property = page.getByLabel(t('address_selector_label'), { exact: true });
  await expect(property.getByRole('option')).toHaveCount(2);
  await property.selectOption(bea.shop.propertyId);
  await axe();
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await answerReasons(page, ['Budgeting support']);
  await answerDetails(page);
  await chooseNumberOnFile(page);

  const sent = await sendEnquiry(page);
  expect(new URL(sent.url()).pathname).toMatch(
    new RegExp(`/customer/${bea.customerId}/account/${bea.shop.rentAccountId}/servicerequest$`),
  );
  expect(sent.postDataJSON()).toMatchObject({
    assetIdentifier: bea.shop.propertyId,
    referralReason: ['Budgeting support'],
    preferredContact: { personName: `${bea.givenName} ${bea.surname}`, relationship: 'Customer' },
  });
});
