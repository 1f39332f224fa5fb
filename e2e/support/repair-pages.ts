import { writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { buildPng } from '../../sandbox/db/seed/png';
import { expectNoAxeViolations } from './fixtures';
import { englishText as t } from './journey-text';

/** The repair journey's pages, by address (repairs.md §2; journeys/repair.json and damp-mould.json). */
export const REPAIR_ROUTES = {
  property: '/repairproperty',
  asset: '/repairasset',
  location: '/repairlocation',
  emergency: '/repairemergency',
  duplicate: '/duplicaterepair',
  details: '/repairadditionaldetails',
  dampMould: '/ConfirmedDampMould',
  assessment: (page: number) => `/DampAndMouldAssesment/${page}`,
  media: '/uploadmedia',
  vandalism: '/vandalismquestion',
  vulnerability: '/vulnerabilityquestion',
  covid: '/covidquestion',
  contact: '/customerdetails',
  confirmation: '/confirmationdetails',
  scheduler: '/appointmentscheduler',
  journeyError: '/repairJourneyErrorPage',
  home: '/customer360View',
} as const;

/** The help line residents are told to call (repairs.md §9). */
export const HELP_PHONE = '0300 123 3456';

/** A submission: the job number is read up to 5 times 5 s apart and the sandbox assigns it 6 s after sending. */
export const SUBMISSION_TIMEOUT_MS = 45_000;

/** The address bar shows this page (a query or fragment allowed). */
export const at = (route: string) => new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#].*)?$`);

export const continueButton = (page: Page) => page.getByRole('button', { name: t('journey_continue'), exact: true });
export const saveAndExitButton = (page: Page) =>
  page.getByRole('button', { name: t('journey_save_and_exit'), exact: true });
export const exitButton = (page: Page) => page.getByRole('button', { name: t('journey_exit'), exact: true });
export const backLink = (page: Page) => page.getByRole('link', { name: t('journey_back'), exact: true });
export const reportRepairLink = (page: Page) => page.getByRole('link', { name: t('home_report_repair'), exact: true });
/** The GOV.UK error summary (an alert labelled by its "There is a problem" heading). */
export const errorSummary = (page: Page) => page.getByRole('alert', { name: t('there_is_a_problem'), exact: true });
/** The home page's success banner (an alert labelled "Success"). */
export const successBanner = (page: Page) =>
  page.getByRole('alert', { name: t('home_banner_success_title'), exact: true });

export const assetChoice = (page: Page) => page.getByRole('group', { name: t('Repair_asset_title') });
export const locationSelect = (page: Page) =>
  page.getByRole('combobox', { name: t('Repair_location_label'), exact: true });
export const reasonBox = (page: Page) => page.getByRole('combobox', { name: t('Repair_reason_label'), exact: true });
export const descriptionBox = (page: Page) =>
  page.getByRole('textbox', { name: t('Repair_details_title'), exact: true });
export const duplicateChoice = (page: Page) => page.getByRole('group', { name: t('Repair_duplicate_title') });
export const emergencyChoice = (page: Page) => page.getByRole('group', { name: t('Repair_emergency_title') });
/** The media uploader's button: named by the question and "Choose files". */
export const chooseFilesButton = (page: Page) =>
  page.getByRole('button', { name: `${t('Upload_media_label')} ${t('media_upload_choose')}`, exact: true });
export const whichNumber = (page: Page) => page.getByRole('group', { name: t('Repair_contact_which_number') });
/** The slot grid, named by its question: "Choose an appointment", or "Choose a new appointment" when rescheduling. */
export const slotGrid = (page: Page, name = t('Repair_scheduler_label')) =>
  page.getByRole('group', { name, exact: true });
export const bookButton = (page: Page) => page.getByRole('button', { name: t('Repair_book_appointment'), exact: true });
export const noSuitableButton = (page: Page) =>
  page.getByRole('button', { name: t('Repair_no_suitable_appointment'), exact: true });
/**
 * The scheduler's question describes the grid with the job number ("Your job number is …"): its accessible description.
 */
async function jobNumberDescription(page: Page): Promise<string> {
  await expect(slotGrid(page)).toHaveAccessibleDescription(/Your job number is \d+\./);
  return slotGrid(page).evaluate((group) =>
    (group.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** A journey page ready for the resident: its address and its main heading; then scanned with axe. */
export async function expectRepairPage(page: Page, route: string, heading: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(at(route));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
}

/**
 * The gateway's answer to the cancellation of a draft (DELETE …/works-orders/{id}), which Leave and an already
 * reported repair send; start waiting before the action that sends it.
 */
export function draftCancellation(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && /\/works-orders\/[^/]+$/.test(new URL(response.url()).pathname),
  );
}

/** The home page after a repair journey ended, scanned. */
export async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(at(REPAIR_ROUTES.home));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The home page with the success banner a journey ending left, its text matching `text`. */
export async function expectHomeBanner(page: Page, text: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(at(REPAIR_ROUTES.home));
  await expect(successBanner(page)).toBeVisible();
  await expect(successBanner(page)).toContainText(text);
  await expectNoAxeViolations(page);
}

/** A locale text with its {parameters} filled, as a pattern (the job number and other values given or any). */
export function textPattern(key: string, params: Record<string, string> = {}): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = t(key).split(/(\{\w+\})/);
  return new RegExp(
    parts
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        return name in params ? escape(params[name] ?? '') : '.+';
      })
      .join(''),
  );
}

