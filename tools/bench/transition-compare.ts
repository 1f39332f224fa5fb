// Continue → next step of two or more builds side by side (issue 13), for a machine whose load comes and goes: each
// build gets its own portal and sandbox and a logged-in tab, and the builds take turns, a round of five Continues
// each, so a busy spell falls on all of them alike; only the tab taking its turn is slowed down (decision 0082: a
// slowed idle tab made the others about 1.7× slower). A benchmark, not a test:
//   npx tsx tools/bench/transition-compare.ts <dist> <dist>… [--rounds 4] [--wait role] [--cpu] [--floor]
// --floor adds the floor app's route change (tools/bench/floor.ts) as one more tab taking turns (issue 29's ratio).
import { chromium, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../serve/fixture-server';
import { openFloor } from './floor';
import { median, timeTransitions, type WaitMode } from './transition-timing';
import { logIn } from './log-in';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const rounds = Number(option('--rounds') ?? 4);
const wait = (option('--wait') ?? 'flag') as WaitMode;
// --rate 1: no CPU slowdown; with --cpu, the main thread's CPU time is then the machine's own, steady under load.
const rate = Number(option('--rate') ?? 4);
// --cpu: also trace each Continue for the main thread's CPU time (steady whatever the machine's load).
const cpu = args.includes('--cpu') ? (args.splice(args.indexOf('--cpu'), 1), true) : false;
const floor = args.includes('--floor') ? (args.splice(args.indexOf('--floor'), 1), true) : false;
const dists = args;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const servers: FixtureServer[] = [];
const closers: Array<() => Promise<void>> = [];
try {
  interface Tab {
    dist: string;
    page: Page;
    slowDown: (rate: number) => Promise<unknown>;
    times: number[];
    network: number[];
    cpu: number[];
  }
  const tabs: Tab[] = [];
  for (const dist of dists) {
    // The fixture server reads its build from E2E_DIST_DIR when it starts.
    process.env.E2E_DIST_DIR = dist;
    const server = await startFixtureServer({ clock: null, configuration: {} });
    servers.push(server);
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await logIn(page);
    await page.goto('/repairproperty');
    await page.getByRole('radio').first().waitFor();
    const cdp = await context.newCDPSession(page);
    const slowDown = (by: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate: by });
    tabs.push({ dist, page, slowDown, times: [], network: [], cpu: [] });
  }
  if (floor) {
    const app = await openFloor(browser);
    closers.push(app.close);
    tabs.push({ dist: 'floor app', page: app.page, slowDown: app.slowDown, times: [], network: [], cpu: [] });
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const tab of tabs) {
      for (const other of tabs) await other.slowDown(other === tab ? rate : 1);
      const { transitionsMs, networkMs, cpuMs } = await timeTransitions(tab.page, 5, wait, cpu ? browser : undefined);
      tab.cpu.push(...cpuMs);
      tab.times.push(...transitionsMs);
      tab.network.push(...networkMs);
    }
  }
  console.log(
    `continue → next step at ${rate}× CPU, page time (network taken off), waiting by ${wait}, ` +
      `${rounds} rounds of 5:`,
  );
  for (const tab of tabs) {
    const rest = tab.times.slice(1);
    console.log(
      `  ${tab.dist}: median ${median(tab.times).toFixed(0)} ms (without the first, cold run ${median(rest).toFixed(0)} ms; min ${Math.min(...tab.times).toFixed(0)}), network median ${median(tab.network).toFixed(0)} ms`,
    );
    console.log(`    runs: ${tab.times.map((t) => t.toFixed(0)).join(' ')}`);
    if (cpu)
      console.log(
        `    main-thread CPU, press → heading (real CPU speed): median ${median(tab.cpu).toFixed(1)} ms, without the first ${median(tab.cpu.slice(1)).toFixed(1)} ms; runs ${tab.cpu.map((t) => t.toFixed(1)).join(' ')}`,
      );
  }
} finally {
  for (const close of closers) await close();
  await browser.close();
  for (const server of servers) await server.close();
}
