// What a page really downloads (issue 29): logs in, loads the page cold in Chromium, waits until the network is quiet
// and lists each script with its gzipped size and its largest modules (dist/.vite/modules.json). Deterministic
// bytes, for finding what a page pulls in: `npx tsx tools/bench/page-scripts.ts [/path] [--scroll] [--first-view]`.
// --first-view: the browser is never idle (requestIdleCallback never calls back), so what home's cards below the fold
// leave for an idle moment (src/ui/use-near-view.ts) stays out: what the first screen needs.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startFixtureServer } from '../serve/fixture-server';
import { logIn } from './log-in';

const args = process.argv.slice(2);
const scroll = args.includes('--scroll');
const firstView = args.includes('--first-view');
const path = args.find((a) => a.startsWith('/')) ?? '/customer360View';
const dist = process.env.E2E_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
const modules = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as Record<
  string,
  Array<{ id: string; gz: number }>
>;
const gz = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;

const server = await startFixtureServer({ clock: null, configuration: {} });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await logIn(page);
  if (firstView) await page.addInitScript({ content: 'window.requestIdleCallback = function () { return 0; };' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/assets/') && url.endsWith('.js')) scripts.push(url.slice(1));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  if (scroll) {
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
  }
  let total = 0;
  for (const file of [...new Set(scripts)]) {
    const size = gz(join(dist, file));
    total += size;
    const top = (modules[file] ?? [])
      .slice(0, 6)
      .map((m) => `${m.id.replace(/^src\//, '')} ${(m.gz / 1024).toFixed(1)}`)
      .join(', ');
    console.log(`${(size / 1024).toFixed(1).padStart(6)} KB ${file}: ${top}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(6)} KB in ${new Set(scripts).size} scripts (${path})`);
} finally {
  await browser.close();
  await server.close();
}
