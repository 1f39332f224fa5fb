// `npm run fixtures [paths…] [--journey id] [--coverage] [--json]`: replays every journey fixture
// (tests/fixtures/**/*.fixture.json) headless against the in-process sandbox and prints one line per fixture, then the
// differences of failures; with --coverage, what the fixtures reach of each journey and what they do not.
// Exit code 1 when any fixture fails or cannot be read, 2 when a path or an option given is wrong. --help: the usage.
// --generate writes shortest walks to what the fixtures miss for review (tools/fixtures/generate-command.ts);
// --update walks the fixtures again after a journey edit and shows each one's diff (tools/fixtures/update-command.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Answers } from '../src/engine';
import { formatCoverage, formatDifferences, type JourneyCoverage } from '../src/journey-fixtures';
import { parseArguments, USAGE, type RunArguments } from './fixtures/cli-arguments';
import { createCoverageCollector } from './fixtures/coverage-collector';
import { findFixtureFiles, readFixtureFile } from './fixtures/fixture-files';
import { createJourneyFiles } from './fixtures/journey-files';
import { UNREACHED_REASONS } from './fixtures/unreached-reasons';
import { runFixture } from './fixtures/run-fixture';
import { generateCommand } from './fixtures/generate-command';
import { updateFixtures } from './fixtures/update-command';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One fixture's verdict, as --json gives it. */
interface FixtureVerdict {
  readonly file: string;
  readonly passed: boolean;
  readonly ms: number;
  readonly differences: readonly string[];
}

async function replayAll(args: RunArguments): Promise<number> {
  const paths = args.paths.length > 0 ? [...args.paths] : [join(root, 'tests', 'fixtures')];
  const only = args.journey;
  // A mistyped path is the tester's mistake, said in a line, not a stack trace.
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    for (const path of missing)
      console.log(`✗ ${path}: there is no such file or folder (give a .fixture.json file or a folder of them)`);
    return 2;
  }
  const say = args.json ? () => undefined : (line: string) => console.log(line);
  const files = findFixtureFiles(paths);
  const journeys = createJourneyFiles(root);
  const coverage = args.coverage ? createCoverageCollector(journeys) : null;
  const verdicts: FixtureVerdict[] = [];
  const started = performance.now();
  for (const path of files) {
    const file = readFixtureFile(path, root);
    if (file.ok && only !== null && file.fixture.journey !== only) continue;
    const t0 = performance.now();
    if (!file.ok) {
      verdicts.push({
        file: file.name,
        passed: false,
        ms: 0,
        differences: file.problems.map((problem) => problem.message),
      });
      say(`✗ ${file.name} (not a valid fixture)`);
      for (const problem of file.problems) say(`    - ${problem.message}`);
      continue;
    }
    try {
      const id = file.fixture.journey;
      const result = await runFixture(file.fixture, journeys.load(id), {
        sourcePointer: journeys.sourcePointer(id),
        ...(coverage ? { observer: coverage.observe(id) } : {}),
      });
      const ms = Math.round(performance.now() - t0);
      const stepCount = `${result.steps.filter((s) => s.passed).length}/${file.fixture.steps.length} steps`;
      const steps = file.fixture.entry ? `entry ${result.entry?.passed ? '✓' : '✗'}, ${stepCount}` : stepCount;
      const differences = formatDifferences(result);
      verdicts.push({
        file: file.name,
        passed: result.passed,
        ms,
        differences: differences.map((line) => line.trim()),
      });
      say(`${result.passed ? '✓' : '✗'} ${file.name} (${steps}, ${ms} ms)`);
      if (!result.passed) for (const line of differences) say(line);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      verdicts.push({ file: file.name, passed: false, ms: Math.round(performance.now() - t0), differences: [message] });
      say(`✗ ${file.name}`);
      say(`    - ${message}`);
    }
  }
  const passed = verdicts.filter((v) => v.passed).length;
  const failed = verdicts.length - passed;
  const ms = Math.round(performance.now() - started);
  // Every journey is reported when every fixture ran, so one with no fixtures of its own shows as 0 %.
  const reports: JourneyCoverage[] | null = coverage
    ? coverage.reports(only !== null ? [only] : args.paths.length === 0 ? journeys.ids() : [])
    : null;
  if (args.json) {
    console.log(
      JSON.stringify({ passed, failed, ms, fixtures: verdicts, ...(reports ? { coverage: reports } : {}) }, null, 2),
    );
  } else {
    if (verdicts.length === 0) say(`no fixtures found in ${paths.join(', ')}${only ? ` for journey ${only}` : ''}`);
    say(`\n${passed} passed, ${failed} failed (${ms} ms)`);
    if (reports) say(['', ...formatCoverage(reports, UNREACHED_REASONS)].join('\n'));
  }
  return failed > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if (args.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (args.kind === 'wrong') {
    console.error(`✗ ${args.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.kind === 'generate')
    return generateCommand({
      root,
      journeys: createJourneyFiles(root),
      only: args.journey,
      say: (line) => console.log(line),
    });
  if (args.kind === 'update') {
    const paths = args.paths.length > 0 ? [...args.paths] : [join(root, 'tests', 'fixtures')];
    const missing = paths.filter((path) => !existsSync(path));
    for (const path of missing)
      console.log(`✗ ${path}: there is no such file or folder (give a .fixture.json file or a folder of them)`);
    if (missing.length > 0) return 2;
    return updateFixtures({
      files: paths,
      root,
      journeys: createJourneyFiles(root),
      only: args.journey,
      answers: args.answers as Answers,
      write: args.write,
      drop: args.drop,
      say: (line) => console.log(line),
    });
  }
  return replayAll(args);
}

process.exitCode = await main();
