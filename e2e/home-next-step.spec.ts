import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';

// Issue 31 §2: the home page's repairs card says what happens next on the latest repair, and by when (the detail
// page's clock, decision 0064), loaded after the card; a repair with no clock (a draft) says nothing of it.

const repairsCard = (page: Page) => page.getByRole('region', { name: t('home_repairs_heading'), exact: true });
const latestHeading = (page: Page) =>
  repairsCard(page).getByRole('heading', { level: 3, name: t('home_latest_repair_heading'), exact: true });

for (const width of [375, 1280]) {
  test(`at ${width} px the repairs card says the next step of Ada's latest repair and by when`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInToHome(page, PERSONAS.ada.email);
    await expect(latestHeading(page)).toBeVisible();
    // Her newest, a sink repair waiting for its appointment: the association's target for a Next Available repair.
    await expect(repairsCard(page)).toContainText(/Next: we will finish the repair by \w+day \d{1,2} \w+ 20\d\d/);
    await axe();
  });
}

test("Alex's latest repair is a draft, which has no clock: the card says no next step", async ({ page, axe }) => {
  const history = page.waitForResponse((response) =>
    response.url().includes(`/works-orders/${PERSONAS.alex.workOrders.draft}/historyItems`),
  );
  await logInToHome(page, PERSONAS.alex.email);
  await expect(latestHeading(page)).toBeVisible();
  await expect(repairsCard(page)).toContainText(t('Repair_status_draft'));
  await history;
  await expect(repairsCard(page)).not.toContainText(/Next: |Overdue: /);
  await axe();
});
