import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// The home dashboard for each seeded persona (docs/personas.md), as a new resident meets it on a phone and on a
// laptop: every card by its rule, each card's own failure, no card moving the page as it loads.

const card = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Alex: the balance in arrears, an overdue gas service, unread gas and electrical messages', async ({
      page,
      axe,
    }) => {
      await logInToHome(page, 'alex.single@example.org');
      const balance = card(page, t('accounts_home_heading'));
      await expect(balance).toContainText('in arrears');
      await expect(balance.getByRole('listitem')).toHaveCount(3);
      await expect(balance.getByRole('link', { name: t('accounts_home_view_accounts') })).toHaveAttribute(
        'href',
        '/viewaccount',
      );

      const gas = card(page, t('compliance_gas_heading'));
      await expect(gas).toContainText(
        t('compliance_gas_overdue', { contractor: 'Aquaflow Plumbing & Heating', number: '02079460501' }),
      );
      await expect(gas).toContainText(t('GasBoiler_ServiceoverDue', { subject: t('compliance_gas_subject') }));
      await expect(gas.getByRole('link', { name: t('compliance_read_messages') })).toHaveAttribute(
        'href',
        '/mymessageshistory',
      );
      const electrical = card(page, t('compliance_electrical_heading'));
      await expect(electrical).toContainText(t('compliance_next_due'));
      await expect(electrical).not.toContainText('service overdue');

      await expect(
        card(page, t('building_block_heading')).getByRole('link', { name: t('building_block_report') }),
      ).toBeVisible();
      await expect(
        card(page, t('home_details_heading')).getByRole('link', { name: t('home_details_edit') }),
      ).toHaveAttribute('href', '/manageprofile');
      await expect(card(page, t('home_energy_association_heading'))).toBeVisible();
      await axe();
    });

    test("Bea: two properties; the shop's boiler was decommissioned and its balance is 0.00", async ({ page, axe }) => {
      await logInToHome(page, 'bea.multi@example.org');
      await expect(card(page, t('accounts_home_heading'))).toContainText('in credit');
      await expect(card(page, t('compliance_gas_heading'))).toContainText(t('compliance_next_due'));
      await axe();

      const property = page.getByLabel(t('address_selector_label'));
      const shop = (await property.getByRole('option').allTextContents()).find((address) => address.includes('..'));
      expect(shop, "the shop's long address is cut with two dots").toBeDefined();
      await property.selectOption({ label: shop ?? '' });
      const gas = card(page, t('compliance_gas_heading'));
      await expect(gas).toContainText(/Your gas boiler was decommissioned on .+, so it is no longer serviced\./);
      await expect(gas).not.toContainText(t('compliance_next_due'));
      await expect(card(page, t('accounts_home_heading'))).toContainText('£0.00');
      await axe();
    });

    test('Chris: the building safety card with its reports, its people (a dash where the data is missing) and the high-rise pop-up; an incomplete profile', async ({
      page,
      axe,
    }) => {
      await logInToHome(page, 'chris.leaseholder@example.org');
      const safety = card(page, t('building_safety_heading'));
      await expect(safety.getByRole('heading', { name: t('building_documents_heading') })).toBeVisible();
      for (const report of ['building_document_fra', 'building_document_bsr', 'building_document_res']) {
        await expect(safety.getByRole('button', { name: new RegExp(t(report)) })).toBeVisible();
      }
      const manager = safety.getByRole('group', { name: t('building_role_manager') });
      await expect(manager.getByRole('definition').filter({ hasText: 'Priya Shah' })).toBeVisible();
      await expect(manager.getByRole('definition').filter({ hasText: /^-$/ })).not.toHaveCount(0);
      await expect(
        safety
          .getByRole('group', { name: t('building_role_responsible') })
          .getByRole('definition')
          .filter({ hasText: /^-$/ }),
      ).not.toHaveCount(0);
      // The tooltip is a details element (a group), opened by its summary.
      const what = safety
        .getByRole('group', { name: t('building_role_principal') })
        .getByRole('group')
        .filter({ hasText: t('building_role_what') });
      await what.click();
      await expect(what).toContainText(t('building_role_principal_about'));
      await axe();

      await safety.getByRole('button', { name: t('building_about_open') }).click();
      const about = page.getByRole('dialog', { name: t('building_about_heading') });
      await expect(about).toBeVisible();
      await expect(about.getByRole('link', { name: new RegExp(t('building_about_link')) })).toHaveAttribute(
        'href',
        t('building_about_url'),
      );
      await axe();
      await about.getByRole('button', { name: t('building_about_close') }).click();
      await expect(about).toBeHidden();

      // Chris's flat has no gas records: his unread gas messages raise no warning on a card with no visits (issue 26).
      const gas = card(page, t('compliance_gas_heading'));
      await expect(gas).toContainText(t('compliance_gas_none'));
      await expect(card(page, t('compliance_electrical_heading'))).toContainText(t('compliance_next_due'));
      await expect(gas).not.toContainText(t('GasBoiler_ServiceoverDue', { subject: t('compliance_gas_subject') }));

      const details = card(page, t('home_details_heading'));
      await expect(details).toContainText(t('home_details_incomplete'));
      await expect(details.getByRole('link', { name: t('home_details_complete') })).toHaveAttribute(
        'href',
        '/manageprofile',
      );
    });

    test("Dana: the catalyst customer's energy advice", async ({ page, axe }) => {
      await logInToHome(page, 'dana.catalyst@example.org');
      const energy = card(page, t('home_energy_catalyst_heading'));
      await expect(energy.getByRole('link', { name: new RegExp(t('home_energy_catalyst_link')) })).toHaveAttribute(
        'href',
        t('home_energy_catalyst_url'),
      );
      await expect(card(page, t('home_energy_association_heading'))).toHaveCount(0);
      await axe();
    });
  });
}

