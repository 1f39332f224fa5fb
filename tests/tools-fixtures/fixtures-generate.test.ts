import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/journey-fixtures';
import { createCoverageCollector } from '../../tools/fixtures/coverage-collector';
import { findFixtureFiles, readFixtureFile } from '../../tools/fixtures/fixture-files';
import { parseArguments } from '../../tools/fixtures/cli-arguments';
import { generateFixtures } from '../../tools/fixtures/generate-fixtures';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

const root = join(import.meta.dirname, '..', '..');
const journeys = createJourneyFiles(root);

function fixturesOf(journey: string): Map<string, Fixture> {
  const all = new Map<string, Fixture>();
  for (const path of findFixtureFiles([join(root, 'tests', 'fixtures', journey)])) {
    const file = readFixtureFile(path, root);
    if (file.ok) all.set(file.name.split('/').at(-1)!.replace('.fixture.json', ''), file.fixture);
  }
  return all;
}

describe(
  'npm run fixtures -- --generate: shortest walks to what the fixtures do not reach',
  { timeout: 120_000 },
  () => {
    it('finds the shortest walk to an ending the suite does not reach, from the moves testers made in the fixtures', async () => {
      const profile = fixturesOf('profile');
      // Suppose the suite had only the plain save: Cancel (the ending @exit) is not reached.
      const collector = createCoverageCollector(journeys);
      const kept = profile.get('save-changes')!;
      await runFixture(kept, journeys.load('profile'), { observer: collector.observe('profile') });
      const [report] = collector.reports([]);
      expect(report!.missing.map((item) => item.pointer)).toContain('/exit');

      const generated = await generateFixtures(journeys.load('profile'), {
        model: [...profile.values()],
        missing: report!.missing,
      });
      const exit = generated.find((g) => g.target.pointer === '/exit');
      expect(exit?.fixture.steps).toEqual([
        expect.objectContaining({
          at: 'edit',
          action: 'alternative',
          expect: expect.objectContaining({ next: '@exit' }),
        }),
      ]);
      expect(exit?.fixture.description).toMatch(/^Generated: the shortest walk found to ending @exit/);
      // Each generated fixture replays clean as written.
      for (const { fixture } of generated)
        expect((await runFixture(fixture, journeys.load('profile'))).passed).toBe(true);
    });

    it('generates nothing when nothing is missing', async () => {
      expect(
        await generateFixtures(journeys.load('profile'), { model: [...fixturesOf('profile').values()], missing: [] }),
      ).toEqual([]);
    });
  },
);

describe('--generate on the command line', () => {
  it('takes --journey and nothing that would mix it with a replay or an update', () => {
    expect(parseArguments(['--generate', '--journey', 'repair'])).toEqual({ kind: 'generate', journey: 'repair' });
    expect(parseArguments(['--generate', 'tests/fixtures/repair'])).toMatchObject({ kind: 'wrong' });
    expect(parseArguments(['--generate', '--update'])).toMatchObject({ kind: 'wrong' });
  });
});
