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
  { timeout: 300_000 },
  () => {
    it('finds the shortest walk to an ending the suite does not reach, from the journey itself', async () => {
      const profile = fixturesOf('profile');
      // Suppose the suite had only the plain save: leaving without saving (the ending @exit) is not reached.
      const collector = createCoverageCollector(journeys);
      const kept = profile.get('save-changes')!;
      await runFixture(kept, journeys.load('profile'), { observer: collector.observe('profile') });
      const [report] = collector.reports([]);
      expect(report!.missing.map((item) => item.pointer)).toContain('/exit');

      const generated = await generateFixtures(journeys.load('profile'), { model: [kept], missing: report!.missing });
      const exit = generated.find((g) => g.targets.some((target) => target.pointer === '/exit'));
      // One move on the first page leaves it: the journey's own Back or Cancel, not a move copied from a fixture.
      expect(exit?.fixture.steps).toEqual([
        expect.objectContaining({ at: 'edit', expect: expect.objectContaining({ next: '@exit' }) }),
      ]);
      expect(exit?.fixture.description).toMatch(/^Generated: the shortest walk found to /);
      // Each generated fixture replays clean as written, and no walk is written twice.
      for (const { fixture } of generated)
        expect((await runFixture(fixture, journeys.load('profile'))).passed).toBe(true);
      const walks = generated.map(({ fixture }) => JSON.stringify(fixture.steps.map(({ expect: _, ...move }) => move)));
      expect(new Set(walks).size).toBe(walks.length);
    });

    it("reaches the case questions' skips from the journey's own choices when the fixtures that take them are gone", async () => {
      const all = fixturesOf('case');
      all.delete('asb-danger-block-and-skip');
      all.delete('cleaning-bin-store-skips-to-the-end');
      const collector = createCoverageCollector(journeys);
      for (const fixture of all.values())
        await runFixture(fixture, journeys.load('case'), { observer: collector.observe('case') });
      const [report] = collector.reports(['case']).filter((r) => r.journey === 'case');
      const skips = ['/steps/2/generate/skips/0', '/steps/2/generate/skips/3'];
      expect(report!.missing.map((item) => item.pointer)).toEqual(expect.arrayContaining(skips));

      // Aimed at the skips only: the search stops once both are reached (the whole list is the command's).
      const generated = await generateFixtures(journeys.load('case'), {
        model: [...all.values()],
        missing: report!.missing.filter((item) => skips.includes(item.pointer)),
      });
      const reached = generated.flatMap((g) => g.targets.map((target) => target.pointer));
      expect(reached).toEqual(expect.arrayContaining(skips));
      for (const { fixture } of generated)
        expect((await runFixture(fixture, journeys.load('case'))).passed, fixture.description).toBe(true);
      // Each target is reached by one walk only: what one walk reaches is not written again by another.
      expect(new Set(reached).size).toBe(reached.length);
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
