// Continue → next step, timed in the page (issue 13): from the press (a capturing listener) to the moment the next
// step's heading is in the document (a mutation observer), less the time gateway calls were on the wire (the union
// of their request-to-response intervals, from the browser's resource timing). Shared by pages.ts and
// transition-compare.ts.
import type { Browser, Page } from '@playwright/test';

export interface TransitionTimes {
  /** Continue → next step, the page's own time (network time taken off). */
  readonly transitionsMs: number[];
  /** The time gateway calls were on the wire during each of those. */
  readonly networkMs: number[];
  /**
   * With a browser to trace: the page's main-thread CPU time from the press to the heading (the thread time of its
   * tasks, at the real CPU's speed, whatever else the machine is running), one figure per Continue.
   */
  readonly cpuMs: number[];
}

/** A Chrome trace event, as far as the bench reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: { data?: { message?: string } };
}

/** The main-thread CPU time of the tasks between the page's two console.timeStamp marks, from a Chrome trace. */
function cpuBetweenMarks(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = (message: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const pressed = mark('transition-pressed');
  const shown = mark('transition-shown');
  if (!pressed || !shown) return NaN;
  return (
    events
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.name === 'RunTask' &&
          e.pid === pressed.pid &&
          e.tid === pressed.tid &&
          e.ts + (e.dur ?? 0) >= pressed.ts &&
          e.ts <= shown.ts,
      )
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  );
}

/**
 * How the driver waits for the next step. 'flag' (the default) waits for the page's own record of the heading, a
 * property read once a frame; 'role' waits for the location combobox by role and name, as the benchmark first did —
 * Playwright then runs its accessibility queries over the page on the page's main thread while the step is being
 * drawn, and that work is counted in the page's time.
 */
export type WaitMode = 'flag' | 'role';

/**
 * Marks the next transition in the page: the time of the next click (the press) and of the first change after it
 * that shows `heading` as the page's h1, as `window.__transition` and as timestamps in a trace.
 */
export async function markTransition(page: Page, heading: string): Promise<void> {
  // Playwright builds its injected script in the page's own world on the first waitForFunction, 30–90 ms of main
  // thread at 4× CPU: built here, before the press, so a visit's first Continue is not charged with it.
  await page.waitForFunction(() => true);
  await page.evaluate((h) => {
    const timing = { pressed: 0, shown: 0 };
    (window as unknown as { __transition: typeof timing }).__transition = timing;
    document.addEventListener(
      'click',
      () => {
        timing.pressed = performance.now();
        console.timeStamp('transition-pressed');
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (timing.pressed > 0 && document.querySelector('h1')?.textContent === h) {
        timing.shown = performance.now();
        console.timeStamp('transition-shown');
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, heading);
}

/** On the asset step of a repair: chooses "My property", presses Continue, times it; Back; `runs` times over. */
export async function timeTransitions(
  page: Page,
  runs: number,
  wait: WaitMode = 'flag',
  tracing?: Browser,
): Promise<TransitionTimes> {
  const transitionsMs: number[] = [];
  const networkMs: number[] = [];
  const cpuMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.getByRole('radio', { name: /My property/ }).check();
    await markTransition(page, 'What needs repairing?');
    if (tracing)
      await tracing.startTracing(page, {
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    if (wait === 'flag')
      await page.waitForFunction(
        () => (window as unknown as { __transition: { shown: number } }).__transition.shown > 0,
        undefined,
        { polling: 'raf' },
      );
    await page.getByRole('combobox', { name: 'Where is the problem?' }).waitFor();
    if (tracing) cpuMs.push(cpuBetweenMarks(await tracing.stopTracing()));
    const { from, to, busy } = await page.evaluate(() => {
      const { pressed, shown } = (window as unknown as { __transition: { pressed: number; shown: number } })
        .__transition;
      const intervals = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= pressed && entry.startTime <= shown && entry.initiatorType === 'fetch')
        .map((entry) => [entry.requestStart || entry.startTime, Math.min(entry.responseEnd, shown)] as const)
        .sort((a, b) => a[0] - b[0]);
      let busyMs = 0;
      let end = -Infinity;
      for (const [begin, finish] of intervals) {
        if (finish <= end) continue;
        busyMs += finish - Math.max(begin, end);
        end = finish;
      }
      return { from: pressed, to: shown, busy: busyMs };
    });
    transitionsMs.push(to - from - busy);
    networkMs.push(busy);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.getByRole('radio').first().waitFor();
  }
  return { transitionsMs, networkMs, cpuMs };
}

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
