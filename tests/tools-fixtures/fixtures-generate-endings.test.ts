import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/journey-fixtures';
import { createCoverageCollector } from '../../tools/fixtures/coverage-collector';
import { findFixtureFiles, readFixtureFile } from '../../tools/fixtures/fixture-files';
import { generateFixtures } from '../../tools/fixtures/generate-fixtures';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

// Issue 27 §5: with the fixtures that reach them taken out, --generate finds each of the repair's endings that need
// a choice the ordinary answers do not make (an emergency reason, a block's lift, a contractor on hold, a diary that
// takes preferences, No suitable appointment), from the journey and the seeded sandbox alone.
const root = join(import.meta.dirname, '..', '..');
const journeys = createJourneyFiles(root);

const REMOVED: Readonly<Record<string, string>> = {
  '/endings/submittedEmergency': 'emergency-access-submitted',
  '/endings/submittedEmergencyCommunal': 'submitted-emergency-communal',
  '/endings/submittedOnHold': 'submitted-contractor-on-hold',
  '/endings/preferenceNoted': 'preferred-appointment-noted',
  '/endings/noSuitableAppointment': 'contact-another-number-estate-no-suitable',
};

function repairFixturesWithout(names: readonly string[]): Fixture[] {
  return findFixtureFiles([join(root, 'tests', 'fixtures', 'repair')]).flatMap((path) => {
    const file = readFixtureFile(path, root);
    return file.ok && !names.some((name) => file.name.endsWith(`/${name}.fixture.json`)) ? [file.fixture] : [];
  });
}

describe('--generate reaches the repair endings the fixtures miss', { timeout: 300_000 }, () => {
  it('writes one walk to each, from the journey, and each replays green', async () => {
    const kept = repairFixturesWithout(Object.values(REMOVED));
    const collector = createCoverageCollector(journeys);
    for (const fixture of kept)
      await runFixture(fixture, journeys.load('repair'), { observer: collector.observe('repair') });
    const report = collector.reports(['repair']).find((r) => r.journey === 'repair')!;
    const endings = Object.keys(REMOVED);
    const missing = report.missing.filter((item) => endings.includes(item.pointer));
    // No other fixture reaches them: taking these five out is what leaves them unreached.
    expect(missing.map((item) => item.pointer).sort()).toEqual([...endings].sort());

    const generated = await generateFixtures(journeys.load('repair'), { model: kept, missing });
    const reached = generated.flatMap((g) => g.targets.map((target) => target.pointer));
    expect(reached.sort()).toEqual([...endings].sort());
    for (const { fixture, targets } of generated) {
      const replay = await runFixture(fixture, journeys.load('repair'));
      expect(replay.passed, fixture.description).toBe(true);
      // The walk ends where its ending takes the resident, as the fixture says.
      const ending = targets.find((target) => target.kind === 'ending')!.pointer.replace('/endings/', '@end:');
      const last = fixture.steps.at(-1)!.expect.next;
      expect([ending, '/customer360View']).toContain(last);
    }
    // Never the same walk twice, and every walk is made of the journey's own pages from one start.
    const walks = generated.map(({ fixture }) => JSON.stringify([fixture.persona, fixture.context, fixture.steps]));
    expect(new Set(walks).size).toBe(walks.length);
  });
});