/** From the home page's "Report a repair" to the first question a one-property resident sees. */
export async function startRepair(page: Page): Promise<void> {
  await reportRepairLink(page).click();
  await expectRepairPage(page, REPAIR_ROUTES.asset, t('Repair_asset_title'));
}

/** Chooses where the repair is (My property, My block…) and goes on to the location and problem. */
export async function chooseAsset(
  page: Page,
  label: 'Repair_asset_property' | 'Repair_asset_block' | 'Repair_asset_divided_block' | 'Repair_asset_estate',
): Promise<void> {
  await assetChoice(page)
    .getByRole('radio', { name: t(label), exact: true })
    .check();
  await continueButton(page).click();
  // Scanned by chooseProblem, with the list of problems open.
  await expect(page).toHaveURL(at(REPAIR_ROUTES.location));
  await expect(page.getByRole('heading', { level: 1, name: t('Repair_location_title') })).toBeVisible();
}

/**
 * Chooses the place, types part of the problem into the autocomplete and picks it from the list, as a resident
 * does (the page is scanned with the list open), and presses Continue. The page that follows depends on the
 * repair: the caller checks it.
 */
export async function chooseProblem(page: Page, location: string, typed: string, problem: string): Promise<void> {
  await locationSelect(page).selectOption({ label: location });
  await reasonBox(page).fill(typed);
  const option = page
    .getByRole('listbox', { name: t('Repair_reason_label') })
    .getByRole('option', { name: problem, exact: true });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  await option.click();
  await expect(reasonBox(page)).toHaveValue(problem);
  await continueButton(page).click();
}

/** The description page: the permanent warning is shown; writes the description and goes on. */
export async function describeProblem(page: Page, text: string): Promise<void> {
  await expectRepairPage(page, REPAIR_ROUTES.details, t('Repair_details_title'));
  await expect(page.getByRole('main')).toContainText(t('Additional_Details_Warning'));
  await descriptionBox(page).fill(text);
  await continueButton(page).click();
}

/** The optional photos page, left as it is. */
export async function skipPhotos(page: Page): Promise<void> {
  await expectRepairPage(page, REPAIR_ROUTES.media, t('Upload_media_title'));
  await continueButton(page).click();
}

/** Writes a small real PNG photo at `path` (e.g. the test's output folder), for the file picker. */
export function writePhoto(path: string): string {
  writeFileSync(path, buildPng(48, 32, [40, 110, 200]));
  return path;
}

/**
 * Adds a photo with the uploader's "Choose files" button and the file picker it opens, and waits until it is uploaded.
 */
export async function addPhoto(page: Page, path: string, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await chooseFilesButton(page).click();
  await (await chooser).setFiles(path);
  await expect(page.getByRole('status').filter({ hasText: t('media_upload_uploaded', { name }) })).toBeAttached({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: t('media_upload_files_heading') })).toBeVisible();
  await expect(page.getByRole('button', { name: `${t('media_upload_remove')} ${name}`, exact: true })).toBeVisible();
}

/** Answers a Yes/No question page (vulnerability, covid, damp and mould) and goes on. */
export async function answerYesNo(page: Page, route: string, questionKey: string, answer: 'Yes' | 'No'): Promise<void> {
  await expectRepairPage(page, route, t(questionKey));
  await page
    .getByRole('group', { name: t(questionKey) })
    .getByRole('radio', { name: answer, exact: true })
    .check();
  await continueButton(page).click();
}

/** The property-only questions of a non-vulnerable resident with nobody self-isolating. */
export async function answerNoToVulnerabilityAndCovid(page: Page): Promise<void> {
  await answerYesNo(page, REPAIR_ROUTES.vulnerability, 'Repair_vulnerability_title', 'No');
  await answerYesNo(page, REPAIR_ROUTES.covid, 'Repair_covid_title', 'No');
}

/** The contact page: the number on file ("Use 07700 900101") and on to the check-answers page. */
export async function useNumberOnFile(page: Page): Promise<void> {
  await expectRepairPage(page, REPAIR_ROUTES.contact, t('Repair_contact_which_number'));
  await whichNumber(page)
    .getByRole('radio', { name: /^Use \d/ })
    .check();
  await continueButton(page).click();
  await expectRepairPage(page, REPAIR_ROUTES.confirmation, t('Repair_confirmation_title'));
}

