import type { Locator, Page } from '@playwright/test';
import { messageParts } from '../src/engine/message-parts';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { expectNoAxeViolations, test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  answerReasons,
  answerWhoFor,
  continueButton as referralContinue,
  details,
  errorSummary as referralErrors,
  openReferralFromHome,
} from './support/referral-pages';
import { openRepairDetail, RESCHEDULE_STEP, rescheduleButton } from './support/repair-detail-pages';
import {
  at,
  bookableSlots,
  chooseAsset,
  chooseProblem,
  continueButton,
  descriptionBox,
  duplicateChoice,
  errorSummary,
  expectRepairPage,
  locationSelect,
  reasonBox,
  REPAIR_ROUTES as ROUTES,
  slotGrid,
  startRepair,
} from './support/repair-pages';

// Safety and clarity (issue 12, items 5–11; decision 0026): life-safety advice as GOV.UK warning text, each message
// beside what it is about, errors that go once put right, a name for every choice, the booked appointment not
// offered again, a slot grid that reads at 375 px, and the upload page's own heading.
const { alex } = PERSONAS;
const PHONE = { width: 375, height: 800 };

/** The box's top edge is below the other's bottom edge: it reads after it. */
async function below(lower: Locator, upper: Locator): Promise<boolean> {
  const [a, b] = [await lower.boundingBox(), await upper.boundingBox()];
  return a !== null && b !== null && a.y >= b.y + b.height - 1;
}

/** A message shown as a list: its steps, named by its lead. */
const stepsOf = (page: Page, lead: string) => page.getByRole('main').getByRole('list', { name: lead, exact: true });
/** A paragraph of the page saying `text`. */
const paragraph = (page: Page | Locator, text: string | RegExp) =>
  page.getByRole('paragraph').filter({ hasText: text });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Report a repair to the location step, with the problem chosen and Continue pressed. */
async function reportProblem(page: Page, location: string, typed: string, problem: string): Promise<void> {
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, location, typed, problem);
}

