import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture, JourneyCoverage } from '../../src/journey-fixtures';
import { createCoverageCollector } from '../../tools/fixtures/coverage-collector';
import { readFixtureFile } from '../../tools/fixtures/fixture-files';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

// Issue 27 §5: coverage counts what it claims. Removing the fixtures that reach the case questions' skips left the
// case journey at 100 %; warnings and field and option conditions were not counted at all. Each is counted now: a
// skip of a generated page when it is taken, a warning when it shows, a field's or choice's condition seen both ways.

const root = join(import.meta.dirname, '..', '..');
const journeys = createJourneyFiles(root);

function fixtureFile(name: string): Fixture {
  const file = readFixtureFile(join(root, 'tests', 'fixtures', name), root);
  if (!file.ok) throw new Error(file.problems.map((p) => p.message).join('; '));
  return file.fixture;
}

async function coverageOf(journey: string, names: readonly string[]): Promise<JourneyCoverage> {
  const collector = createCoverageCollector(journeys);
  for (const name of names) {
    const fixture = fixtureFile(`${journey}/${name}.fixture.json`);
    const result = await runFixture(fixture, journeys.load(journey), { observer: collector.observe(journey) });
    expect(result.passed, name).toBe(true);
  }
  return collector.reports([journey]).find((report) => report.journey === journey)!;
}

/** What is not reached, as the report names it: the pointer in the file, with a condition's side. */
const missing = (report: JourneyCoverage): string[] =>
  report.missing.map((item) => `${item.pointer}${/=(true|false)$/.exec(item.key)?.[0] ?? ''}`);

describe('coverage counts what it claims', { timeout: 60_000 }, () => {
  it("counts each of the case questions' skips when a walk takes it", async () => {
    const without = await coverageOf('case', ['noise-with-number-on-file', 'contact-rules']);
    expect(missing(without)).toEqual(
      expect.arrayContaining(['/steps/2/generate/skips/0', '/steps/2/generate/skips/3']),
    );
    expect(without.missing.find((item) => item.pointer === '/steps/2/generate/skips/0')?.label).toContain(
      'skips past the last page',
    );
    const withSkips = await coverageOf('case', ['asb-danger-block-and-skip', 'cleaning-bin-store-skips-to-the-end']);
    expect(missing(withSkips)).not.toContain('/steps/2/generate/skips/0');
    expect(missing(withSkips)).not.toContain('/steps/2/generate/skips/3');
    expect(withSkips.kinds.skip.total).toBe(without.kinds.skip.total);
    expect(withSkips.kinds.skip.covered).toBeGreaterThan(without.kinds.skip.covered);
  });

  it("counts a field's condition seen true and seen false (the referral's name of the person to call)", async () => {
    const myself = await coverageOf('referral', ['main-path-myself']);
    expect(missing(myself)).toContain('/steps/3/fields/2/when=true');
    expect(missing(myself)).not.toContain('/steps/3/fields/2/when=false');
    const other = await coverageOf('referral', ['main-path-myself', 'message-contact-choice-relationship-name']);
    expect(missing(other)).not.toContain('/steps/3/fields/2/when=true');
    expect(other.kinds.condition.total).toBeGreaterThan(0);
  });

  it("counts a choice's condition (the repair's asset levels: a shop has no divided block)", async () => {
    const report = await coverageOf('repair', ['property-choice-e24-asset']);
    expect(missing(report)).not.toContain('/steps/1/fields/0/options/1/when=false');
    expect(missing(report)).toContain('/steps/1/fields/0/options/1/when=true');
  });

  it('counts a warning when a walk shows it (a supplementary code of the eligibility check)', async () => {
    const plain = await coverageOf('repair', ['main-property-path']);
    expect(missing(plain)).toContain('/steps/6/warnings/1');
    expect(missing(plain)).not.toContain('/steps/6/warnings/0');
    const water = await coverageOf('repair', ['main-property-path', 'supplementary-total-loss-of-water']);
    expect(missing(water)).not.toContain('/steps/6/warnings/1');
    expect(water.kinds.warning).toEqual({ covered: 2, total: 3 });
  });
});
