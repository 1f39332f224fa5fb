import type { Page, Request } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { GATEWAY_PATH_PREFIX } from './page-observer';
import { startScratchProject, type ScratchProject } from './scratch-project';

/**
 * The analyst's edits (issue 27, "ten ordinary edits"): one development portal (`npm run dev` on a scratch copy of the
 * project) for all the tests of a file, as an analyst keeps one running while editing. Each test edits the copy's
 * JSON, then walks the portal as a resident and reads what reached the gateway. Tests of a file run in order in one
 * worker, and each edits files no other test of its file reads.
 */
export const test = base.extend<{ gatewayWrites: GatewayWrites; undo: void }, { scratch: ScratchProject }>({
  scratch: [
    // Playwright gives a fixture only what it names: the browser's name is named because one must be.
    async ({ browserName }, use) => {
      void browserName;
      const scratch = await startScratchProject();
      await use(scratch);
      await scratch.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The tests' portal is the scratch copy's dev server (what baseURL and the cookie choice are set on); it outlives
  // the test, so closing it is the worker's.
  portal: async ({ scratch }, use) => use({ origin: scratch.origin, close: async () => undefined }),
  gatewayWrites: async ({ page }, use) => use(recordGatewayWrites(page)),
  // Each test starts from the project as copied: its edits are undone after it.
  undo: [
    async ({ scratch }, use) => {
      await use();
      scratch.undoEdits();
    },
    { auto: true },
  ],
});

export { expect };

/** A write the browser sent to the gateway: its method, its path below the gateway's base and its JSON body. */
export interface GatewayWrite {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export interface GatewayWrites {
  /** The writes so far whose path matches. */
  to(path: RegExp): GatewayWrite[];
  /** The body of the last write to a matching path, waiting for it to be sent. */
  lastBody(path: RegExp): Promise<unknown>;
}

function recordGatewayWrites(page: Page): GatewayWrites {
  const writes: GatewayWrite[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' || !url.pathname.startsWith(GATEWAY_PATH_PREFIX)) return;
    const text = request.postData();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // A body that is not JSON (an upload) is kept as its text.
    }
    writes.push({ method: request.method(), path: url.pathname.slice(GATEWAY_PATH_PREFIX.length), body });
  });
  const to = (path: RegExp) => writes.filter((write) => path.test(write.path));
  return {
    to,
    async lastBody(path: RegExp) {
      await expect.poll(() => to(path).length, { message: `a write to ${path}` }).toBeGreaterThan(0);
      return to(path).at(-1)?.body;
    },
  };
}

/**
 * Reloads the page until the edit shows (`check` passes): the dev server sees a saved file at once, and the page
 * follows it by hot reload or at the next load. "Within seconds": 15 at most on a loaded machine.
 */
export async function expectEditShown(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 15_000, intervals: [500, 1000, 2000] });
}
