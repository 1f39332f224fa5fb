import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDifferences, recordFixture, type Fixture } from '../../src/journey-fixtures';
import { findFixtureFiles, readFixtureFile } from '../../tools/fixtures/fixture-files';
import { createJourneyLoader } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

const root = join(import.meta.dirname, '..', '..');
const files = findFixtureFiles([join(root, 'tests', 'fixtures')]);
const loadJourney = createJourneyLoader(root);
const read = (name: string): Fixture =>
  JSON.parse(readFileSync(join(root, 'tests', 'fixtures', 'referral', name), 'utf8')) as Fixture;

describe('recorded journey fixtures (tests/fixtures)', () => {
  it('cover the referral journey: main path, other member, every message code, a change, the submission failure', () => {
    const referral = files
      .map((path) => readFixtureFile(path, root))
      .flatMap((f) => (f.ok && f.fixture.journey === 'referral' ? [f.fixture] : []));
    const codes = new Set(referral.flatMap((f) => f.steps.flatMap((s) => s.expect.messages ?? [])));
    for (const code of [
      'Financial_FI017a',
      'Financial_FI008a',
      'Financial_FI005',
      'Financial_FI009',
      'Financial_BC009',
      'Financial_FI016c',
      'SSR002',
      'Case_CC011',
      'Financial_API_Error',
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(referral.some((f) => f.steps.some((s) => s.action?.startsWith('change:')))).toBe(true);
    expect(new Set(referral.map((f) => f.persona))).toEqual(new Set(['alex', 'bea']));
  });

  it.each(files.map((path) => [path.slice(root.length + 1), path]))(
    '%s replays green against the in-process sandbox',
    async (_name, path) => {
      const file = readFixtureFile(path, root);
      if (!file.ok) throw new Error(file.problems.map((p) => p.message).join('\n'));
      const result = await runFixture(file.fixture, loadJourney(file.fixture.journey));
      expect(formatDifferences(result)).toEqual([]);
    },
  );

  it('fails a real fixture whose expectation is wrong, with the difference a tester can act on', async () => {
    const fixture = read('main-path-myself.fixture.json');
    fixture.steps[4]!.expect.calls![0]!.body = { referralFor: 'Other' };
    fixture.steps[1]!.expect.next = 'contact';
    const result = await runFixture(fixture, loadJourney('referral'));
    expect(result.passed).toBe(false);
    expect(formatDifferences(result)).toEqual([
      '  step 2 at reasons (continue):',
      '    - next: expected contact, got details (/additionalenquirydetails) — /steps/1/next/0 (otherwise, to details) is taken',
      '  step 5 at review (continue):',
      '    - calls[0] POST /customer/c0000000-0000-4000-8000-00000000a1e0/account/acc00000-0000-4000-8000-0000a1e00001/servicerequest: body.referralFor: expected "Other", got "Myself"',
    ]);
  });

  it('records a sandbox walk (as the browser record mode will) into a fixture that replays green', async () => {
    const journey = loadJourney('referral');
    const walked = await runFixture(read('other-member-another-number.fixture.json'), journey);
    const recorded = recordFixture({
      journey: 'referral',
      persona: 'alex',
      steps: walked.steps.map((s) => s.observed!),
    });
    expect(recorded.expectSubmission).toMatchObject({
      referralFor: 'Other',
      preferredContact: { phoneNumber: '07700900123' },
    });
    const replayed = await runFixture(recorded, journey);
    expect(formatDifferences(replayed)).toEqual([]);
  });
});
