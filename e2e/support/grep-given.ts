// `npx playwright test -g "fixture case/<name>:"` must find any fixture's test, not only those the browser selection
// chose (e2e/fixtures.spec.ts declares every fixture when a title filter is given, and the filter picks). Workers
// load the config and the spec again without the command line's arguments, so the runner passes on what it was given
// in the environment they inherit: runner and workers then declare the same tests.

/** The environment variable the runner sets for its workers when a title filter was given. */
export const GREP_GIVEN = 'E2E_TITLE_FILTER';

/** Whether Playwright's command line filters tests by title (`-g`, `--grep`, `--grep=…`, `-gfoo`). */
export function grepGiven(argv: readonly string[]): boolean {
  return argv.some((arg) => arg === '--grep' || arg.startsWith('--grep=') || /^-g/.test(arg));
}
