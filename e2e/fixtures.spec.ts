import { formatDifferences } from '../src/journey-fixtures';
import { readFixtureFiles } from './support/fixture-files';
import { startFixtureServer, type FixtureServer } from './support/fixture-server';
import { test as portalTest, expect } from './support/fixtures';
import { contextNotes, replayFixtureInBrowser, unsupportedContext } from './support/replay-fixture';

// Every journey fixture, replayed through the real pages: the same files `npm run fixtures` replays headless.
const files = readFixtureFiles();

// Each fixture walks from freshly seeded data, as in the headless replay: its pages and calls go to a portal with
// its own sandbox (faults armed there go with it), not to the shared server of the other browser tests.
const test = portalTest.extend<{ fixtureServer: FixtureServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this fixture needs no other.
  fixtureServer: async ({}, use) => {
    const server = await startFixtureServer();
    await use(server);
    await server.close();
  },
  baseURL: async ({ fixtureServer }, use) => use(fixtureServer.origin),
});

test('there are fixtures to replay', () => {
  expect(files.length).toBeGreaterThan(0);
});

for (const { path, name, fixture } of files) {
  test(`fixture ${fixture.journey}/${name}: ${fixture.description ?? ''}`.trim(), async ({ page, request, axe }, testInfo) => {
    const unsupported = unsupportedContext(fixture);
    test.skip(unsupported !== null, `${path} ${unsupported}`);
    for (const note of contextNotes(fixture)) testInfo.annotations.push({ type: 'note', description: note });
    // Text is typed key by key as a resident would, and a submission may be retried: allow a long walk.
    test.setTimeout(150_000);

    const result = await replayFixtureInBrowser(fixture, { page, request, axe });
    expect(formatDifferences(result), `${path} replayed in the browser`).toEqual([]);
  });
}
