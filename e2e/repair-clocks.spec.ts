import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { detailPath } from './support/repair-detail-pages';
import { successBanner } from './support/repair-pages';

// Issue 31: "What happens next and by when" on the repair detail page (docs/decisions/0059), for the seeded states of
// docs/personas.md "Statutory clocks", each scanned by axe on a phone (375 px) and a laptop (1280 px).

// The complaint texts' periods and the Ombudsman's details are the rules' (decision 0071), read as the pages read them.
type Rows<Row> = { readonly rows: readonly Row[] };
const readRule = <Row>(name: string): Rows<Row> =>
  JSON.parse(readFileSync(new URL(`../rules/${name}.json`, import.meta.url), 'utf8')) as Rows<Row>;
const stepsRule = readRule<{ clock: string; step: string; period: number }>('statutory-clock-steps');
const ombudsmanRule = readRule<{ phone: string; email: string; website: string; url: string }>(
  'statutory-clock-ombudsman',
);
const period = (clock: string, step: string) =>
  stepsRule.rows.find((row) => row.clock === clock && row.step === step)?.period ?? 0;
const stage1 = () =>
  t('clocks_complain_stage_1', {
    acknowledge: period('complaint-stage-1', 'acknowledge'),
    answer: period('complaint-stage-1', 'answer'),
  });
const ombudsman = ombudsmanRule.rows[0]!;
const ombudsmanText = () => t('clocks_complain_ombudsman', ombudsman);

const clockSection = (page: Page) => page.getByRole('region', { name: t('clocks_heading'), exact: true });
const step = (page: Page, label: string) =>
  clockSection(page)
    .getByRole('listitem')
    .filter({ hasText: t(label) });

