import { defineConfig } from '@playwright/test';
import { GREP_GIVEN, grepGiven } from './e2e/support/grep-given';

// A title filter declares every fixture in e2e/fixtures.spec.ts (the workers, started later, inherit this).
if (grepGiven(process.argv)) process.env[GREP_GIVEN] = '1';

// Debian's Chromium: no browser is downloaded. The flags keep it quiet on a machine with no outside network.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Each test starts its own portal and sandbox (e2e/support/fixtures.ts) from the built dist/, so tests share no
// data and run side by side: one worker per core by default.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // A trace records a screencast and DOM snapshots of every action: a fifth of each test's time on the 2-core machine
    // (29 tests: 184 s with traces kept on failure, 144 s without). CI retries a failure once, with its trace; locally,
    // `--trace on` records one.
    trace: 'on-first-retry',
  },
});
