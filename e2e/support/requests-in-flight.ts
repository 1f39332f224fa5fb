import type { Page, Request } from '@playwright/test';

/**
 * Every request the page has in flight, to the gateway or the identity provider alike. Leaving a page in the middle
 * of a token refresh loses the rotated refresh token the identity provider has already issued: the next page then
 * refreshes with the spent one, is refused, and the resident is logged out. Navigating only once the page is quiet
 * avoids that.
 */
export function trackRequests(page: Page): { waitForQuiet(quietMs?: number, timeoutMs?: number): Promise<void> } {
  const open = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    open.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async waitForQuiet(quietMs = 500, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (open.size > 0 || Date.now() - lastActivity < quietMs))
        await page.waitForTimeout(100);
    },
  };
}
