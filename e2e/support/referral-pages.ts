import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { englishText as t } from './journey-text';

/** The referral's pages, by address (portal.md §2 "Financial advice referral"). */
export const REFERRAL_ROUTES = {
  consent: '/enquiryconsent',
  reasons: '/enquiryreason',
  details: '/additionalenquirydetails',
  contact: '/ContactDetails',
  review: '/enquiryreview',
  confirmation: '/enquiryconfirmation',
  error: '/repairJourneyErrorPage',
  home: '/customer360View',
} as const;

export const DETAILS_TEXT =
  'Since my hours were cut I have fallen behind with my rent and would like advice on budgeting.';

/** The address bar shows this page (query and fragment allowed, e.g. a change link's ?returnTo=review). */
export const at = (route: string) => new RegExp(`${route}(?:[?#].*)?$`);

export const continueButton = (page: Page) => page.getByRole('button', { name: t('journey_continue'), exact: true });
export const backLink = (page: Page) => page.getByRole('link', { name: t('journey_back'), exact: true });
export const whoFor = (page: Page) => page.getByRole('group', { name: t('Financial_consent_title') });
export const reasons = (page: Page) => page.getByRole('group', { name: t('Financial_reasons_title') });
export const details = (page: Page) => page.getByRole('textbox', { name: t('Financial_details_title'), exact: true });
export const whichNumber = (page: Page) => page.getByRole('group', { name: t('Financial_contact_which_number') });
/** The number on file is named in the choice ("Use 07700 900101, the number we have for you"). */
export const numberOnFile = (page: Page) =>
  whichNumber(page).getByRole('radio', { name: /the (phone )?number we have for you/i });
export const anotherNumber = (page: Page) =>
  whichNumber(page).getByRole('radio', { name: t('Financial_contact_another_number'), exact: true });
export const otherPhone = (page: Page) =>
  page.getByRole('textbox', { name: t('Financial_contact_phone'), exact: true });
export const contactName = (page: Page) =>
  page.getByRole('textbox', { name: t('Financial_contact_name'), exact: true });
export const relationship = (page: Page) => page.getByRole('group', { name: t('Financial_contact_relationship') });
/** The GOV.UK error summary (an alert labelled by its "There is a problem" heading). */
export const errorSummary = (page: Page) => page.getByRole('alert', { name: t('there_is_a_problem'), exact: true });

/** Waits for a journey page to be ready for the resident (its address and its question or heading) and scans it. */
export async function expectPage(page: Page, route: string, heading: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(at(route));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** From the home page's financial enquiry link to the first question. Each helper below scans the page it reaches. */
export async function openReferralFromHome(page: Page): Promise<void> {
  await page.getByRole('link', { name: t('home_financial_button'), exact: true }).click();
  await expectPage(page, REFERRAL_ROUTES.consent, t('Financial_consent_title'));
}

export async function answerWhoFor(
  page: Page,
  choice: 'Financial_for_myself' | 'Financial_for_other_member',
): Promise<void> {
  await whoFor(page)
    .getByRole('radio', { name: t(choice), exact: true })
    .check();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.reasons, t('Financial_reasons_title'));
}

export async function answerReasons(page: Page, chosen: readonly string[]): Promise<void> {
  for (const reason of chosen) await reasons(page).getByRole('checkbox', { name: reason, exact: true }).check();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.details, t('Financial_details_title'));
}

export async function answerDetails(page: Page, text = DETAILS_TEXT): Promise<void> {
  await details(page).fill(text);
  await continueButton(page).click();
  await expect(page).toHaveURL(at(REFERRAL_ROUTES.contact));
  await expect(whichNumber(page)).toBeVisible();
  await expectNoAxeViolations(page);
}

export async function chooseNumberOnFile(page: Page): Promise<void> {
  await numberOnFile(page).check();
  await continueButton(page).click();
  await expectPage(page, REFERRAL_ROUTES.review, t('Financial_review_title'));
}

/** The review's Change link for a question (its accessible name includes the question). */
export const changeLink = (page: Page, question: string): Locator =>
  page.getByRole('link', { name: `${t('journey_change')} ${question}`, exact: true });

/** The referral's submission (POST …/servicerequest), as the sandbox receives it. */
export function submission(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      /\/customer\/[^/]+\/account\/[^/]+\/servicerequest$/.test(new URL(request.url()).pathname),
  );
}

/** Sends the enquiry from the review page and waits for the confirmation. */
export async function sendEnquiry(page: Page): Promise<Request> {
  const sent = submission(page);
  await page.getByRole('button', { name: t('Financial_send'), exact: true }).click();
  const request = await sent;
  await expectPage(page, REFERRAL_ROUTES.confirmation, t('Financial_confirmation_title'));
  return request;
}
