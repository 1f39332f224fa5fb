// The page benchmark (issue 13): in Debian's Chromium against the built portal and a fresh sandbox, each page's
// JavaScript (every script it downloads until the network is quiet, gzipped and brotli sizes as the build wrote them)
// and its layout shift, then the time from Continue to the next journey step at 4× CPU slowdown. The sandbox answers on
// this machine in a millisecond or two, so that time is the page's own work. A benchmark, not a test: `npm run bench`.
import { chromium, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startFixtureServer } from '../serve/fixture-server';
import { median, timeTransitions } from './transition-timing';

/** How many Continues after the visit's first the median is taken over. */
const CONTINUES = 10;

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
    const weigh = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const files = [...new Set(scripts)];
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
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
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email address').fill('alex.single@example.org');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await weigh('home after login');
    await cold('/customer360View', () => page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor(), 'home');
    await cold('/historicRepairs', () => page.getByRole('heading', { level: 1 }).waitFor(), 'repair history');
    await cold('/repairproperty', () => page.getByRole('radio').first().waitFor(), 'first repair step');

    // Continue → next step at 4× CPU slowdown, several times over (the asset step and back). The first is the visit's
    // first: its code runs for the first time (and its next step's widget downloads), so it is told apart.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { transitionsMs, networkMs } = await timeTransitions(page, 1 + CONTINUES);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { weights, transitionsMs, networkMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function formatPages(result: PagesResult): string {
  const lines = result.weights.map(
    (w) =>
      `page ${w.page.padEnd(18)} ${String(w.files).padStart(2)} scripts, ${w.gzipKb.toFixed(1)} KB gzip, ${w.brotliKb.toFixed(1)} KB brotli, CLS ${w.cls.toFixed(3)}`,
  );
  const [first = 0, ...rest] = result.transitionsMs;
  const sorted = [...rest].sort((a, b) => a - b);
  lines.push(
    `continue → next step (asset → location, 4× CPU): page time median ${median(rest).toFixed(0)} ms of ${rest.length} (runs ${sorted.map((t) => t.toFixed(0)).join(' / ')}); the visit's first Continue ${first.toFixed(0)} ms (its code running for the first time); plus ${median(result.networkMs).toFixed(0)} ms of gateway calls`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.E2E_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run npm run build first`);
  console.log(formatPages(await measurePages(dist)));
}
