// Where the main thread's time goes between Continue and the next step's heading (issue 29), from a Chrome trace:
// the self time of each kind of trace event (style, layout, a timer, an event's dispatch…) and of each JavaScript
// function by its sampled CPU profile, over the Continues after the first, at 4× CPU. A diagnosis tool, not a test:
//   npx tsx tools/bench/transition-breakdown.ts <dist> [runs] [--floor]
// --floor measures the floor app's route change (tools/bench/floor-app) the same way instead. --first measures a
// visit's first Continue instead, the step loaded afresh before each run, chosen after DWELL ms (2000 unless told: a
// resident reads the page before choosing). RATE=1: no slowdown; TASKS=1: each task; FOCUS=<function>: what the time
// under it goes to.
import { chromium, type Browser, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../serve/fixture-server';
import { openFloor } from './floor';
import { logIn } from './log-in';
import { markTransition, type TraceEvent as TimingTraceEvent } from './transition-timing';

/** A trace event with what the breakdown reads besides: its id and its CPU profile's data. */
interface TraceEvent extends Omit<TimingTraceEvent, 'cat' | 'args'> {
  id?: string;
  args?: {
    data?: {
      message?: string;
      functionName?: string;
      url?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}

const args = process.argv.slice(2);
const floor = args.includes('--floor');
const firstOnly = args.includes('--first');
const [dist, runsText] = args.filter((a) => !a.startsWith('--'));
const dwellMs = Number(process.env.DWELL ?? 2000);
const runs = Number(runsText ?? 6);

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const file = (url: string | undefined) => (url ?? '').replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');

function breakdown(
  events: TraceEvent[],
  events_: Map<string, number>,
  js: Map<string, number>,
  inclusive: Map<string, number>,
): number {
  const mark = (m: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m);
  const pressed = mark('transition-pressed');
  const shown = mark('transition-shown');
  if (!pressed || !shown) return NaN;
  const main = events
    .filter((e) => e.ph === 'X' && e.pid === pressed.pid && e.tid === pressed.tid)
    .filter((e) => e.ts + (e.dur ?? 0) >= pressed.ts && e.ts <= shown.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self wall time per event kind, children taken off (the trace nests them by time).
  const stack: Array<{ e: TraceEvent; child: number }> = [];
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.e.ts + (top.e.dur ?? 0) > until) break;
      stack.pop();
      const self = (top.e.dur ?? 0) - top.child;
      const name = ['FunctionCall', 'EvaluateScript'].includes(top.e.name)
        ? `${top.e.name} ${file(top.e.args?.data?.url ?? '')}`
        : top.e.name;
      add(events_, name, self / 1000);
      if (stack.length > 0) stack[stack.length - 1]!.child += top.e.dur ?? 0;
    }
  };
  let total = 0;
  const tasks: Array<{ e: TraceEvent; inclusive: Map<string, number> }> = [];
  for (const e of main) {
    close(e.ts);
    if (stack.length === 0) {
      total += (e.dur ?? 0) / 1000;
      tasks.push({ e, inclusive: new Map() });
    }
    stack.push({ e, child: 0 });
  }
  close(Infinity);
  // The sampled profile: self time per function, samples between the marks.
  const nodes = new Map<number, ProfileNode>();
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === pressed.pid))
    for (const n of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  // Profile chunks carry their own clock: the Profile event's startTime.
  const profile = events.find((x) => x.name === 'Profile' && x.pid === pressed.pid);
  const start = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  let t = start;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === pressed.pid)) {
    const data = e.args?.data;
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      t += delta;
      if (t < pressed.ts || t > shown.ts) return;
      const n = nodes.get(id);
      if (!n || n.callFrame.functionName === '(idle)') return;
      const task = tasks.find((x) => x.e.ts <= t && t <= x.e.ts + (x.e.dur ?? 0));
      const ms = (deltas[i + 1] ?? delta) / 1000;
      const key = (x: ProfileNode) => `${x.callFrame.functionName || '(anon)'} ${file(x.callFrame.url)}`;
      add(js, key(n), ms);
      const seen = new Set<string>();
      for (let cur: ProfileNode | undefined = n; cur; cur = cur.parent ? nodes.get(cur.parent) : undefined) {
        if (seen.has(key(cur))) continue;
        seen.add(key(cur));
        add(inclusive, key(cur), ms);
        if (task) add(task.inclusive, key(cur), ms);
      }
      // FOCUS=<function name>: what the time under it goes to (inclusive, keyed "under FOCUS: name").
      const chain: ProfileNode[] = [];
      for (let cur: ProfileNode | undefined = n; cur; cur = cur.parent ? nodes.get(cur.parent) : undefined)
        chain.push(cur);
      const at = chain.findIndex((x) => x.callFrame.functionName === process.env.FOCUS);
      if (at > 0) {
        const below = new Set(chain.slice(0, at).map(key));
        for (const k of below) add(inclusive, `under ${process.env.FOCUS}: ${k}`, ms);
      }
    });
  }
  // TASKS=1: each task between the marks, its wall and thread time and what its samples were mostly in.
  const generic = /^\((root|program|garbage collector)\)|^(performWorkOnRoot|performWorkUntilDeadline|workLoopSync)/;
  if (process.env.TASKS)
    for (const { e, inclusive: within } of tasks) {
      if ((e.dur ?? 0) < 1000) continue;
      const top = [...within]
        .filter(([k]) => !generic.test(k))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 14)
        .map(([k, ms]) => `${k.replace(/ \S*\.js$/, '')} ${ms.toFixed(1)}`);
      console.log(
        `  task at ${((e.ts - pressed.ts) / 1000).toFixed(1)} ms: ${((e.dur ?? 0) / 1000).toFixed(1)} ms wall, ` +
          `${((e.tdur ?? 0) / 1000).toFixed(1)} ms thread: ${top.join(' | ')}`,
      );
    }
  return total;
}

