// Diagnosis of one journey transition (issue 13: Continue → next step ≤ 50 ms at 4× CPU), deterministic where it can
// be: the React commits between the press and the next step's heading (a stand-in for React DevTools' hook, which
// production React calls too), the components each commit rendered (names need a build with `--minify false`), the
// calls of each function in that time (V8's precise coverage counts calls exactly), and the CPU profile's self time.
// A diagnosis tool, not a test: `E2E_DIST_DIR=<build> npx tsx tools/bench/transition-probe.ts [runs]`.
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startFixtureServer } from '../serve/fixture-server';
import { logIn } from './log-in';

interface Commit {
  readonly at: number;
  readonly rendered: Record<string, number>;
}

// Runs in the page before React loads: React DOM calls the DevTools hook's onCommitFiberRoot after each commit.
function installCommitHook() {
  const record = { commits: [] as Commit[], on: false };
  (window as unknown as { __probe: typeof record }).__probe = record;
  type Fiber = {
    tag: number;
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function')
      return (type as { displayName?: string; name?: string }).displayName ?? (type as { name: string }).name ?? '?';
    if (type && typeof type === 'object') {
      const inner = (type as { type?: unknown; render?: unknown }).type ?? (type as { render?: unknown }).render;
      return `memo(${nameOf(inner)})`;
    }
    return '?';
  };
  const walk = (fiber: Fiber | null, rendered: Record<string, number>) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag) && (node.alternate === null || (node.flags & 1) === 1)) {
        const name = nameOf(node.type);
        rendered[name] = (rendered[name] ?? 0) + 1;
      }
      // A subtree React did not touch keeps its old children: nothing below rendered.
      if (node.alternate === null || node.child !== node.alternate.child) walk(node.child, rendered);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (!record.on) return;
      const rendered: Record<string, number> = {};
      walk(root.current.child, rendered);
      record.commits.push({ at: performance.now(), rendered });
    },
  };
}