test.describe('life-safety advice on a phone', () => {
  test.use({ viewport: PHONE });

  test('a smell of gas shows the gas advice (E21) as warning text beside the problem, its steps a list and the number tappable', async ({
    page,
    axe,
  }) => {
    await reportProblem(page, 'Heating and hot water', 'gas', 'Smell of gas');
    const { lead, items } = messageParts(t('E21'));
    const warning = stepsOf(page, lead);
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveText(items);
    expect(await warning.evaluate((list) => list.tagName)).toBe('UL');
    const call = warning.getByRole('link', { name: '0800 111 999', exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:0800111999');
    await expect(continueButton(page)).toBeDisabled();
    // GOV.UK warning text: read as "Warning:" and the lead, then the steps; it is what keeps Continue shut.
    await expect(continueButton(page)).toHaveAccessibleDescription(
      new RegExp(`^Warning: ${escape(lead)} ${escape(items[0] ?? '')}`),
    );
    // Beside the answer that brought it up: under the heading and the problem, above Continue.
    expect(await below(warning, page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await below(warning, reasonBox(page))).toBe(true);
    expect(await below(continueButton(page), warning)).toBe(true);
    await axe();
  });

  test('a sparking socket shows the electrical emergency (SSR037) as warning text with numbered steps', async ({
    page,
    axe,
  }) => {
    await reportProblem(page, 'Living room', 'socket', 'Sparking socket or burning smell');
    const { lead, items } = messageParts(t('SSR037'));
    const warning = stepsOf(page, lead);
    await expect(warning.getByRole('listitem')).toHaveText(items);
    expect(await warning.evaluate((list) => list.tagName)).toBe('OL');
    await expect(continueButton(page)).toHaveAccessibleDescription(new RegExp(`^Warning: ${escape(lead)}`));
    await expect(warning.getByRole('link', { name: t('phone_no'), exact: true })).toHaveAttribute(
      'href',
      `tel:${t('phone_no').replace(/\s/g, '')}`,
    );
    await expect(continueButton(page)).toBeDisabled();
    await axe();
  });
});

test('on a wide screen the number in the advice is plain text, read once', async ({ page, axe }) => {
  await reportProblem(page, 'Heating and hot water', 'gas', 'Smell of gas');
  const warning = stepsOf(page, messageParts(t('E21')).lead);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link')).toHaveCount(0);
  await expect(warning.getByRole('listitem').first()).toHaveText(
    'Call the National Gas Emergency Service on 0800 111 999.',
  );
  await axe();
});

test("errors go as the resident puts them right, and the description page's messages sit under its question", async ({
  page,
  axe,
}) => {
  await page.setViewportSize(PHONE);
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await expect(page).toHaveURL(at(ROUTES.location));

  await continueButton(page).click();
  await expect(errorSummary(page).getByRole('link')).toHaveText([t('SSR051'), t('SSR052')]);
  await expect(locationSelect(page)).toHaveAccessibleDescription(new RegExp(`Error: ${t('SSR051')}`));
  await axe();
  await locationSelect(page).selectOption({ label: 'Bathroom' });
  await expect(errorSummary(page).getByRole('link')).toHaveText([t('SSR052')]);
  await expect(locationSelect(page)).not.toHaveAccessibleDescription(/Error/);
  await expect(page.getByRole('main')).not.toContainText(t('SSR051'));
  await reasonBox(page).fill('shower');
  await page
    .getByRole('listbox', { name: t('Repair_reason_label') })
    .getByRole('option', { name: 'Bath or shower leaking', exact: true })
    .click();
  await expect(errorSummary(page)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^Error:/);
  await axe();
  await continueButton(page).click();

  await expectRepairPage(page, ROUTES.details, t('Repair_details_title'));
  await continueButton(page).click();
  await expect(errorSummary(page).getByRole('link')).toHaveText([t('SSR008a')]);
  await descriptionBox(page).pressSequentially('Tray leaks & drips');
  await expect(errorSummary(page)).toHaveCount(0);
  await expect(descriptionBox(page)).not.toHaveAccessibleDescription(/Error/);
  await expect(descriptionBox(page)).toHaveValue('Tray leaks  drips');
  // Nothing above the question: the notice is by the box, the page's warning after it, all above Continue.
  const heading = page.getByRole('heading', { level: 1, name: t('Repair_details_title') });
  const notice = paragraph(page, t('Repair_details_forbidden_characters'));
  const warning = paragraph(page, t('Additional_Details_Warning'));
  for (const message of [notice, warning]) {
    expect(await below(message, heading)).toBe(true);
    expect(await below(message, descriptionBox(page))).toBe(true);
    expect(await below(continueButton(page), message)).toBe(true);
  }
  expect(await below(warning, notice)).toBe(true);
  await axe();
  await continueButton(page).click();

  // The photos page asks its question as the heading; the uploader's button keeps its label.
  await expectRepairPage(page, ROUTES.media, t('Upload_media_title'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Upload_media_title'));
  await expect(
    page.getByRole('button', { name: `${t('Upload_media_label')} ${t('media_upload_choose')}`, exact: true }),
  ).toBeVisible();
});

test('on the referral\'s details page "Enter more details" goes as the resident types, and the removal notice once they have moved on', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await answerReasons(page, ['Debt advice']);
  await referralContinue(page).click();
  await expect(referralErrors(page).getByRole('link')).toHaveText([t('Financial_FI005')]);

  await details(page).pressSequentially('Rent & bills');
  await expect(referralErrors(page)).toHaveCount(0);
  await expect(details(page)).not.toHaveAccessibleDescription(/Error/);
  const notice = paragraph(page, t('Financial_BC009'));
  await expect(notice).toBeVisible();
  expect(await below(notice, details(page))).toBe(true);
  await axe();
  // Typing on keeps it (it must not flash by); leaving the box and coming back to it takes it away.
  await details(page).pressSequentially(' due');
  await expect(notice).toBeVisible();
  await details(page).press('Tab');
  await expect(notice).toBeVisible();
  await details(page).click();
  await details(page).press('End');
  await details(page).pressSequentially(' now');
  await expect(notice).toHaveCount(0);
  await expect(details(page)).toHaveValue('Rent  bills due now');
});

test('a draft left before its description is offered on the duplicate page by its problem and place, and carded in the history', async ({
  page,
  browser,
  portal,
  axe,
}) => {
  test.setTimeout(90_000);
  // A report left on the description page: its draft has no description.
  await reportProblem(page, 'Bathroom', 'shower', 'Bath or shower leaking');
  await expectRepairPage(page, ROUTES.details, t('Repair_details_title'));

  // Later, in a new visit on a phone: the history, then the same problem again.
  const later = await browser.newContext({ baseURL: portal.origin, viewport: PHONE });
  const again = await later.newPage();
  try {
    await logInToHome(again, alex.email);
    await again.goto('/historicRepairs');
    const card = again.getByRole('heading', {
      level: 2,
      name: t('repairs_list_location_only').replace('{location}', 'Bathroom'),
      exact: true,
    });
    await expect(card).toBeVisible();
    for (const heading of await again.getByRole('heading', { level: 2 }).all()) await expect(heading).toHaveText(/\S/);
    await expectNoAxeViolations(again);

    await again.goto('/customer360View');
    await startRepair(again);
    await chooseAsset(again, 'Repair_asset_property');
    await chooseProblem(again, 'Bathroom', 'shower', 'Bath or shower leaking');
    await expectRepairPage(again, ROUTES.duplicate, t('Repair_duplicate_title'));
    const draft = duplicateChoice(again).getByRole('radio', {
      name: t('repairs_list_reason_at_location')
        .replace('{reason}', 'Bath or shower leaking')
        .replace('{location}', 'Bathroom'),
      exact: true,
    });
    await expect(draft).toBeVisible();
    for (const radio of await duplicateChoice(again).getByRole('radio').all())
      await expect(radio).toHaveAccessibleName(/\S/);
    await expectNoAxeViolations(again);
  } finally {
    await later.close();
  }
  await axe();
});

test.describe('rescheduling on a phone', () => {
  test.use({ viewport: PHONE });

  test('the booked appointment shows as the current one, not a choice, and the grid reads whole words and clean names', async ({
    page,
    axe,
  }) => {
    await logInToHome(page, alex.email);
    await openRepairDetail(page, alex.workOrders.appointed);
    await rescheduleButton(page).click();
    await expect(page).toHaveURL(at(RESCHEDULE_STEP));
    const grid = slotGrid(page, t('Repair_reschedule_title'));
    const current = paragraph(grid, /^Your current appointment: /);
    await expect(current).toBeVisible();
    const [, date = '', band = ''] =
      /^Your current appointment: (\w+ \d+ \w+ \d{4}), (.+)\. Choose a new one\.$/.exec(
        (await current.textContent()) ?? '',
      ) ?? [];
    expect(date).not.toBe('');
    await expect(grid).toHaveAccessibleDescription(new RegExp(`Your current appointment: ${date}`));
    // Where it is in the grid it is marked, and no radio stands for it.
    const day = grid.getByRole('group', { name: date, exact: true });
    await expect(day).toContainText(t('widgets_slot_grid_current'));
    await expect(grid.getByRole('radio', { name: `${band}, ${date}`, exact: true })).toHaveCount(0);
    await axe();

    // Each band is named by its words and its date, nothing between (no stray space, no tick once chosen).
    const radios = bookableSlots(page, grid);
    const names = await Promise.all(
      (await radios.all()).map((radio) => radio.evaluate((input) => input.getAttribute('aria-label') ?? '')),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const radio of await radios.all())
      await expect(radio).toHaveAccessibleName(/^\S.*\S, \w+day \d{1,2} \w+ \d{4}$/);
    for (const name of names) expect(name).not.toMatch(/ ,|✓/);
    const first = radios.first();
    const firstName = names[0] ?? '';
    await first.check();
    await expect(first).toHaveAccessibleName(firstName);

    // At 375 px no word of a band is split across lines, and no label is wider than its box.
    const broken = await grid.evaluate((element) => {
      const found: string[] = [];
      for (const box of element.querySelectorAll('.slot-grid__label, .slot-grid__current')) {
        if (box.scrollWidth > box.clientWidth + 1) found.push(`overflows: ${box.textContent}`);
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.visually-hidden')) continue;
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if ([...range.getClientRects()].filter((rect) => rect.width > 0).length > 1) found.push(word[0]);
          }
        }
      }
      return found;
    });
    expect(broken).toEqual([]);
    await axe();
  });
});