async function oneContinue(page: Page, heading: string, browser: Browser) {
  await page.getByRole('radio', { name: /My property/ }).check();
  await markTransition(page, heading);
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-v8.cpu_profiler.hires',
    ],
  });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForFunction(
    () => (window as unknown as { __transition: { shown: number } }).__transition.shown > 0,
    undefined,
    { polling: 'raf' },
  );
  const trace = await browser.stopTracing();
  const shownAt = await page.evaluate(() => {
    const x = (window as unknown as { __transition: { pressed: number; shown: number } }).__transition;
    return x.shown - x.pressed;
  });
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.getByRole('radio').first().waitFor();
  await page.waitForTimeout(300);
  return { events: (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents, shownAt };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let server: FixtureServer | null = null;
let closeFloor: (() => Promise<void>) | null = null;
try {
  let page: Page;
  const rate = Number(process.env.RATE ?? 4);
  /** A signed-in page on the repair's first step, at `rate`: a fresh context, so no journey is resumed. */
  const openFirstStep = async (): Promise<Page> => {
    const context = await browser.newContext({ baseURL: server!.origin, viewport: { width: 412, height: 823 } });
    const fresh = await context.newPage();
    await logIn(fresh);
    await fresh.goto('/repairproperty');
    await fresh.getByRole('radio').first().waitFor();
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return fresh;
  };
  if (floor) {
    const app = await openFloor(browser);
    page = app.page;
    closeFloor = app.close;
    await app.slowDown(rate);
  } else {
    process.env.E2E_DIST_DIR = dist;
    server = await startFixtureServer({ clock: null, configuration: {} });
    page = await openFirstStep();
  }
  const byEvent = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byInclusive = new Map<string, number>();
  const totals: number[] = [];
  const shown: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (firstOnly && run > 0) {
      // A fresh visit: the step's code and the next step's run for the first time, as on a resident's first Continue.
      await page.context().close();
      page = await openFirstStep();
    }
    if (firstOnly) await page.waitForTimeout(dwellMs);
    const { events, shownAt } = await oneContinue(page, 'What needs repairing?', browser);
    // Without --first, the first Continue's code runs for the first time: left out.
    if (run === 0 && !firstOnly) continue;
    totals.push(breakdown(events, byEvent, byFunction, byInclusive));
    shown.push(shownAt);
  }
  const n = firstOnly ? runs : Math.max(1, runs - 1);
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, ms]) => `    ${(ms / n).toFixed(2).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(`press → heading, wall: ${shown.map((x) => x.toFixed(0)).join(' ')} ms`);
  console.log(`main thread busy (top-level tasks' wall time): ${totals.map((x) => x.toFixed(0)).join(' ')} ms`);
  console.log(`  self time per trace event, per Continue:\n${top(byEvent, 30)}`);
  console.log(`  self time per JS function (sampled), per Continue:\n${top(byFunction, 45)}`);
  console.log(`  inclusive time per JS function (sampled), per Continue:\n${top(byInclusive, 400)}`);
} finally {
  await closeFloor?.();
  await browser.close();
  await server?.close();
}
