import { formatDifferences } from '../src/journey-fixtures';
import { DEFAULT_FIXTURE_CLOCK } from '../src/journey-fixtures/types';
import { includedJourneys } from './support/browser-fixture-selection';
import { fixturesToReplay } from './support/fixtures-to-replay';
import { GREP_GIVEN } from './support/grep-given';
import { readFixtureFiles } from './support/fixture-files';
import { test, expect } from './support/fixtures';
import { replayFixtureInBrowser } from './support/replay-fixture';

// Journey fixtures replayed through the real pages: the same files `npm run fixtures` replays headless (all of them,
// in the unit tests). The browser replays the fewest that between them reach every page state the fixtures reach
// (browser-fixture-selection.ts), leaving out fixtures of an included journey on its own, whose addresses the including
// journey serves in the portal. Each walks from freshly seeded data at its own clock with its toggles, as headless.
// A tester replays any one fixture in the browser by its test's title, `-g "fixture repair/<name>:"` (every fixture is
// declared when a title filter is given, so a newly recorded one is found too), or by naming it, chosen or not,
// headless-only or not: FIXTURE=repair/fail-save-and-exit-fails npx playwright test e2e/fixtures.spec.ts
const files = fixturesToReplay(readFixtureFiles(), includedJourneys(), {
  named: process.env.FIXTURE,
  titleFilter: process.env[GREP_GIVEN] === '1',
});

test('there are fixtures to replay', () => {
  expect(files.length).toBeGreaterThan(0);
});

for (const { file, skip } of files) {
  const { path, name, fixture } = file;
  test.describe(() => {
    // The job number comes at once: fixtures judge what follows it, and waiting 10 s for the third poll in each of
    // the 15 submitting walks costs CI minutes. The polling itself is the headless replay's and repair-booking.spec's.
    test.use({
      sandbox: {
        clock: new Date(fixture.context?.clock ?? DEFAULT_FIXTURE_CLOCK),
        configuration: fixture.context?.toggles ?? {},
        jobNumberDelayMs: 0,
      },
    });
    test(`fixture ${fixture.journey}/${name}: ${fixture.description ?? ''}`.trim(), async ({ page, request, axe }) => {
      // Text is typed key by key where a step expects messages, and a submission may be retried: allow a long walk.
      test.skip(skip !== undefined, skip);
      test.setTimeout(150_000);
      const result = await replayFixtureInBrowser(fixture, { page, request, axe });
      expect(formatDifferences(result), `${path} replayed in the browser`).toEqual([]);
    });
  });
}