// Every card's failure is announced the same way (issue 26): an alert in the card with its message and the phone
// number, whichever call failed; the rest of the page stands.
const FAILING_CARDS = [
  { path: '/search/works-orders', heading: 'home_repairs_heading', message: 'retrieve_repair_Error_Message' },
  { path: '/customers/:id/accounts', heading: 'accounts_home_heading', message: 'account_Down_SSC001' },
  { path: '/customers/:id/communications', heading: 'messages_card_heading', message: 'message_Card_Alert_Message' },
  { path: '/cases', heading: 'cases_card_heading', message: 'case_Card_Alert_Message' },
  { path: '/assets/:id/compliance', heading: 'compliance_gas_heading', message: 'compliance_gas_failed' },
  { path: '/assets/:id/compliance', heading: 'compliance_electrical_heading', message: 'compliance_electrical_failed' },
] as const;

for (const width of [375, 1280]) {
  test(`at ${width} px every card that cannot load says so in an alert with the phone number, and the rest of the page stands`, async ({
    page,
    request,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of new Set(FAILING_CARDS.map((failing) => failing.path))) {
      await injectFault(request, { method: 'GET', path, kind: 'status', status: 500, times: 50 });
    }
    await logInToHome(page, 'alex.single@example.org');
    for (const failing of FAILING_CARDS) {
      const alert = card(page, t(failing.heading)).getByRole('alert');
      await expect(alert).toContainText(t(failing.message));
      await expect(alert).toContainText(t('phone_no'));
    }
    await expect(card(page, t('home_details_heading'))).toBeVisible();
    await axe();
  });
}

// Issue 26: every way into a repair follows the maintenance flag, not only Report a repair.
test.describe('while repairs are under maintenance', () => {
  test.use({ sandbox: { clock: null, configuration: { isMyPbRepairsMaintainence: 'true' } } });

  for (const width of [375, 1280]) {
    test(`at ${width} px no way into a repair can be used: Report a repair, the block card's report and Resume repair say why`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logInToHome(page, PERSONAS.alex.email);
      await expect(page.getByRole('button', { name: t('home_report_repair'), exact: true })).toBeDisabled();
      const report = card(page, t('building_block_heading')).getByRole('button', { name: t('building_block_report') });
      await expect(report).toBeDisabled();
      await expect(report).toHaveAccessibleDescription(new RegExp(t('building_block_report_maintenance').slice(0, 40)));
      for (const name of [t('home_report_repair'), t('building_block_report')])
        await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
      await axe();

      await page.goto(`/repairhistorydetails?id=${PERSONAS.alex.workOrders.draft}`);
      const resume = page.getByRole('button', { name: t('Repair_detail_resume'), exact: true });
      await expect(resume).toBeDisabled();
      await expect(resume).toHaveAccessibleDescription(t('repairs_detail_resume_maintenance'));
      await expect(page.getByRole('link', { name: t('Repair_detail_resume'), exact: true })).toHaveCount(0);
      await axe();
    });
  }
});

// Issue 26: the cards in the order residents use them most; one column on a phone, from 1180 px two to a row.
const HOME_CARD_ORDER = [
  'home_repairs_heading',
  'accounts_home_heading',
  'messages_card_heading',
  'cases_card_heading',
  'home_details_heading',
  'building_block_heading',
  'compliance_gas_heading',
  'compliance_electrical_heading',
  'home_energy_association_heading',
] as const;

for (const width of [375, 1280]) {
  test(`at ${width} px the cards come in the order residents use them most, ${width === 375 ? 'one under another' : 'two to a row'}`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInToHome(page, PERSONAS.alex.email);
    const cards = HOME_CARD_ORDER.map((heading) => card(page, t(heading)));
    for (const each of cards) await expect(each).toBeVisible();
    const boxes = await Promise.all(cards.map(async (each) => (await each.boundingBox())!));
    for (const [index, box] of boxes.entries()) {
      const before = boxes[index - 1];
      if (!before) continue;
      if (width === 375) {
        // One column: each card under the one before it, as wide as it.
        expect(box.y).toBeGreaterThanOrEqual(before.y + before.height);
        expect(box.x).toBe(before.x);
      } else if (index % 2 === 1) {
        // Two to a row: the second card of a row beside the first, at its top.
        expect(box.y).toBe(before.y);
        expect(box.x).toBeGreaterThan(before.x + before.width);
      } else {
        expect(box.y).toBeGreaterThanOrEqual(before.y + before.height);
      }
    }
    await axe();
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px the cards keep their place while their content loads: nothing below them moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await logInToHome(page, 'chris.leaseholder@example.org');
    await expect(card(page, t('building_safety_heading'))).toContainText('Priya Shah');
    await expect(card(page, t('compliance_electrical_heading'))).toContainText(t('compliance_next_due'));
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThan(0.1);
  });
}
