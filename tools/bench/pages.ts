// The page benchmark (issue 13): in Debian's Chromium against the built portal and a fresh sandbox, each page's
// JavaScript (every script it downloads until the network is quiet, gzipped and brotli sizes as the build wrote them)
// and its layout shift, then the time from Continue to the next journey step at 4× CPU slowdown. The sandbox answers on
// this machine in a millisecond or two, so that time is the page's own work. A benchmark, not a test: `npm run bench`.
import { chromium, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startFixtureServer } from '../serve/fixture-server';
import { openFloor } from './floor';
import { median, timeTransitions } from './transition-timing';
import { logInFromStart } from './log-in';

/** How many Continues after the visit's first the median is taken over, and how many each app takes in a turn. */
const CONTINUES = 10;
const BLOCK = 5;

export interface PageWeight {
  readonly page: string;
  readonly files: number;
  readonly gzipKb: number;
  readonly brotliKb: number;
  readonly cls: number;
}

// The build writes no compressed copy of a file under 512 bytes (the server sends it as it is): compressed here, so a
// page's small scripts are counted too.
const compressed = (file: string, extension: 'gz' | 'br') => {
  if (existsSync(`${file}.${extension}`)) return statSync(`${file}.${extension}`).size;
  if (!existsSync(file)) return 0;
  return extension === 'gz'
    ? gzipSync(readFileSync(file), { level: 9 }).length
    : brotliCompressSync(readFileSync(file)).length;
};

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __cls: number };
    record.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export interface PagesResult {
  readonly weights: PageWeight[];
  /** Continue → next step, the page's own time (network time taken off). */
  readonly transitionsMs: number[];
  /** The time gateway calls were on the wire during each of those. */
  readonly networkMs: number[];
  /** The floor app (tools/bench/floor.ts), in the same run: its JavaScript and its route change, taking turns. */
  readonly floorKb: number;
  readonly floorMs: number[];
}

/** Measures the start page, home (after logging in), the repair history and the first repair step, each loaded cold. */
export async function measurePages(distDir: string): Promise<PagesResult> {
  const server = await startFixtureServer({ clock: null, configuration: {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const scripts: string[] = [];
  const weights: PageWeight[] = [];
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
    });
    await observeShifts(page);
    await page.addInitScript({
      content: "if (window.name === 'first-view') window.requestIdleCallback = function () { return 0; };",
    });
    const weigh = async (name: string, on: Page = page) => {
      await on.waitForLoadState('networkidle');
      await on.waitForTimeout(1000);
      const files = [...new Set(scripts)];
      const cls = await on.evaluate(() => (window as unknown as { __cls: number }).__cls);
      weights.push({
        page: name,
        files: files.length,
        gzipKb: files.reduce((sum, f) => sum + compressed(join(distDir, f), 'gz'), 0) / 1024,
        brotliKb: files.reduce((sum, f) => sum + compressed(join(distDir, f), 'br'), 0) / 1024,
        cls,
      });
      scripts.length = 0;
    };
    const cold = async (path: string, ready: () => Promise<void>, name: string) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto(path);
      await ready();
      await weigh(name);
    };

    await cold('/startpage', () => page.getByRole('heading', { level: 1 }).waitFor(), 'start');
    await logInFromStart(page);
    await weigh('home after login');
    await cold('/customer360View', () => page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor(), 'home');
    // Home's first view (issue 29): what it downloads before the browser is first idle, with no scroll; the cards below
    // the fold wait for one or the other (src/ui/use-near-view.ts). An idle callback that never comes stands for it.
    // The tab's name survives its navigations (the session is the tab's, so it must be this tab): it marks the visit.
    await page.evaluate(() => (window.name = 'first-view'));
    await cold(
      '/customer360View',
      () => page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor(),
      'home first view',
    );
    await page.evaluate(() => (window.name = ''));
    await cold('/historicRepairs', () => page.getByRole('heading', { level: 1 }).waitFor(), 'repair history');
    await cold('/repairproperty', () => page.getByRole('radio').first().waitFor(), 'first repair step');

    // Continue → next step at 4× CPU slowdown, several times over (the asset step and back). The first is the visit's
    // first: its code runs for the first time (and its next step's widget downloads), so it is told apart.
    // The floor app's route changes take turns with the portal's Continues, in blocks of BLOCK, so a busy spell on
    // the shared machine falls on both alike. Only the one being measured is slowed down: a slowed page beside the
    // timed one made it about 1.7× slower (the cause is not pinned down), and switching the slowdown at every turn
    // still cost each about a third (decision 0082). The visit's first Continue comes before the blocks.
    const floor = await openFloor(browser);
    const cdp = await context.newCDPSession(page);
    const slowPortal = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    };
    const transitionsMs: number[] = [];
    const networkMs: number[] = [];
    const floorMs: number[] = [];
    const portalTurn = async (runs: number) => {
      await floor.slowDown(1);
      await slowPortal(4);
      const portal = await timeTransitions(page, runs);
      transitionsMs.push(...portal.transitionsMs);
      networkMs.push(...portal.networkMs);
      await slowPortal(1);
    };
    const floorTurn = async (runs: number) => {
      await floor.slowDown(4);
      floorMs.push(...(await timeTransitions(floor.page, runs)).transitionsMs);
    };
    await portalTurn(1);
    // The floor's first route change runs its code for the first time, as the portal's first Continue does.
    await floorTurn(1);
    for (let round = 0; round < CONTINUES / BLOCK; round += 1) {
      await portalTurn(BLOCK);
      await floorTurn(BLOCK);
    }
    await slowPortal(1);
    await floor.close();
    return { weights, transitionsMs, networkMs, floorKb: floor.gzipKb, floorMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function formatPages(result: PagesResult): string {
  const lines = [
    `floor app (React, React DOM, React Router, same Vite) ${result.floorKb.toFixed(1)} KB gzip`,
    ...result.weights.map(
      (w) =>
        `page ${w.page.padEnd(18)} ${String(w.files).padStart(2)} scripts, ${w.gzipKb.toFixed(1)} KB gzip (${(w.gzipKb / result.floorKb).toFixed(2)}× the floor, +${(w.gzipKb - result.floorKb).toFixed(1)}), ${w.brotliKb.toFixed(1)} KB brotli, CLS ${w.cls.toFixed(3)}`,
    ),
  ];
  const [first = 0, ...rest] = result.transitionsMs;
  const sorted = [...rest].sort((a, b) => a - b);
  lines.push(
    `continue → next step (asset → location, 4× CPU): page time median ${median(rest).toFixed(0)} ms of ${rest.length} (runs ${sorted.map((t) => t.toFixed(0)).join(' / ')}); the visit's first Continue ${first.toFixed(0)} ms (its code running for the first time); plus ${median(result.networkMs).toFixed(0)} ms of gateway calls`,
  );
  const floorRest = result.floorMs.slice(1);
  lines.push(
    `floor app's route change (form page → next, 4× CPU, taking turns with the portal's): median ${median(floorRest).toFixed(0)} ms of ${floorRest.length} (runs ${[
      ...floorRest,
    ]
      .sort((a, b) => a - b)
      .map((t) => t.toFixed(0))
      .join(
        ' / ',
      )}); Continue is ${(median(rest) / Math.max(1, median(floorRest))).toFixed(2)}× the floor's (goal ≤ 1.5× and ≤ 50 ms)`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.E2E_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first`);
  console.log(formatPages(await measurePages(dist)));
}
