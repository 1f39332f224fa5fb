import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { detailPath } from './support/repair-detail-pages';

// Issue 31 §2: the written summary of a damp and mould investigation (AW-5) opens from the repair as a PDF, and the
// step then says when the resident opened it (decision 0064). Ada is a social tenant whose month-old damp repair has
// every Awaab step recorded, the summary among them.

const clockSection = (page: Page) => page.getByRole('region', { name: t('clocks_heading'), exact: true });
const summaryStep = (page: Page) =>
  clockSection(page)
    .getByRole('listitem')
    .filter({ hasText: t('clocks_step_summary') });

for (const width of [375, 1280]) {
  test(`at ${width} px a social tenant opens the written summary from the repair as a PDF, and it then says so`, async ({
    page,
    axe,
  }) => {
    const id = PERSONAS.ada.workOrders.dampAllDone;
    await page.setViewportSize({ width, height: 900 });
    await logInToHome(page, PERSONAS.ada.email);
    await page.goto(detailPath(id));
    const step = summaryStep(page);
    await expect(step).toContainText(/Done on \w+day/);
    const read = step.getByRole('button', { name: /^Read the written summary \(PDF, \d+ KB\)/ });
    await expect(read).toBeVisible();
    await expect(step).not.toContainText('You opened it');
    await axe();

    const file = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/works-orders\/[^/]+\/documents\/[^/?]+$/.test(response.url()),
    );
    const tab = page.waitForEvent('popup');
    await read.click();
    const body = (await (await file).json()) as { contentType: string; media: string };
    expect(body.contentType).toBe('application/pdf');
    expect(Buffer.from(body.media, 'base64').subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    await (await tab).close();

    await expect(step).toContainText(/You opened it at \d{1,2}(:\d\d)?(am|pm) on \w+day \d{1,2} \w+ 20\d\d\./);
    await axe();
    // The gateway kept the record: it is still there when the page is opened again.
    await page.reload();
    await expect(summaryStep(page)).toContainText('You opened it at');
  });
}

test('the summary step shows no link before the investigation, when no summary has been sent', async ({
  page,
  axe,
}) => {
  await logInToHome(page, PERSONAS.alex.email);
  await page.goto(detailPath(PERSONAS.alex.workOrders.dampAndMould));
  await expect(summaryStep(page)).toContainText(t('clocks_waiting'));
  await expect(page.getByRole('button', { name: /Read the written summary/ })).toHaveCount(0);
  await axe();
});
