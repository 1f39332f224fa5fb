import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import axeCore, { type Result } from 'axe-core';

/** The WCAG 2.2 AA rules every page state is scanned with. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page states this worker has scanned without a violation, by fingerprint (pageFingerprint). Tests open the same
 * pages over and over (a quarter of the scans in the home, history, resume and referral specs were of a page exactly
 * like one scanned before); axe's answer depends only on the document, its styles and the viewport.
 */
const cleanStates = new Set<string>();

/**
 * What axe's answer depends on: the document as it is now (with the test's own origin taken out, since each test has
 * its own port), form controls' current values and checked states (not in the markup), and the viewport.
 */
async function pageFingerprint(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const controls = Array.from(
      document.querySelectorAll<HTMLInputElement>('input, select, textarea'),
      (control) => `${control.value}:${control.checked ? 1 : 0}`,
    );
    const html = document.documentElement.outerHTML.replaceAll(location.origin, '');
    return JSON.stringify([innerWidth, innerHeight, devicePixelRatio, controls, html]);
  });
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Runs axe in the page's one frame, loading axe-core into the document only when it is not there yet. AxeBuilder
 * sends and evaluates axe-core's 560 KB source twice on every scan, which took 550 of a home page scan's 850 ms on the
 * 2-core machine; a single-page app keeps its document from page to page, so one load serves every scan until the
 * next full page load. A page state this worker has already found clean is not scanned again.
 */
export async function axeViolationsInPlace(page: Page): Promise<Result[]> {
  const fingerprint = await pageFingerprint(page);
  if (cleanStates.has(fingerprint)) return [];
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(`${axeCore.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axeCore }).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    AXE_TAGS,
  );
  if (violations.length === 0) cleanStates.add(fingerprint);
  return violations;
}