async function openRepair(page: Page, email: string, workOrderId: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await logInToHome(page, email);
  await page.goto(detailPath(workOrderId));
  await expect(clockSection(page)).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`at ${width} px a social tenant's damp and mould repair shows the investigation due, then the three later dates`, async ({
    page,
    request,
    axe,
  }) => {
    const id = PERSONAS.alex.workOrders.dampAndMould;
    await openRepair(page, PERSONAS.alex.email, id, width);
    const investigate = step(page, 'clocks_step_investigate');
    await expect(investigate).toContainText(t('clocks_state_due'));
    await expect(investigate).toContainText(/Due by \w+day \d{1,2} \w+ 20\d\d, in \d+ working days?/);
    await expect(investigate).toContainText(
      t('clocks_source_aw4', { period: period('awaab-damp-mould', 'investigate') }),
    );
    for (const later of ['clocks_step_summary', 'clocks_step_safety', 'clocks_step_prevent'])
      await expect(step(page, later)).toContainText(t('clocks_waiting'));
    await axe();

    // The back office records the investigation: the summary, safety and preventative work dates appear.
    expect((await request.post(`/__sandbox/work-orders/${id}/hazard`, { data: { record: 'HAZINV01' } })).status()).toBe(
      201,
    );
    await page.reload();
    await expect(investigate).toContainText(/Done on \w+day/);
    for (const later of ['clocks_step_summary', 'clocks_step_safety', 'clocks_step_prevent'])
      await expect(step(page, later)).toContainText(/Due by \w+day \d{1,2} \w+ 20\d\d/);
    await expect(step(page, 'clocks_step_prevent')).toContainText(
      /must start by \w+day \d{1,2} \w+ 20\d\d at the latest/,
    );
    await axe();
  });

  test(`at ${width} px a leaseholder's damp report shows the association's target and no Awaab dates`, async ({
    page,
    axe,
  }) => {
    await openRepair(page, PERSONAS.chris.email, PERSONAS.chris.workOrders.dampNotCovered, width);
    await expect(clockSection(page)).toContainText(t('clocks_not_covered'));
    await expect(step(page, 'clocks_step_complete')).toContainText(t('clocks_source_target'));
    await expect(clockSection(page)).not.toContainText('Awaab’s Law:');
    await expect(step(page, 'clocks_step_investigate')).toHaveCount(0);
    await axe();
  });

  test(`at ${width} px an emergency shows 24 hours and the phone number, overdue in words`, async ({ page, axe }) => {
    await openRepair(page, PERSONAS.alex.email, PERSONAS.alex.workOrders.reportedToEma, width);
    await expect(clockSection(page)).toContainText(
      t('clocks_emergency', { hours: period('awaab-emergency', 'make-safe') }),
    );
    await expect(clockSection(page)).toContainText(t('phone_no'));
    const makeSafe = step(page, 'clocks_step_make_safe');
    await expect(makeSafe).toContainText(t('clocks_source_aw8', { period: period('awaab-emergency', 'make-safe') }));
    await expect(makeSafe).toContainText(t('clocks_state_overdue'));
    await expect(makeSafe).toContainText(/Overdue: this should have happened by \d{1,2}(:\d\d)?(am|pm) on \w+day/);
    await expect(makeSafe).not.toContainText('working days');
    // An overdue step offers a complaint, with what happens next (CHC-2, CHC-4) and the Ombudsman (CHC-7).
    const offer = clockSection(page).getByRole('group', { name: t('clocks_complain_heading'), exact: true });
    await expect(offer).toContainText(stage1());
    await expect(offer).toContainText(ombudsmanText());
    // The Ombudsman's phone is PhoneNumber: a tel: link on a phone only; the email and website are links.
    await expect(offer.getByRole('link', { name: ombudsman.phone, exact: true })).toHaveCount(width <= 820 ? 1 : 0);
    await expect(offer.getByRole('link', { name: ombudsman.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${ombudsman.email}`,
    );
    await expect(offer.getByRole('link', { name: ombudsman.website, exact: true })).toHaveAttribute(
      'href',
      ombudsman.url,
    );
    await axe();
    await offer.getByRole('link', { name: t('clocks_complain'), exact: true }).click();
    // The case journey starts on the Complaint type's first question (decision 0065; walked on in the test below).
    await expect(page).toHaveURL(/\/caseQuestionnaire\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Which repair or request is your complaint about/,
    );
  });

  test(`at ${width} px a damp repair whose every step was recorded in time shows each done with its date`, async ({
    page,
    axe,
  }) => {
    await openRepair(page, PERSONAS.ada.email, PERSONAS.ada.workOrders.dampAllDone, width);
    for (const label of ['clocks_step_investigate', 'clocks_step_summary', 'clocks_step_safety', 'clocks_step_prevent'])
      await expect(step(page, label)).toContainText(/Done on \w+day \d{1,2} \w+ 20\d\d/);
    await expect(clockSection(page)).not.toContainText(t('clocks_state_overdue'));
    await axe();
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px an overdue step offers a complaint, raised through the case journey prefilled, whose case page shows its stage 1 dates`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    await openRepair(page, PERSONAS.alex.email, PERSONAS.alex.workOrders.reportedToEma, width);
    await clockSection(page)
      .getByRole('link', { name: t('clocks_complain'), exact: true })
      .click();
    // Decision 0065: the Complaint type is chosen and the first question starts with the repair and the missed step.
    await expect(page).toHaveURL(/\/caseQuestionnaire\//);
    const about = page.getByRole('textbox', { name: /Which repair or request is your complaint about/ });
    await expect(about).toHaveValue(/^Repair \d+: “.+” should have happened by .+20\d\d\.$/);
    const prefilled = await about.inputValue();
    await axe();
    // A reload keeps the words; the resident may change them.
    await page.reload();
    await expect(about).toHaveValue(prefilled);
    const words = `${prefilled} The lock is still broken.`;
    await about.fill(words);
    await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();
    await page.getByRole('textbox', { name: /What went wrong/ }).fill('Nobody came to make the door safe');
    await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('case_journey_review_title') })).toBeVisible();
    const review = page.getByRole('main');
    await expect(review).toContainText(words);
    await expect(review).toContainText('Complaint');
    // Before it is sent: what happens next (CHC-2, CHC-4) and the Ombudsman.
    await expect(review).toContainText(stage1());
    await expect(review).toContainText(ombudsmanText());
    await axe();
    await page.getByRole('button', { name: t('case_journey_submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/customer360View$/);
    const banner = successBanner(page);
    await expect(banner).toContainText(/CAS-\d+/);
    // The confirmation says what happens next.
    await expect(banner).toContainText('Your complaint has been sent');
    await expect(banner).toContainText('Housing Ombudsman');
    await expect(banner).toContainText(ombudsman.phone);
    // Tappable on a phone, as wherever else the portal asks a resident to call.
    await expect(banner.getByRole('link', { name: ombudsman.phone, exact: true })).toHaveCount(width <= 820 ? 1 : 0);
    await expect(banner).not.toContainText('{');
    await axe();
    const reference = (await banner.textContent())?.match(/CAS-\d+/)?.[0] ?? 'no reference';
    await page.goto(`/casedetails?case=${reference}`);
    const clock = clockSection(page);
    await expect(clock.getByRole('listitem').filter({ hasText: t('clocks_step_complaint_ack') })).toContainText(
      /Due by \w+day \d{1,2} \w+ 20\d\d, in 5 working days/,
    );
    await expect(clock.getByRole('listitem').filter({ hasText: t('clocks_step_complaint_answer') })).toContainText(
      /Due by \w+day \d{1,2} \w+ 20\d\d, in 15 working days/,
    );
    await expect(clock).toContainText(ombudsmanText());
    await axe();
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px an acknowledged complaint's case page shows the acknowledgement done and the answer due`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInToHome(page, PERSONAS.dana.email);
    await page.goto('/casesearch');
    // Dana's newest request is her complaint (docs/personas.md "A complaint's own clock").
    await page
      .getByRole('link', { name: /^CAS-\d+/ })
      .first()
      .click();
    const clock = clockSection(page);
    await expect(clock.getByRole('listitem').filter({ hasText: t('clocks_step_complaint_ack') })).toContainText(
      /Done on \w+day \d{1,2} \w+ 20\d\d/,
    );
    await expect(clock.getByRole('listitem').filter({ hasText: t('clocks_step_complaint_answer') })).toContainText(
      /Due by \w+day \d{1,2} \w+ 20\d\d, in \d+ working days?|Overdue: this should have happened by/,
    );
    await expect(clock).toContainText(ombudsmanText());
    await axe();
  });
}
