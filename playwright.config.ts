import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
const origin = `http://127.0.0.1:${port}`;

// Debian's Chromium: no browser is downloaded. The flags keep it quiet on a machine with no outside network.
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs sandbox/main.ts',
    url: `${origin}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), SANDBOX_TEST_MODE: 'true', DATA_DIR: ':memory:' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
