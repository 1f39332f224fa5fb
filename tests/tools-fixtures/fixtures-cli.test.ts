import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const fixtures = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tools/fixtures.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });

// Each test starts the command (tsx compiles it first): on a busy machine that takes seconds.
describe('npm run fixtures as a tester types it', { timeout: 60_000 }, () => {
  it('says a path that does not exist in one line, with exit code 2, and no stack trace', () => {
    const run = fixtures('tests/fixtures/no-such-journey');
    expect(run.status).toBe(2);
    expect(run.stdout.trim()).toBe(
      '✗ tests/fixtures/no-such-journey: there is no such file or folder (give a .fixture.json file or a folder of them)',
    );
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('prints its usage for --help, with every option, and replays nothing (exit code 0)', () => {
    const run = fixtures('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm run fixtures -- \[paths…\] \[--journey <id>\] \[--coverage\] \[--json\]/);
    for (const option of ['--journey <id>', '--coverage', '--json', 'npx playwright test e2e/fixtures.spec.ts -g'])
      expect(run.stdout).toContain(option);
    expect(run.stdout).not.toMatch(/passed, \d+ failed/);
  });

  it('refuses an option it does not know, with the usage and exit code 2', () => {
    const run = fixtures('--coverag');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^✗ unknown option --coverag\n\nUsage: npm run fixtures/);
    expect(run.stdout).toBe('');
  });

  it('walks a fixture again with --update and says it is unchanged when the journey did not change, writing nothing', () => {
    const run = fixtures('--update', 'tests/fixtures/referral/main-path-myself.fixture.json');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('✓ tests/fixtures/referral/main-path-myself.fixture.json (unchanged)');
    expect(run.stdout).toContain('0 to update, 0 could not be updated');
  });

  it('refuses --journey without an id', () => {
    const run = fixtures('--journey');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--journey needs a journey id');
  });

  it('gives the replay and the coverage as JSON with --coverage --json', () => {
    const run = fixtures('tests/fixtures/referral/main-path-myself.fixture.json', '--coverage', '--json');
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      passed: number;
      failed: number;
      fixtures: { file: string }[];
      coverage: {
        journey: string;
        fixtures: number;
        kinds: Record<string, { covered: number; total: number }>;
        missing: { pointer: string }[];
      }[];
    };
    expect(report).toMatchObject({
      passed: 1,
      failed: 0,
      fixtures: [{ file: 'tests/fixtures/referral/main-path-myself.fixture.json' }],
    });
    expect(report.coverage.map((c) => [c.journey, c.fixtures])).toEqual([['referral', 1]]);
    expect(report.coverage[0]!.kinds.route!.covered).toBeGreaterThan(0);
    expect(report.coverage[0]!.missing.length).toBeGreaterThan(0);
    expect(report.coverage[0]!.missing.every((item) => item.pointer.startsWith('/'))).toBe(true);
  });
});