interface CoverageFunction {
  functionName: string;
  ranges: Array<{ startOffset: number; count: number }>;
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

async function login(page: Page) {
  await logIn(page);
}

async function oneTransition(page: Page, cdp: CDPSession) {
  await page.getByRole('radio', { name: /My property/ }).check();
  await page.evaluate(() => {
    const probe = (
      window as unknown as { __probe: { commits: unknown[]; on: boolean; pressed: number; shown: number } }
    ).__probe;
    probe.commits = [];
    probe.shown = 0;
    // A named marker the CPU profile shows, to line its samples up with the page's clock.
    function probeMarkPressed() {
      const until = performance.now() + 1;
      while (performance.now() < until);
    }
    document.addEventListener(
      'click',
      () => {
        probe.pressed = performance.now();
        probe.on = true;
        probeMarkPressed();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (probe.pressed > 0 && document.querySelector('h1')?.textContent === 'What needs repairing?') {
        probe.shown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  if (process.env.PROBE_CALLS) await cdp.send('Profiler.takePreciseCoverage');
  await cdp.send('Profiler.start');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('combobox', { name: 'Where is the problem?' }).waitFor();
  await page.waitForTimeout(300);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const { result } = process.env.PROBE_CALLS
    ? ((await cdp.send('Profiler.takePreciseCoverage')) as unknown as {
        result: Array<{ url: string; functions: CoverageFunction[] }>;
      })
    : { result: [] };
  const probe = await page.evaluate(() => {
    const p = (window as unknown as { __probe: { commits: Commit[]; on: boolean; pressed: number; shown: number } })
      .__probe;
    p.on = false;
    const fetches = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= p.pressed && e.initiatorType === 'fetch')
      .map((e) => ({
        name: e.name.replace(/^https?:\/\/[^/]+/, ''),
        start: e.startTime - p.pressed,
        end: e.responseEnd - p.pressed,
      }));
    return { commits: p.commits.map((c) => ({ ...c, at: c.at - p.pressed })), shownAt: p.shown - p.pressed, fetches };
  });
  const calls = new Map<string, number>();
  for (const script of result) {
    if (!script.url.includes('/assets/')) continue;
    for (const fn of script.functions) {
      const count = fn.ranges[0]?.count ?? 0;
      if (count === 0) continue;
      const key = `${fn.functionName || '(anon)'} ${script.url.replace(/^.*\/assets\//, '')}:${fn.ranges[0]?.startOffset}`;
      calls.set(key, (calls.get(key) ?? 0) + count);
    }
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/assets\//, '')}:${n.callFrame.lineNumber}`;
  // Sample times on the page's clock: the first sample in the press marker is the press.
  let t = 0;
  const times = profile.timeDeltas.map((d) => (t += d / 1000));
  const markIndex = profile.samples.findIndex((id) => byId.get(id)?.callFrame.functionName === 'probeMarkPressed');
  const zero = markIndex >= 0 ? (times[markIndex] ?? 0) : 0;
  // Phases: press → first call, between calls, last call → heading shown.
  const edges = [0, ...probe.fetches.flatMap((f) => [f.start, f.end]), probe.shownAt];
  const phases = edges.slice(0, -1).map((from, i) => ({
    from,
    to: edges[i + 1] ?? from,
    network: i % 2 === 1,
    self: new Map<string, number>(),
    total: new Map<string, number>(),
    busy: 0,
  }));
  profile.samples.forEach((id, i) => {
    const at = (times[i] ?? 0) - zero;
    // Samples the phases do not place (the profile runs on after the heading, and its clock may not line up) go to the
    // last.
    const phase = phases.find((p) => at >= p.from && at < p.to) ?? phases[phases.length - 1];
    const node = byId.get(id);
    if (!phase || !node || ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName)) {
      if (phase && node?.callFrame.functionName !== '(idle)') phase.busy += (profile.timeDeltas[i] ?? 0) / 1000;
      return;
    }
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    phase.busy += ms;
    phase.self.set(keyOf(node), (phase.self.get(keyOf(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      if (!n) break;
      const k = keyOf(n);
      if (seen.has(k)) continue;
      seen.add(k);
      phase.total.set(k, (phase.total.get(k) ?? 0) + ms);
    }
  });
  return { ...probe, calls, phases };
}

const runs = Number(process.argv[2] ?? 3);
// Inclusive time per function over the runs after the first (its modules and code are new), the whole profile.
const overall = { busy: 0, total: new Map<string, number>(), self: new Map<string, number>() };
const server = await startFixtureServer({ clock: null, configuration: {} });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // tsx names functions with an __name helper the page does not have.
  await page.addInitScript({ content: `globalThis.__name = (f) => f; (${installCommitHook.toString()})();` });
  await login(page);
  await page.goto('/repairproperty');
  await page.getByRole('radio').first().waitFor();
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // Counting calls slows the page down: PROBE_CALLS=1 for the counts, otherwise the profile alone.
  if (process.env.PROBE_CALLS) await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let run = 0; run < runs; run += 1) {
    const r = await oneTransition(page, cdp);
    console.log(`\n=== run ${run + 1}: heading shown at ${r.shownAt.toFixed(1)} ms; ${r.commits.length} commits`);
    for (const f of r.fetches) console.log(`  fetch ${f.start.toFixed(1)}–${f.end.toFixed(1)} ${f.name.slice(0, 90)}`);
    for (const c of r.commits) {
      const list = Object.entries(c.rendered).sort((a, b) => b[1] - a[1]);
      const total = list.reduce((s, [, n]) => s + n, 0);
      console.log(
        `  commit at ${c.at.toFixed(1)} ms: ${total} components: ${list
          .slice(0, 80)
          .map(([n, k]) => `${n}×${k}`)
          .join(', ')}`,
      );
    }
    if (run === runs - 1) {
      console.log('  most called functions:');
      for (const [k, n] of [...r.calls].sort((a, b) => b[1] - a[1]).slice(0, 40))
        console.log(`    ${String(n).padStart(6)} ${k}`);
      // PROBE_FUNCS: a pattern of function names to count whatever their rank (e.g. describeStep|retrieveSchema).
      const wanted = process.env.PROBE_FUNCS ? new RegExp(`^(${process.env.PROBE_FUNCS}) `) : null;
      if (wanted)
        for (const [k, n] of [...r.calls].filter(([k]) => wanted.test(k)).sort((a, b) => b[1] - a[1]))
          console.log(`    ${String(n).padStart(6)} ${k}`);
    }
    for (const p of r.phases) {
      if (run > 0) {
        overall.busy += p.busy;
        for (const [k, ms] of p.total) overall.total.set(k, (overall.total.get(k) ?? 0) + ms);
        for (const [k, ms] of p.self) overall.self.set(k, (overall.self.get(k) ?? 0) + ms);
      }
      console.log(
        `  phase ${p.from.toFixed(0)}–${p.to.toFixed(0)} ms${p.network ? ' (call on the wire)' : ''}: busy ${p.busy.toFixed(1)} ms`,
      );
      if (p.busy < 3) continue;
      console.log(
        `    self: ${[...p.self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
          .join(' | ')}`,
      );
      console.log(
        `    total: ${[...p.total]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 30)
          .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
          .join(' | ')}`,
      );
    }
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.getByRole('radio').first().waitFor();
    await page.waitForTimeout(500);
  }
  const per = (ms: number) => (ms / Math.max(1, runs - 1)).toFixed(1);
  console.log(`\n=== per run (runs 2–${runs}), press to 300 ms after the heading: busy ${per(overall.busy)} ms`);
  console.log(
    `  self: ${[...overall.self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, ms]) => `${k} ${per(ms)}`)
      .join(' | ')}`,
  );
  console.log(
    `  total: ${[...overall.total]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 80)
      .map(([k, ms]) => `${k} ${per(ms)}`)
      .join(' | ')}`,
  );
} finally {
  await browser.close();
  await server.close();
}
