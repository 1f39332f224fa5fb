import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/journey-fixtures';
import { createCoverageCollector } from '../../tools/fixtures/coverage-collector';
import { readFixtureFile } from '../../tools/fixtures/fixture-files';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

const root = join(import.meta.dirname, '..', '..');
const journeys = createJourneyFiles(root);

function fixtureFile(name: string): Fixture {
  const file = readFixtureFile(join(root, 'tests', 'fixtures', name), root);
  if (!file.ok) throw new Error(file.problems.map((p) => p.message).join('; '));
  return file.fixture;
}

async function coverageOf(names: readonly string[], alsoJourneys: readonly string[] = []) {
  const collector = createCoverageCollector(journeys);
  for (const name of names) {
    const fixture = fixtureFile(name);
    const result = await runFixture(fixture, journeys.load(fixture.journey), {
      observer: collector.observe(fixture.journey),
    });
    expect(result.passed, name).toBe(true);
  }
  return collector.reports(alsoJourneys);
}

const missing = (report: { missing: readonly { pointer: string }[] } | undefined) =>
  report?.missing.map((item) => item.pointer) ?? [];

describe('coverage of the real journeys', { timeout: 60_000 }, () => {
  it('counts the route Continue took even when a later result reroutes the path (profile: changed → saved)', async () => {
    // The second save succeeds: traced from the final state the path goes edit → saved, never through "changed",
    // yet the resident did continue from "changed" to the saved ending.
    const [profile] = await coverageOf(['profile/changed-elsewhere.fixture.json']);
    expect(missing(profile)).not.toContain('/steps/1/next/4');
    expect(missing(profile)).not.toContain('/endings/saved');
  });

  it("counts an included journey's steps that the including journey's fixtures walk, and says through which", async () => {
    const reports = await coverageOf(['repair/damp-mould-assessment-booked.fixture.json'], ['damp-mould']);
    const damp = reports.find((report) => report.journey === 'damp-mould')!;
    expect(damp.fixtures).toBe(0);
    expect(damp.reachedThrough).toEqual(['repair']);
    expect(damp.kinds.route).toEqual({ covered: 2, total: 2 });
    expect(missing(damp)).not.toContain('/steps/0/fields/0/validation/0');
  });

  it('counts a block the typed answers bring up on the page, though Continue stops at a validation message first', async () => {
    // Dana's divided block's bin store has no reasons: the page shows the no-match block and disables Continue.
    const [repair] = await coverageOf(['repair/no-match-reason.fixture.json']);
    expect(missing(repair)).not.toContain('/steps/2/blocking/0');
  });

  it('counts a condition written once as one item, though the composition copies it onto every included step', async () => {
    // The include step's `when` is and-ed into dmc-confirm and dmc-page, and guards the route between them, so the
    // copy on dmc-page can never be seen false: the written condition is seen false when the check is passed by.
    const [repair] = await coverageOf(['repair/main-property-path.fixture.json']);
    const skips = repair!.missing.filter((item) => item.kind === 'skip' && item.pointer === '/steps/7/when');
    expect(skips.map((item) => item.key)).not.toContain('/steps/8/when=false');
    expect(skips.filter((item) => item.key.endsWith('=false'))).toEqual([]);
  });

  it('counts an included step\'s "@return" as taken when the including journey went on along the include step\'s routes', async () => {
    const reports = await coverageOf(['repair/damp-mould-assessment-booked.fixture.json'], ['damp-mould']);
    const damp = reports.find((report) => report.journey === 'damp-mould')!;
    // dmc-page's only route is "@return": the assessment's last page went on to the photos page of the repair.
    expect(missing(damp)).not.toContain('/steps/1/next/0');
  });

  it('counts the ending a failure policy took the resident to, through an including journey too', async () => {
    const reports = await coverageOf(['repair/fail-damp-assessment-save-fails.fixture.json'], ['damp-mould']);
    const damp = reports.find((report) => report.journey === 'damp-mould')!;
    expect(missing(damp)).not.toContain('/steps/1/onExit/0/onError');
    expect(missing(damp)).not.toContain('/errorPages/generic');
  });

  it('does not count an exit no action can take, and says why (the appointment hides Back and Exit)', async () => {
    const [appointment] = await coverageOf(['appointment/select-appointment-booked.fixture.json']);
    expect(missing(appointment)).not.toContain('/exit');
    expect(appointment!.notCounted.map((item) => item.pointer)).toEqual(['/exit']);
    expect(appointment!.notCounted[0]!.reason).toMatch(/hides Back and Exit/);
  });

  it("arms an entry's faults before the journey opens, so an entry's effect failure is reached", async () => {
    const [appointment] = await coverageOf(['appointment/work-order-unreadable.fixture.json']);
    expect(missing(appointment)).not.toContain('/entry/effects/0/onError');
    expect(missing(appointment)).not.toContain('/errorPages/journey');
  });
});
