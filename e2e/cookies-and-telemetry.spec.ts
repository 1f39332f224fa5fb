import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import { injectFault } from './support/faults';
import { collectedEvents } from './support/telemetry-events';

// Decision 0060: the cookie banner, the cookies page, and what reaches the sandbox collector with and without consent.
const ALEX = { email: 'alex.single@example.org', customerId: 'c0000000-0000-4000-8000-00000000a1e0' };
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const HEATMAP_ON = { clock: null, configuration: { IsHotjarEnabledSS: 'true' } };

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on My home portal' });

/** Every request the page makes for the heat-map's script. */
function heatmapRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/heatmap-sandbox/')) urls.push(request.url());
  });
  return urls;
}

/** The tracking id the generic error page shows, as the resident reads it out. */
async function shownTrackingId(page: Page): Promise<string> {
  await expect(page.getByRole('main')).toContainText('tracking ID');
  const text = (await page.getByRole('main').textContent()) ?? '';
  return /tracking ID:\s*([0-9a-f-]{36})/.exec(text)?.[1] ?? '';
}

/** What a resident would read aloud or type: none of it may be in any event. */
const PERSONAL = ['alex.single@example.org', 'Alex', 'Morgan', 'demo-password', '40012301'];

test.describe('first visit: the cookie banner', () => {
  test.use({ cookieChoice: null, sandbox: HEATMAP_ON });

  test('rejecting: the confirmation, then no page view and no heat-map, while error reports carry only ids', async ({
    page,
    request,
    axe,
  }) => {
    const heatmap = heatmapRequests(page);
    await page.setViewportSize(PHONE);
    await page.goto('/startpage');
    await expect(banner(page)).toBeVisible();
    // At the top of the page in its flow, before the skip link: it covers nothing.
    const box = await banner(page).boundingBox();
    expect(box?.y).toBe(0);
    await expect(banner(page)).not.toHaveCSS('position', 'fixed');
    await expect(banner(page).getByRole('link', { name: 'View cookies' })).toHaveAttribute('href', '/cookies');
    await axe();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept analytics cookies' })).toBeFocused();

    await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
    const confirmation = banner(page).getByRole('alert');
    await expect(confirmation).toContainText('You’ve rejected analytics cookies.');
    await expect(confirmation).toBeFocused();
    await expect(confirmation.getByRole('link', { name: 'change your cookie settings' })).toBeVisible();
    await axe();
    await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();
    await expect(banner(page)).toHaveCount(0);

    await logInToHome(page, ALEX.email);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/viewaccount');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/genericerror');
    const trackingId = await shownTrackingId(page);

    // The error report arrives (without consent, with the ids and codes alone, and no cookie)...
    await expect.poll(async () => (await collectedEvents(request, { correlation: trackingId })).length).toBe(1);
    const [report] = await collectedEvents(request, { correlation: trackingId });
    expect(report?.kind).toBe('error');
    expect(report?.customerId).toBe(ALEX.customerId);
    expect(report?.attributes['portal.error_page']).toBe('/genericerror');
    expect(report?.attributes['portal.channel']).toBe('CustomerSelfService');
    expect(report?.attributes['portal.session_id']).toBeTruthy();
    expect(report?.attributes['url.path']).toBeUndefined();
    // ...and nothing else was sent: no page view, no timing, no heat-map.
    expect(await collectedEvents(request, { kind: 'page_view' })).toEqual([]);
    expect(await collectedEvents(request, { kind: 'web_vital' })).toEqual([]);
    expect(await collectedEvents(request, { kind: 'heatmap_run' })).toEqual([]);
    expect(heatmap).toEqual([]);
  });

  test('accepting: a page view for every page visited with the spec’s fields, and the heat-map with the toggle on', async ({
    page,
    request,
    axe,
  }) => {
    const heatmap = heatmapRequests(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/startpage');
    await axe();
    await banner(page).getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect(banner(page).getByRole('alert')).toContainText('You’ve accepted analytics cookies.');
    await axe();
    await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();

    await logInToHome(page, ALEX.email);
    await page.getByRole('link', { name: 'Balance' }).first().click();
    await expect(page).toHaveURL(/\/viewaccount/);
    // A page is viewed once it is shown: the address changes before the page's own part has arrived.
    await expect(page.getByRole('heading', { level: 1, name: t('accounts_title') })).toBeVisible();
    await page.goto('/mymessageshistory?search=boiler');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const paths = async () => (await collectedEvents(request, { kind: 'page_view' })).map((event) => event.path);
    await expect
      .poll(paths, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/startpage', '/customer360View', '/viewaccount', '/mymessageshistory']));
    const views = await collectedEvents(request, { kind: 'page_view', customer: ALEX.customerId });
    expect(views.length).toBeGreaterThanOrEqual(3);
    for (const view of views) {
      expect(view.attributes['portal.channel']).toBe('CustomerSelfService');
      expect(view.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      // The path only: the search the resident typed is in no event.
      expect(view.path).not.toContain('?');
    }
    // The heat-map stand-in ran, from its own site, once the resident was logged in.
    await expect.poll(async () => (await collectedEvents(request, { kind: 'heatmap_run' })).length).toBeGreaterThan(0);
    expect(heatmap.some((url) => url.endsWith('/heatmap-sandbox/heatmap.js'))).toBe(true);

    // The page's real-user timings go as the page is hidden.
    await page.goto('/cookies');
    await expect.poll(async () => (await collectedEvents(request, { kind: 'web_vital' })).length).toBeGreaterThan(0);
    const everything = JSON.stringify(await collectedEvents(request));
    for (const personal of [...PERSONAL, 'boiler']) expect(everything).not.toContain(personal);
  });
});

test.describe('the banner at both sizes', () => {
  test.use({ cookieChoice: null });

  test('each of its states passes axe at 375 and 1280 px, before and after login', async ({ page, context, axe }) => {
    for (const size of [PHONE, DESKTOP]) {
      for (const choice of ['Accept', 'Reject'] as const) {
        await context.clearCookies();
        await page.setViewportSize(size);
        await page.goto('/startpage');
        await expect(banner(page).getByRole('heading', { level: 2, name: 'Cookies on My home portal' })).toBeVisible();
        await axe();
        await banner(page)
          .getByRole('button', { name: `${choice} analytics cookies` })
          .click();
        await expect(banner(page).getByRole('alert')).toContainText(
          `You’ve ${choice.toLowerCase()}ed analytics cookies.`,
        );
        await axe();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
      }
    }
    // A resident who logs in before choosing sees it on home too, above the header.
    await context.clearCookies();
    await logInToHome(page, ALEX.email);
    await expect(banner(page)).toBeVisible();
    const [bannerBox, headerBox] = [await banner(page).boundingBox(), await page.getByRole('banner').boundingBox()];
    expect((bannerBox?.y ?? 1) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(headerBox?.y ?? 0);
    await axe();
  });
});

test.describe('the cookies page', () => {
  test.use({ cookieChoice: null });

  test('reached from the footer, it changes the choice, keeps it for a year and across a reload', async ({
    page,
    context,
    axe,
  }) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/startpage');
      await expect(banner(page)).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
      await expect(page).toHaveURL(/\/cookies$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
      // The page asks the banner's question itself.
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole('main')).toContainText('An error report sets and sends no cookie');
      await axe();
    }
    const question = page.getByRole('group', { name: 'Do you want to accept analytics cookies?' });
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
    await question.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect(page.getByRole('alert')).toContainText('You’ve set your cookie preferences.');
    await axe();

    const [choice] = (await context.cookies()).filter((cookie) => cookie.name === 'portal_analytics_cookies');
    expect(choice?.value).toBe('accepted');
    const days = ((choice?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    await page.reload();
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await page.goto('/startpage');
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/cookies');
    await question.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect(page.getByRole('alert')).toContainText('You’ve set your cookie preferences.');
    expect((await context.cookies()).find((cookie) => cookie.name === 'portal_analytics_cookies')?.value).toBe(
      'rejected',
    );
  });
});

test.describe('with consent', () => {
  test.use({ cookieChoice: 'accepted' });

  test('the heat-map is never requested while IsHotjarEnabledSS is off', async ({ page, request }) => {
    const heatmap = heatmapRequests(page);
    await logInToHome(page, ALEX.email);
    await page.goto('/viewaccount');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await collectedEvents(request, { kind: 'page_view', customer: ALEX.customerId })).length)
      .toBeGreaterThan(0);
    expect(heatmap).toEqual([]);
  });

  test('a failed gateway call is reported once, with its HTTP label, status and ids', async ({ page, request }) => {
    await injectFault(request, { method: 'GET', path: '/accounts/:id', kind: 'status', status: 500, times: 20 });
    await logInToHome(page, ALEX.email);
    await page.goto('/viewaccount');
    await expect(page.getByRole('alert')).toBeVisible();
    const failures = async () =>
      (await collectedEvents(request, { kind: 'error' })).filter(
        (event) => event.attributes['portal.error.source'] === 'gateway',
      );
    await expect.poll(async () => (await failures()).length).toBeGreaterThan(0);
    for (const failure of await failures()) {
      expect(failure.attributes['portal.http_label']).toBe('Server Error');
      expect(failure.attributes['http.response.status_code']).toBe(500);
      expect(failure.attributes['http.request.method']).toBe('GET');
      expect(failure.customerId).toBe(ALEX.customerId);
      expect(failure.attributes['portal.session_id']).toBeTruthy();
    }
    // Once per call, however often it was retried: every report is of a call of its own.
    const ids = (await failures()).map((failure) => failure.correlationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const fault of ['fails', 'hangs'] as const) {
    test(`a collector that ${fault} changes nothing a resident sees`, async ({ page }) => {
      let asked = 0;
      await page.route('**/otlp/v1/logs', async (route) => {
        asked += 1;
        // A hanging collector never answers: the portal gives up on it by itself.
        if (fault === 'fails') await route.fulfill({ status: 503, body: 'unavailable' });
      });
      await logInToHome(page, ALEX.email);
      await page.goto('/viewaccount');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Home' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await page.goto('/genericerror');
      expect(await shownTrackingId(page)).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    });
  }
});
