import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect, expectEditShown } from './support/analyst-edits';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { historyList, openRepairDetail } from './support/repair-detail-pages';
import { chooseAsset, continueButton, reasonBox, startRepair, chooseProblem } from './support/repair-pages';

// Issue 27 "Done when": ordinary edits of the repair area, made in JSON alone on a scratch copy of the project while
// `npm run dev` runs on it: a rule's window and an eligibility message.
test.describe.configure({ mode: 'default' });

const alex = PERSONAS.alex;
/**
 * Alex's stairwell light, completed 112 days ago (3 whole months): inside a 6-month recall window, not a 3-month one.
 */
const COMPLETED_THREE_MONTHS_AGO = 'f0000000-0000-4000-8000-0000a1e0000d';

interface Rule {
  logic: { and: unknown[] };
  [key: string]: unknown;
}

test('a rule window: the recall window cut from 6 months to 3, and a repair 3 months old is no longer offered again', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  const reportAgain = page.getByRole('link', { name: t('repairs_detail_recall'), exact: true });
  await logInToHome(page, alex.email);
  await openRepairDetail(page, COMPLETED_THREE_MONTHS_AGO);
  await expect(reportAgain).toBeVisible();
  scratch.editJson<Rule>('rules/repair-recall.json', (rule) => {
    rule.logic.and = rule.logic.and.map((part) =>
      JSON.stringify(part) === '{"<":[{"var":"context.monthsSinceCompleted"},6]}'
        ? { '<': [{ var: 'context.monthsSinceCompleted' }, 3] }
        : part,
    );
    rule.description = String(rule.description).replace('less than 6 months ago', 'less than 3 months ago');
  });
  expect(scratch.lint().output).toContain('no problems');
  await expectEditShown(page, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Repair \d{8}$/, { timeout: 2000 });
    // The page has read the repair's history (the status it is offered again by) before the link is looked for.
    await expect(historyList(page)).toBeVisible({ timeout: 2000 });
    await expect(reportAgain).toHaveCount(0, { timeout: 1000 });
  });
  await axe();
  // A repair completed last month is still inside the window.
  await openRepairDetail(page, alex.workOrders.recallable);
  await expect(reportAgain).toBeVisible();
  await reportAgain.click();
  await expect(page.getByRole('heading', { level: 1, name: t('Repair_asset_title') })).toBeVisible();
  await axe();
  // The new report is a recall of that repair, and stays one across a reload (the journey's stored draft keeps it).
  await page.reload();
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Kitchen', 'tap', 'Kitchen tap dripping');
  expect(await gatewayWrites.lastBody(/^\/works-orders$/)).toMatchObject({
    isRecall: true,
    originalWorkOrderIdentifier: alex.workOrders.recallable,
  });
  expect(await gatewayWrites.lastBody(/^\/works-orders\/repair-priority$/)).toMatchObject({ isRecall: true });
});

const E4_TEXT = 'Windows in homes less than a year old are fixed by the builder. Call us on 0300 123 3456.';

test('an eligibility message: the code E4 given a message of its own, shown where the resident picks the repair', async ({
  page,
  scratch,
  gatewayWrites,
  axe,
}) => {
  scratch.editJson<Record<string, string>>('locales/en/repairs.json', (texts) => {
    texts.Repair_E4_builder = E4_TEXT;
  });
  scratch.editJson<{ steps: { id: string; blocking?: { rows?: { is?: string; message?: unknown }[] }[] }[] }>(
    'journeys/repair.json',
    (journey) => {
      const location = journey.steps.find((step) => step.id === 'location');
      const row = location?.blocking?.flatMap((block) => block.rows ?? []).find((r) => r.is === 'E4');
      if (!row) throw new Error('no E4 row on the location step');
      row.message = 'Repair_E4_builder';
    },
  );
  expect(scratch.lint().output).toContain('no problems');
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Bedroom', 'window', 'Window will not close');
  await expect(page.getByRole('main')).toContainText(E4_TEXT);
  await expect(page.getByRole('main')).not.toContainText(t('E4'));
  await expect(continueButton(page)).toBeDisabled();
  await expect(reasonBox(page)).toHaveValue('Window will not close');
  await axe();
  // The check the code came from was asked with the chosen repair's SOR code (its repairType).
  const { repairReasons } = scratch.readJson<{ repairReasons: { description: string; sor: string }[] }>(
    'sandbox/reference-data/repair-reasons.json',
  );
  const sor = repairReasons.find((reason) => reason.description === 'Window will not close')?.sor;
  expect(await gatewayWrites.lastBody(/^\/works-orders\/eligibilityoutcomes$/)).toMatchObject({ repairType: sor });
});
