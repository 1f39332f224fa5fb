// `npm run fixtures [paths…] [--journey id]`: replays every journey fixture (tests/fixtures/**/*.fixture.json)
// headless against the in-process sandbox and prints one line per fixture, then the differences of failures.
// Exit code 1 when any fixture fails or cannot be read, 2 when a path given does not exist.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDifferences } from '../src/journey-fixtures';
import { findFixtureFiles, readFixtureFile } from './fixtures/fixture-files';
import { createJourneyLoader } from './fixtures/journey-files';
import { runFixture } from './fixtures/run-fixture';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArguments(argv: readonly string[]): { paths: string[]; journey: string | null } {
  const paths: string[] = [];
  let journey: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i]!;
    if (argument === '--journey') journey = argv[++i] ?? null;
    else if (argument.startsWith('--journey=')) journey = argument.slice('--journey='.length);
    else paths.push(argument);
  }
  return { paths: paths.length > 0 ? paths : [join(root, 'tests', 'fixtures')], journey };
}

async function main(): Promise<number> {
  const { paths, journey: only } = parseArguments(process.argv.slice(2));
  // A mistyped path is the tester's mistake, said in a line, not a stack trace.
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    for (const path of missing) console.log(`✗ ${path}: there is no such file or folder (give a .fixture.json file or a folder of them)`);
    return 2;
  }
  const files = findFixtureFiles(paths);
  const loadJourney = createJourneyLoader(root);
  let passed = 0;
  let failed = 0;
  const started = performance.now();
  for (const path of files) {
    const file = readFixtureFile(path, root);
    if (file.ok && only !== null && file.fixture.journey !== only) continue;
    const t0 = performance.now();
    if (!file.ok) {
      failed += 1;
      console.log(`✗ ${file.name} (not a valid fixture)`);
      for (const problem of file.problems) console.log(`    - ${problem.message}`);
      continue;
    }
    try {
      const result = await runFixture(file.fixture, loadJourney(file.fixture.journey));
      const ms = Math.round(performance.now() - t0);
      const stepCount = `${result.steps.filter((s) => s.passed).length}/${file.fixture.steps.length} steps`;
      const steps = file.fixture.entry ? `entry ${result.entry?.passed ? '✓' : '✗'}, ${stepCount}` : stepCount;
      console.log(`${result.passed ? '✓' : '✗'} ${file.name} (${steps}, ${ms} ms)`);
      if (result.passed) passed += 1;
      else {
        failed += 1;
        for (const line of formatDifferences(result)) console.log(line);
      }
    } catch (error) {
      failed += 1;
      console.log(`✗ ${file.name}`);
      console.log(`    - ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (passed + failed === 0) console.log(`no fixtures found in ${paths.join(', ')}${only ? ` for journey ${only}` : ''}`);
  console.log(`\n${passed} passed, ${failed} failed (${Math.round(performance.now() - started)} ms)`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
