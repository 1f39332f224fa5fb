// Typing in the repair description at 4× CPU (issue 29: no task over 50 ms while a resident types): logs in, walks a
// repair to its description page, then types 100 characters a key at a time, `runs` times over (the box emptied
// between), counting the main thread's long tasks (PerformanceObserver 'longtask', over 50 ms). A count, not a time:
// steady on a loaded machine where a time is not. `npx tsx tools/bench/typing.ts [runs]`.
import { chromium, type Page } from '@playwright/test';
import { startFixtureServer } from '../serve/fixture-server';
import { readEnglish } from '../locale-files.mjs';
import { logIn } from './log-in';

const english = readEnglish(process.cwd());
/** The portal's English text of a locale key, as a resident reads it (the bench finds elements by their names). */
const t = (key: string): string => {
  const text = english[key];
  if (text === undefined) throw new Error(`no file of locales/en/ has "${key}"`);
  return text;
};

export interface TypingResult {
  /**
   * Per run: how many tasks over 50 ms, and the longest task (0 when none); and the main thread's CPU time (Chromium's
   * ThreadTime) per key typed without throttling, times 4 for the phone's: a figure a loaded machine hardly moves,
   * where the tasks' wall-clock times move a lot.
   */
  readonly runs: Array<{ longTasks: number; longestMs: number; cpuPerKeyMs: number }>;
}

const TEXT = 'The shower tray leaks at the corner and water comes through the kitchen ceiling below it every day.!';

async function toDescription(page: Page) {
  await page.goto('/repairproperty');
  await page.getByRole('radio', { name: t('Repair_asset_property') }).check();
  await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();
  await page
    .getByRole('combobox', { name: t('Repair_location_label'), exact: true })
    .selectOption({ label: 'Bathroom' });
  await page.getByRole('combobox', { name: t('Repair_reason_label'), exact: true }).fill('shower');
  await page
    .getByRole('listbox', { name: t('Repair_reason_label') })
    .getByRole('option', { name: 'Bath or shower leaking', exact: true })
    .click();
  await page.getByRole('button', { name: t('journey_continue'), exact: true }).click();
  await page.getByRole('textbox', { name: t('Repair_details_title'), exact: true }).waitFor();
}

export async function measureTyping(runs = 5): Promise<TypingResult> {
  const server = await startFixtureServer({ clock: null, configuration: {} });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await logIn(page);
    await toDescription(page);
    const box = page.getByRole('textbox', { name: t('Repair_details_title'), exact: true });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const threadTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN;
    const result: TypingResult['runs'] = [];
    for (let run = 0; run < runs; run += 1) {
      // The CPU figure: typed at the real CPU's speed (a throttled thread's time counts its throttling), times 4.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await box.fill('');
      await page.waitForTimeout(1200);
      const cpuBefore = await threadTime();
      await box.pressSequentially(TEXT, { delay: 60 });
      await page.waitForTimeout(1500);
      const cpuPerKeyMs = (((await threadTime()) - cpuBefore) * 4000) / TEXT.length;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await box.fill('');
      await page.waitForTimeout(1200);
      await page.evaluate(() => {
        const record = { tasks: [] as number[], observer: null as PerformanceObserver | null };
        record.observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) record.tasks.push(entry.duration);
        });
        record.observer.observe({ type: 'longtask' });
        (window as unknown as { __typing: typeof record }).__typing = record;
      });
      // About a fast typist's pace on a phone; the count's announcement comes 1 s after the last key.
      await box.pressSequentially(TEXT, { delay: 60 });
      await page.waitForTimeout(1500);
      const wall = await page.evaluate(() => {
        const record = (window as unknown as { __typing: { tasks: number[]; observer: PerformanceObserver } }).__typing;
        record.observer.disconnect();
        return { longTasks: record.tasks.length, longestMs: Math.max(0, ...record.tasks) };
      });
      result.push({ ...wall, cpuPerKeyMs });
    }
    return { runs: result };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function formatTyping(result: TypingResult): string {
  const counts = result.runs.map((r) => r.longTasks);
  const sorted = [...counts].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const perKey = [...result.runs.map((r) => r.cpuPerKeyMs)].sort((a, b) => a - b);
  return [
    `typing 100 characters in the repair description (4× CPU): tasks over 50 ms median ${median} of ${counts.length} runs (runs ${counts.join(' / ')}; longest ${result.runs.map((r) => r.longestMs.toFixed(0)).join(' / ')} ms); goal 0`,
    `typing, the main thread's CPU a key ×4 (steady on a loaded machine): median ${(perKey[Math.floor((perKey.length - 1) / 2)] ?? 0).toFixed(1)} ms (runs ${perKey.map((ms) => ms.toFixed(1)).join(' / ')})`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatTyping(await measureTyping(Number(process.argv[2] ?? 5))));
}
