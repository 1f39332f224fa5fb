import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { AXE_TAGS, axeViolationsInPlace } from './axe-in-place';
import {
  REAL_TIME_SANDBOX,
  startFixtureServer,
  type FixtureServer,
  type FixtureServerOptions,
} from '../../tools/serve/fixture-server';

/** The analytics choice a test's browser starts with (decision 0060): null for a first visit, with the banner. */
export type CookieChoiceOption = 'accepted' | 'rejected' | null;

/**
 * The specs of other areas start as a resident who has answered the cookie banner already (rejected), so the banner
 * is not in their way; `E2E_COOKIE_BANNER=shown` runs them with it, e2e/cookies-and-telemetry.spec.ts walks it.
 */
const DEFAULT_COOKIE_CHOICE: CookieChoiceOption = process.env.E2E_COOKIE_BANNER === 'shown' ? null : 'rejected';

/**
 * Every browser test gets its own portal with a freshly seeded sandbox (`portal`, which `baseURL` points at; the
 * sandbox's clock and configuration are the `sandbox` option), a page that fails the test on any
 * Content-Security-Policy violation or uncaught page error, and an `axe` helper. Every page a test visits must be
 * scanned: call `await axe()` after each navigation.
 */
export const test = base.extend<{
  axe: () => Promise<void>;
  problems: string[];
  sandbox: FixtureServerOptions;
  portal: FixtureServer;
  cookieChoice: CookieChoiceOption;
}>({
  sandbox: [REAL_TIME_SANDBOX, { option: true }],
  cookieChoice: [DEFAULT_COOKIE_CHOICE, { option: true }],
  portal: async ({ sandbox }, use) => {
    const server = await startFixtureServer(sandbox);
    await use(server);
    await server.close();
  },
  baseURL: async ({ portal }, use) => use(portal.origin),
  context: async ({ context, portal, cookieChoice }, use) => {
    if (cookieChoice !== null) {
      await context.addCookies([{ name: 'portal_analytics_cookies', value: cookieChoice, url: portal.origin }]);
    }
    await use(context);
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) problems.push(`CSP: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
    expect(problems, 'no CSP violations or uncaught errors').toEqual([]);
  },
  axe: async ({ page, problems }, use) => {
    void problems;
    await use(() => expectNoAxeViolations(page));
  },
});

export { expect };

/**
 * Scans the page with axe. A page of one frame is scanned in place, axe-core loaded into its document once
 * (axe-in-place.ts); a page with frames goes through AxeBuilder, which runs axe in each frame and finishes in a blank
 * page — the only way into frames of another origin (the payment page).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations =
    page.frames().length === 1
      ? await axeViolationsInPlace(page)
      : (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
