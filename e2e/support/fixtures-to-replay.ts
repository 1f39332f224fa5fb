import { fixturesForBrowser } from './browser-fixture-selection';
import type { FixtureFile } from './fixture-files';

/** A fixture e2e/fixtures.spec.ts declares, with why it is skipped there when only the headless replay walks it. */
export interface FixtureToReplay {
  readonly file: FixtureFile;
  readonly skip?: string;
}

/**
 * The fixtures e2e/fixtures.spec.ts declares a test for. `FIXTURE=<journey>/<name>` names one fixture exactly (or,
 * when no file has that name, every fixture whose path holds it: a journey's folder), replayed whatever it says; a
 * title filter (`-g "fixture case/<name>:"`) declares every fixture, so that the filter finds any of them, a newly
 * recorded one too (one only the headless replay can walk is declared skipped, saying why); otherwise the fewest
 * fixtures that between them reach every page state (browser-fixture-selection.ts), which `npm test` replays.
 */
export function fixturesToReplay(
  all: readonly FixtureFile[],
  included: ReadonlySet<string>,
  options: { readonly named?: string | undefined; readonly titleFilter: boolean },
): FixtureToReplay[] {
  const { named } = options;
  if (named) {
    const exact = all.filter((file) => file.path.endsWith(`/${named}.fixture.json`));
    return (exact.length > 0 ? exact : all.filter((file) => file.path.includes(named))).map((file) => ({ file }));
  }
  if (!options.titleFilter) return fixturesForBrowser(all, included).chosen.map((file) => ({ file }));
  return all.map((file) => {
    const { journey, headlessOnly } = file.fixture;
    const why = included.has(journey)
      ? `${journey} is included by another journey: its addresses open that journey in the portal`
      : headlessOnly;
    return why === undefined
      ? { file }
      : { file, skip: `headless only (${why}); FIXTURE=${journey}/${file.name} replays it in the browser anyway` };
  });
}
