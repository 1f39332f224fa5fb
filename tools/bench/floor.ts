// The floor app (tools/bench/floor-app: React, React DOM, React Router, one form page to the next, the same Vite),
// built and measured in the benchmark's run (issue 29): its JavaScript (gzipped, as Chromium downloads it) and its
// route change at 4× CPU, timed as the portal's Continue is (tools/bench/transition-timing.ts). The portal's figures
// are stated as ratios to these, so a loaded machine slows both alike.
import { chromium, type Browser, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { timeTransitions } from './transition-timing';

export interface FloorResult {
  readonly gzipKb: number;
  /** Form page → next page, the page's own time at 4× CPU, per run (the first one's code runs for the first time). */
  readonly transitionsMs: number[];
}

async function buildFloor(outDir: string) {
  await build({
    configFile: false,
    logLevel: 'error',
    root: join(import.meta.dirname, 'floor-app'),
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
}

function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.startsWith('/assets/') ? join(dir, path) : join(dir, 'index.html');
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

export interface FloorApp {
  readonly gzipKb: number;
  /** The floor's form page at 4× CPU, ready for timeTransitions. */
  readonly page: Page;
  /**
   * Sets its CPU slowdown: 1 while the portal is measured. On the 2-core machine a slowed idle floor made the portal's
   * Continue about 1.7× slower, and the portal the floor (decision 0082; the cause is not pinned down).
   */
  slowDown(rate: number): Promise<void>;
  close(): Promise<void>;
}

/** Builds the floor app and opens its form page in `browser` (a context of its own) at 4× CPU. */
export async function openFloor(browser: Browser): Promise<FloorApp> {
  const dir = mkdtempSync(join(tmpdir(), 'floor-'));
  await buildFloor(dir);
  const gzipKb =
    readdirSync(join(dir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, 'assets', file)), { level: 9 }).length, 0) / 1024;
  const { server, origin } = await serve(dir);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('radio').first().waitFor();
  const cdp = await context.newCDPSession(page);
  const slowDown = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  };
  await slowDown(4);
  return {
    gzipKb,
    page,
    slowDown,
    close: async () => {
      await context.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The floor's weight and `runs` route changes at 4× CPU. */
export async function measureFloor(browser: Browser, runs: number): Promise<FloorResult> {
  const floor = await openFloor(browser);
  try {
    const { transitionsMs } = await timeTransitions(floor.page, runs);
    return { gzipKb: floor.gzipKb, transitionsMs };
  } finally {
    await floor.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await measureFloor(browser, 11);
    console.log(
      `floor: ${result.gzipKb.toFixed(1)} KB gzip; route change ${result.transitionsMs.map((t) => t.toFixed(0)).join(' ')}`,
    );
  } finally {
    await browser.close();
  }
}