/** Checks one answer on the check-answers page: the question's row, its answer and its Change link. */
export async function expectSummaryRow(page: Page, question: string, answer: string | RegExp): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: `${t('journey_change')} ${question}`, exact: true })).toBeVisible();
  // Each row is a term, its answer and its Change link, in that order.
  const terms = (await main.getByRole('term').allTextContents()).map((text) => text.trim());
  const index = terms.indexOf(question);
  expect(index, `a "${question}" row among ${terms.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await expect(main.getByRole('definition').nth(index * 2)).toContainText(answer);
}

/** The check-answers page has no row for this question. */
export async function expectNoSummaryRow(page: Page, question: string): Promise<void> {
  const terms = (await page.getByRole('main').getByRole('term').allTextContents()).map((text) => text.trim());
  expect(terms, 'the questions on the check-answers page').not.toContain(question);
}

/**
 * The draft work order a journey creates, followed from its creation (the id in the Location of POST …/works-orders).
 */
export interface FollowedDraft {
  id(): string;
}

/** Starts following the draft the journey will create; call before the reason step's Continue. */
export function followDraft(page: Page): FollowedDraft {
  let id: string | undefined;
  page.on('response', (response) => {
    if (response.request().method() !== 'POST' || response.status() !== 201) return;
    if (!/\/works-orders$/.test(new URL(response.url()).pathname)) return;
    id = response.headers()['location']?.split('/').at(-1) ?? id;
  });
  return {
    id() {
      if (!id) throw new Error('the journey has not created its draft work order yet');
      return id;
    },
  };
}

/**
 * Tells the sandbox to give the repair its job number as soon as it is sent (test mode control; by default it comes
 * 6 s later, so the portal's polling takes about 10 s). For tests whose subject is not the wait.
 */
export async function jobNumberAtOnce(request: APIRequestContext, draft: FollowedDraft): Promise<void> {
  const response = await request.post(`/__sandbox/work-orders/${draft.id()}/job-number`, { data: { afterMs: 0 } });
  expect(response.ok(), 'the sandbox job number control').toBe(true);
}

/**
 * Sends the repair from the check-answers page and waits until the journey has the job number (scheduler or home).
 * With the sandbox's usual delay the resident is told the job number is on its way while the portal polls.
 */
export async function sendRepair(page: Page, { waitsForJobNumber = true } = {}): Promise<void> {
  await page.getByRole('button', { name: t('Repair_submit'), exact: true }).click();
  if (waitsForJobNumber) {
    await expect(page.getByRole('status').filter({ hasText: t('Repair_waiting_job_number') })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAxeViolations(page);
  }
  await expect(page).not.toHaveURL(at(REPAIR_ROUTES.confirmation), { timeout: SUBMISSION_TIMEOUT_MS });
}

/** The scheduler with its job number; returns the job number the resident is told. */
export async function expectScheduler(page: Page): Promise<string> {
  await expectRepairPage(page, REPAIR_ROUTES.scheduler, t('Repair_scheduler_title'));
  const hint = await jobNumberDescription(page);
  const jobNo = /(\d+)/.exec(hint ?? '')?.[1];
  expect(jobNo, 'the job number on the scheduler').toBeTruthy();
  // Once sent, the repair cannot be left half-way: no Back and no Exit.
  await expect(backLink(page)).toHaveCount(0);
  await expect(exitButton(page)).toHaveCount(0);
  return jobNo ?? '';
}

/** The bookable time bands of the dates shown (a disabled band is 'Not Available'). */
export const bookableSlots = (page: Page, grid = slotGrid(page)) => grid.getByRole('radio', { disabled: false });

/** A time band on a date of the grid, as its label shows them. */
export interface ChosenSlot {
  readonly band: string;
  readonly date: string;
}

/** What a band's label says: "Morning (8am to 12pm)" and, for screen readers, ", Monday 23 November 2026". */
export async function slotOf(radio: Locator): Promise<ChosenSlot> {
  const label = await radio.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const [band = '', date = ''] = label.split(',').map((part) => part.trim());
  return { band, date };
}

/** The grid's line under the dates naming the chosen appointment. */
export async function expectChosenSlot(page: Page, slot: ChosenSlot, grid = slotGrid(page)): Promise<void> {
  await expect(grid).toContainText(t('slot_grid_chosen', { slot: `${slot.date}, ${slot.band}` }));
}

/** Chooses the first bookable band shown and returns it. */
export async function chooseFirstSlot(page: Page, grid = slotGrid(page)): Promise<ChosenSlot> {
  const radio = bookableSlots(page, grid).first();
  const slot = await slotOf(radio);
  await radio.check();
  await expect(radio).toBeChecked();
  await expectChosenSlot(page, slot, grid);
  return slot;
}

/** Books the chosen slot and checks the home page's banner names the job number and the appointment. */
export async function bookAndExpectBanner(page: Page, jobNo: string, slot: ChosenSlot): Promise<void> {
  await bookButton(page).click();
  await expect(page).toHaveURL(at(REPAIR_ROUTES.home), { timeout: 20_000 });
  await expectHomeBanner(
    page,
    textPattern('Repair_booked_message', { jobNo, appointment: `${slot.date}, ${slot.band}` }),
  );
}

/**
 * Presses Tab until `target` has the keyboard focus (at most `max` presses): how a keyboard user gets to a control.
 * Shift+Tab when `backwards`.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses`).toBeFocused();
}
