import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/fixtures';

// The scan every browser test relies on must fail on a violation, also on a later scan of the same document (axe-core
// is loaded into a document once and kept for its later scans: e2e/support/axe-in-place.ts). No portal is needed.
test('the axe scan fails on a violation, on the first scan of a document and on a later one', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Scan</title></head><body><main><h1>Fine</h1></main></body></html>',
  );
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')!.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  await page.setContent(
    '<html lang="en"><head><title>Scan</title></head><body><main><img src="x.png"></main></body></html>',
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});
