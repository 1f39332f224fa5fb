import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/journey-fixtures';
import { createCoverageCollector } from '../../tools/fixtures/coverage-collector';
import { findFixtureFiles, readFixtureFile } from '../../tools/fixtures/fixture-files';
import { generateFixtures } from '../../tools/fixtures/generate-fixtures';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

// Issue 27 §5: the damp and mould pages need the repair's draft, so on its own the damp-mould journey reaches none
// of them; --generate looks for them in the walks of the journey that includes it, written as repair walks.
const root = join(import.meta.dirname, '..', '..');
const journeys = createJourneyFiles(root);
const scratch = mkdtempSync(join(tmpdir(), 'generate-included-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const isDampRepairFixture = (path: string) => /repair[/\\][^/\\]*damp[^/\\]*\.fixture\.json$/.test(path);

describe('--generate reaches an included journey through the journey that includes it', { timeout: 300_000 }, () => {
  it("reaches the damp and mould pages and their messages with the repair's damp fixtures taken out", async () => {
    cpSync(join(root, 'tests', 'fixtures'), join(scratch, 'tests', 'fixtures'), {
      recursive: true,
      filter: (src) => !isDampRepairFixture(src),
    });
    const collector = createCoverageCollector(journeys);
    const model: Record<string, Fixture[]> = { repair: [], 'damp-mould': [] };
    for (const path of findFixtureFiles([join(scratch, 'tests', 'fixtures')])) {
      const file = readFixtureFile(path, scratch);
      if (!file.ok || !(file.fixture.journey in model)) continue;
      model[file.fixture.journey]!.push(file.fixture);
      await runFixture(file.fixture, journeys.load(file.fixture.journey), {
        observer: collector.observe(file.fixture.journey),
      });
    }
    const report = collector.reports(['damp-mould']).find((r) => r.journey === 'damp-mould')!;
    const aimed = ['/steps/0/next/0', '/steps/1', '/steps/1/generate/fields/0/field/validation/0'];
    expect(report.missing.map((item) => item.pointer)).toEqual(expect.arrayContaining(aimed));
    const missing = report.missing.filter((item) => aimed.includes(item.pointer));

    // On its own the journey cannot get there: its first Yes has no draft to save to.
    expect(await generateFixtures(journeys.load('damp-mould'), { model: model['damp-mould']!, missing })).toEqual([]);

    const generated = await generateFixtures(journeys.load('repair'), {
      model: model.repair!,
      missing,
      through: { file: 'damp-mould.json', sourcePointer: journeys.sourcePointer('repair') },
    });
    expect(generated.flatMap((g) => g.targets.map((t) => t.pointer)).sort()).toEqual([...aimed].sort());
    for (const { fixture } of generated) {
      expect(fixture.journey).toBe('repair');
      // A repair walk that comes to the assessment's pages (a damp or mould reason, then Yes).
      expect(fixture.steps.some((step) => [step.at, step.expect.next].some((at) => at.startsWith('dmc-page')))).toBe(
        true,
      );
      expect((await runFixture(fixture, journeys.load('repair'))).passed, fixture.description).toBe(true);
    }
    const walks = generated.map(({ fixture }) => JSON.stringify(fixture.steps));
    expect(new Set(walks).size).toBe(walks.length);
  });
});
