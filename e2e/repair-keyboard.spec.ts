import type { Locator, Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  assetChoice,
  bookableSlots,
  bookButton,
  chooseFilesButton,
  continueButton,
  descriptionBox,
  expectChosenSlot,
  expectHomeBanner,
  expectRepairPage,
  expectScheduler,
  followDraft,
  jobNumberAtOnce,
  locationSelect,
  reasonBox,
  REPAIR_ROUTES as ROUTES,
  reportRepairLink,
  slotOf,
  tabTo,
  textPattern,
  whichNumber,
} from './support/repair-pages';

const alex = PERSONAS.alex;

/** Tabs to a button or link and presses Enter. */
async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Answers a Yes/No page with the keyboard: Tab into the group (Yes), the down arrow to No, then Continue. */
async function answerNoByKeyboard(page: Page, route: string, questionKey: string): Promise<void> {
  await expectRepairPage(page, route, t(questionKey));
  const group = page.getByRole('group', { name: t(questionKey) });
  await tabTo(page, group.getByRole('radio', { name: 'Yes', exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await press(page, continueButton(page));
}

test('Alex reports a beeping smoke alarm and books it with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const draft = followDraft(page);
  await logInToHome(page, alex.email);
  // From here on no mouse: Tab, Shift+Tab, Space, Enter, arrow keys and typing only.
  await press(page, reportRepairLink(page));

  await expectRepairPage(page, ROUTES.asset, t('Repair_asset_title'));
  const property = assetChoice(page).getByRole('radio', { name: t('Repair_asset_property'), exact: true });
  await tabTo(page, property);
  await page.keyboard.press('Space');
  await expect(property).toBeChecked();
  await press(page, continueButton(page));

  await expectRepairPage(page, ROUTES.location, t('Repair_location_title'));
  await tabTo(page, locationSelect(page));
  // A closed drop-down chooses by typing the start of an option.
  await page.keyboard.type('Hall');
  await expect(locationSelect(page).getByRole('option', { name: 'Hallway', selected: true })).toBeAttached();
  await tabTo(page, reasonBox(page));
  await page.keyboard.type('smoke');
  await expect(page.getByRole('listbox', { name: t('Repair_reason_label') })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Smoke alarm beeping', selected: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(reasonBox(page)).toHaveValue('Smoke alarm beeping');
  await press(page, continueButton(page));

  await expectRepairPage(page, ROUTES.details, t('Repair_details_title'));
  await tabTo(page, descriptionBox(page));
  await page.keyboard.type('The smoke alarm in the hallway beeps every minute, even with a new battery.');
  await press(page, continueButton(page));

  await expectRepairPage(page, ROUTES.media, t('Upload_media_title'));
  // The file picker's button is on the way to Continue.
  await tabTo(page, chooseFilesButton(page));
  await press(page, continueButton(page));

  await answerNoByKeyboard(page, ROUTES.vulnerability, 'Repair_vulnerability_title');
  await answerNoByKeyboard(page, ROUTES.covid, 'Repair_covid_title');

  await expectRepairPage(page, ROUTES.contact, t('Repair_contact_which_number'));
  const onFile = whichNumber(page).getByRole('radio', { name: /^Use \d/ });
  await tabTo(page, onFile);
  await page.keyboard.press('Space');
  await expect(onFile).toBeChecked();
  await press(page, continueButton(page));

  await expectRepairPage(page, ROUTES.confirmation, t('Repair_confirmation_title'));
  await jobNumberAtOnce(request, draft);
  await press(page, page.getByRole('button', { name: t('Repair_submit'), exact: true }));
  await expect(page).toHaveURL(new RegExp(`${ROUTES.scheduler}$`), { timeout: 45_000 });
  const jobNo = await expectScheduler(page);

  // The slot grid: Tab into it, Space chooses, the arrow keys move the choice to the next bookable band.
  const first = bookableSlots(page).nth(0);
  const second = bookableSlots(page).nth(1);
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeChecked();
  await expect(second).toBeFocused();
  await expect(first).not.toBeChecked();
  const slot = await slotOf(second);
  await expectChosenSlot(page, slot);

  // Next dates and back again; when Previous disappears the focus goes to Next, not to the top of the page.
  const next = page.getByRole('button', { name: /^Next/ });
  const previous = page.getByRole('button', { name: /^Previous/ });
  await press(page, next);
  await expect(previous).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Showing appointments from / })).toBeAttached();
  await tabTo(page, previous, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(previous).toHaveCount(0);
  await expect(next).toBeFocused();
  await expect(second).toBeChecked();

  await press(page, bookButton(page));
  await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`), { timeout: 20_000 });
  await expectHomeBanner(
    page,
    textPattern('Repair_booked_message', { jobNo, appointment: `${slot.date}, ${slot.band}` }),
  );
  // The banner takes the focus, so a keyboard or screen reader user starts from it.
  await expect(page.getByRole('alert', { name: t('home_banner_success_title') })).toBeFocused();
});
