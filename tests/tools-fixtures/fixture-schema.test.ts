import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFixture, readFixtureFile } from '../../tools/fixtures/fixture-files';

const valid = {
  $schema: '../../../schemas/fixture.schema.json',
  journey: 'referral',
  persona: 'alex',
  context: { toggles: { IsMyPeabodyCatalystFinancialEnquiry: 'false' }, clock: '2026-11-23T10:00:00Z' },
  steps: [
    { at: 'consent', answers: { referralFor: 'Myself' }, expect: { next: 'reasons', messages: [] } },
    { at: 'review', action: 'change:details', expect: { next: 'details' } },
    {
      at: 'review',
      faults: [
        { method: 'POST', path: '/customer/:id/account/:acc/servicerequest', kind: 'status', status: 500, times: 2 },
      ],
      expect: {
        next: '@errorPage:submissionFailed',
        messages: ['Financial_API_Error'],
        calls: [{ method: 'POST', path: '/customer/:id/account/:acc/servicerequest', body: { referralFor: 'Myself' } }],
      },
    },
  ],
  expectSubmission: { referralFor: 'Myself' },
};

/** The valid fixture with one change made by `edit`. */
function malformed(edit: (fixture: typeof valid & Record<string, unknown>) => void): unknown {
  const copy = structuredClone(valid) as typeof valid & Record<string, unknown>;
  edit(copy);
  return copy;
}

const messages = (json: unknown) => checkFixture(json).map((p) => p.message);

describe('schemas/fixture.schema.json', () => {
  it('accepts a fixture using every part of the format', () => {
    expect(checkFixture(valid)).toEqual([]);
  });

  it('rejects a persona that is not one of the demo residents, listing them', () => {
    expect(messages(malformed((f) => void (f.persona = 'zed')))).toEqual([
      '/persona must be one of "alex", "bea", "chris", "dana", "eli", "ada"',
    ]);
  });

  it('rejects a step without an expected next page, and an unknown property', () => {
    expect(
      messages(
        malformed((f) => {
          f.steps[0] = { at: 'consent', expect: { messages: [] } } as never;
          f.step = [];
        }),
      ),
    ).toEqual(['/ has an unknown property "step"', "/steps/0/expect must have required property 'next'"]);
  });

  it('rejects answers with an action that enters nothing (Back, a change link)', () => {
    expect(
      messages(malformed((f) => void (f.steps[1] = { ...f.steps[1]!, answers: { referralDetails: 'x' } } as never))),
    ).toEqual(['/steps/1/answers is not allowed here']);
  });

  it('rejects an unknown action, a toggle that is not "true"/"false", a status fault without a status and a bad clock', () => {
    const problems = messages(
      malformed((f) => {
        (f.steps[0] as Record<string, unknown>).action = 'jump';
        f.context.toggles.IsMyPeabodyCatalystFinancialEnquiry = 'yes';
        f.context.clock = 'tomorrow';
        delete (f.steps[2]!.faults![0] as Record<string, unknown>).status;
      }),
    );
    expect(problems).toEqual([
      '/context/toggles/IsMyPeabodyCatalystFinancialEnquiry must be one of "true", "false"',
      '/context/clock must match format "date-time"',
      '/steps/0/action must match pattern "^(continue|continue-again|back|alternative|exit|save-and-exit|leave|change:[A-Za-z0-9_/-]+)$"',
      "/steps/2/faults/0 must have required property 'status'",
    ]);
  });

  it("accepts widget calls before a step's answers and the alternative action, but no answers with the alternative", () => {
    const walk = malformed((f) => {
      f.steps[0] = {
        ...f.steps[0]!,
        calls: [
          { field: 'media', call: 'upload', argument: { name: 'a.jpg', base64: 'AA' } },
          { field: 'media', call: 'remove', argument: 'DOC-1', expectError: 'SSR011c' },
        ],
      } as never;
      f.steps[1] = { at: 'review', action: 'alternative', expect: { next: '@end:noSuitable' } } as never;
    });
    expect(checkFixture(walk)).toEqual([]);
    expect(
      messages(
        malformed((f) => {
          f.steps[1] = { at: 'review', action: 'alternative', answers: { x: 1 }, expect: { next: '@end:x' } } as never;
          f.steps[0] = { ...f.steps[0]!, calls: [{ call: 'upload' }] } as never;
        }),
      ),
    ).toEqual(["/steps/0/calls/0 must have required property 'field'", '/steps/1/answers is not allowed here']);
  });

  it('wants a recorded fixture in its journey folder, pointing at the schema', () => {
    const root = mkdtempSync(join(tmpdir(), 'fixtures-'));
    mkdirSync(join(root, 'tests', 'fixtures', 'repair'), { recursive: true });
    const path = join(root, 'tests', 'fixtures', 'repair', 'misplaced.fixture.json');
    writeFileSync(path, JSON.stringify({ ...valid, $schema: 'fixture.schema.json' }));
    const file = readFixtureFile(path, root);
    expect(file.ok ? [] : file.problems.map((p) => p.message)).toEqual([
      '/journey is "referral" but the file is in tests/fixtures/repair/ (move it to tests/fixtures/referral/)',
      '/$schema must be "../../../schemas/fixture.schema.json" so editors check the file',
    ]);
  });
});
