// The telemetry's cost on a page (decision 0060, issue 30), in Chromium at 4× CPU against the built portal: the bytes
// its lazy chunks add after the page is idle, the requests and bytes it sends to the collector over a short visit with
// consent, and the main-thread time spent in its code (the CPU profiler's samples in those chunks). A benchmark, not a
// test: `npm run bench`.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startFixtureServer } from '../serve/fixture-server';
import { logIn } from './log-in';

export interface TelemetryCost {
  readonly chunks: ReadonlyArray<{ file: string; gzipKb: number }>;
  readonly requests: number;
  readonly sentKb: number;
  readonly events: number;
  readonly mainThreadMs: number;
  readonly visitMs: number;
}

const TELEMETRY_CHUNK = /\/assets\/(start-telemetry|web-vitals-reporter)-[\w-]+\.js$/;

const gz = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;

interface ProfileNode {
  id: number;
  callFrame: { url: string };
}

export async function measureTelemetry(distDir: string): Promise<TelemetryCost> {
  const server = await startFixtureServer({ clock: null, configuration: {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 412, height: 823 } });
    await context.addCookies([{ name: 'portal_analytics_cookies', value: 'accepted', url: server.origin }]);
    const page = await context.newPage();
    const chunks = new Set<string>();
    let requests = 0;
    let sentBytes = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (TELEMETRY_CHUNK.test(path)) chunks.add(path);
      if (path === '/otlp/v1/logs') {
        requests += 1;
        sentBytes += request.postDataBuffer()?.length ?? 0;
      }
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await logIn(page);
    for (const name of ['Balance', 'Messages', 'Home']) {
      // On a phone the header's menu is folded behind its button.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
    }
    // Hidden: what waits goes with keepalive, with the page's timings.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.goto('/cookies');
    await page.waitForTimeout(3000);
    const visitMs = Date.now() - started;
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const inTelemetry = new Set(profile.nodes.filter((n) => TELEMETRY_CHUNK.test(n.callFrame.url)).map((n) => n.id));
    let micros = 0;
    profile.samples.forEach((node, i) => {
      if (inTelemetry.has(node)) micros += profile.timeDeltas[i] ?? 0;
    });
    const events = (
      (await (await page.request.get('/__sandbox/telemetry/events.json')).json()) as { events: unknown[] }
    ).events.length;
    return {
      chunks: [...chunks].map((file) => ({ file, gzipKb: gz(join(distDir, file)) / 1024 })),
      requests,
      sentKb: sentBytes / 1024,
      events,
      mainThreadMs: micros / 1000,
      visitMs,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function formatTelemetry(cost: TelemetryCost): string {
  const chunks = cost.chunks.map((c) => `${c.file.replace('/assets/', '')} ${c.gzipKb.toFixed(1)} KB`).join(', ');
  const lazyKb = cost.chunks.reduce((sum, c) => sum + c.gzipKb, 0);
  return [
    `telemetry: none of its code in the first download (the banner and the hand-over are, 1.3 KB); ${lazyKb.toFixed(1)} KB gzip loaded after idle with consent (${chunks})`,
    `telemetry: ${cost.events} events in ${cost.requests} requests, ${cost.sentKb.toFixed(1)} KB sent over a ${(cost.visitMs / 1000).toFixed(0)} s visit of 5 pages; ${cost.mainThreadMs.toFixed(1)} ms of main-thread time in its code at 4× CPU`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.E2E_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
  console.log(formatTelemetry(await measureTelemetry(dist)));
}
