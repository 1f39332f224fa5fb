import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import { loadJourney, type LoadedJourney } from '../../src/engine';
import type { Fixture } from '../../src/journey-fixtures';
import { parseArguments } from '../../tools/fixtures/cli-arguments';
import { lineDiff } from '../../tools/fixtures/line-diff';
import { runFixture } from '../../tools/fixtures/run-fixture';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { updateFixture } from '../../tools/fixtures/update-fixture';
import { fixtureText } from '../../tools/fixtures/update-command';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const referral = () => read('journeys/referral.json') as { steps: Record<string, unknown>[] };

function load(document: unknown): LoadedJourney {
  const result = loadJourney(document, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

/** The referral as an analyst might edit it: a yes-or-no question between the details and the contact page. */
function withNewQuestion(): LoadedJourney {
  const document = referral();
  const at = document.steps.findIndex((step) => step.id === 'details');
  document.steps[at] = { ...document.steps[at], next: [{ to: 'callback' }] };
  document.steps.splice(at + 1, 0, {
    id: 'callback',
    route: '/ReferralCallback',
    kind: 'question',
    title: 'Financial_contact_phone',
    fields: [
      {
        id: 'wantsCallback',
        schema: { type: 'boolean' },
        widget: 'yes-no',
        label: 'Financial_contact_phone',
        validation: [{ rule: 'required', message: 'Financial_FI016c' }],
      },
    ],
    next: [{ to: 'contact' }],
  });
  return load(document);
}

const mainPath = () => read('tests/fixtures/referral/main-path-myself.fixture.json') as Fixture;

describe('npm run fixtures -- --update: fixtures keep up with a journey edit', { timeout: 60_000 }, () => {
  it('puts a step in for a new question, answered as the tester says, and the updated fixture replays clean', async () => {
    const journey = withNewQuestion();
    expect((await runFixture(mainPath(), journey)).passed).toBe(false);

    const update = await updateFixture(mainPath(), journey, { wantsCallback: false });
    expect(update.kind).toBe('updated');
    if (update.kind !== 'updated') return;
    expect(update.inserted).toEqual(['callback']);
    expect(update.fixture.steps.map((step) => step.at)).toEqual([
      'consent',
      'reasons',
      'details',
      'callback',
      'contact',
      'review',
      'confirmation',
    ]);
    expect(update.fixture.steps[3]).toMatchObject({
      at: 'callback',
      answers: { wantsCallback: false },
      expect: { next: 'contact', messages: [] },
    });
    expect(update.fixture.steps[2]!.expect.next).toBe('callback');
    // What the resident typed and the description are the tester's, kept as they were.
    expect(update.fixture.description).toBe(mainPath().description);
    expect((await runFixture(update.fixture, journey)).passed).toBe(true);
  });

  it('shows the change as a diff of the file: the details page now leads to the new step, which is put in', async () => {
    const update = await updateFixture(mainPath(), withNewQuestion(), { wantsCallback: false });
    if (update.kind !== 'updated') throw new Error(update.reason);
    const diff = lineDiff(fixtureText(mainPath()), fixtureText(update.fixture));
    expect(diff).toContain('+       "at": "callback",');
    expect(diff.filter((line) => line.startsWith('-'))).toEqual([]);
    expect(diff).toContain('+         "next": "callback",');
  });

  it('says which answer to give when a new page needs one it was not given, and changes nothing', async () => {
    const update = await updateFixture(mainPath(), withNewQuestion(), {});
    expect(update).toEqual({
      kind: 'stuck',
      reason: expect.stringContaining(
        'a new page, callback, before step 4 (contact): give its answers, e.g. --answer wantsCallback=<value>',
      ),
    });
  });

  it('says so when the answer given does not get past the new page', async () => {
    const update = await updateFixture(mainPath(), withNewQuestion(), { wantsCallback: null });
    expect(update).toEqual({
      kind: 'stuck',
      reason: 'the new page callback does not accept the answers given ({"wantsCallback":null}): it stays on the page',
    });
  });

  it('takes out the steps of a page the journey no longer has', async () => {
    // The fixture updated for the new question, replayed against the journey without it (the question taken out again).
    const added = await updateFixture(mainPath(), withNewQuestion(), { wantsCallback: false });
    if (added.kind !== 'updated') throw new Error(added.reason);
    const journey = load(referral());
    const update = await updateFixture(added.fixture, journey, {});
    if (update.kind !== 'updated') throw new Error(update.reason);
    expect(update.dropped).toEqual(['callback']);
    expect(update.fixture.steps.map((step) => step.at)).toEqual([
      'consent',
      'reasons',
      'details',
      'contact',
      'review',
      'confirmation',
    ]);
    expect((await runFixture(update.fixture, journey)).passed).toBe(true);
  });

  it('never deletes the steps of a page an edit put behind a new toggle: the fixture switches the toggle on', async () => {
    const document = referral() as { context: Record<string, unknown>; steps: Record<string, unknown>[] };
    document.context['toggles.isAdviceDetailsAsked'] = { description: 'Asks for the details.', type: 'boolean' };
    const details = document.steps.find((step) => step.id === 'details')!;
    details.when = { '===': [{ var: 'context.toggles.isAdviceDetailsAsked' }, true] };
    const journey = load(document);
    const update = await updateFixture(mainPath(), journey, {});
    if (update.kind !== 'updated') throw new Error(update.reason);
    expect(update.dropped).toEqual([]);
    expect(update.toggled).toEqual({ isAdviceDetailsAsked: 'true' });
    expect(update.fixture.context?.toggles).toEqual({ isAdviceDetailsAsked: 'true' });
    expect(update.fixture.steps.map((step) => step.at)).toContain('details');
    expect((await runFixture(update.fixture, journey)).passed).toBe(true);
  });

  it('does not drop coverage silently: says what would be lost and asks for --answer or --drop', async () => {
    // The repair's vulnerability question asked for estate repairs only: Alex's walk for his flat no longer meets it.
    const scratch = mkdtempSync(join(tmpdir(), 'update-loss-'));
    try {
      cpSync(join(root, 'journeys'), join(scratch, 'journeys'), { recursive: true });
      const file = join(scratch, 'journeys', 'repair.json');
      const document = JSON.parse(readFileSync(file, 'utf8')) as { steps: Record<string, unknown>[] };
      const vulnerability = document.steps.find((step) => step.id === 'vulnerability')!;
      vulnerability.when = { and: [vulnerability.when, { '===': [{ var: 'answers.repairAsset' }, 'Estate'] }] };
      writeFileSync(file, JSON.stringify(document));
      const journey = createJourneyFiles(scratch).load('repair');
      const fixture = read('tests/fixtures/repair/main-property-path.fixture.json') as Fixture;
      const refused = await updateFixture(fixture, journey, {});
      expect(refused.kind).toBe('stuck');
      if (refused.kind !== 'stuck') return;
      expect(refused.reason).toContain('would lose: step vulnerability (/vulnerability');
      expect(refused.reason).toContain('--answer');
      expect(refused.reason).toContain('--drop');
      const dropped = await updateFixture(fixture, journey, {}, { drop: true });
      expect(dropped.kind === 'stuck' ? dropped.reason : '').toBe('');
      expect(dropped).toMatchObject({ kind: 'updated', dropped: ['vulnerability'] });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("keeps a call's path pattern where the step is written again, never the literal id of this run", async () => {
    const fixture = mainPath();
    const review = fixture.steps.find((step) => step.at === 'review')!;
    // The tester's pattern, with a body field the walk no longer sends as written: the step is recorded again.
    review.expect.calls = [
      {
        method: 'POST',
        path: '/customer/:id/account/:account/servicerequest',
        body: { referralFor: 'Someone else' },
      },
    ];
    const update = await updateFixture(fixture, load(referral()), {});
    if (update.kind !== 'updated') throw new Error(update.reason);
    const calls = update.fixture.steps.find((step) => step.at === 'review')?.expect.calls;
    expect(calls?.map((call) => call.path)).toEqual(['/customer/:id/account/:account/servicerequest']);
    expect(calls?.[0]?.body).toMatchObject({ referralFor: 'Myself' });
  });

  it('leaves a fixture the edit does not touch as it is', async () => {
    const update = await updateFixture(mainPath(), load(referral()), {});
    expect(update).toMatchObject({ kind: 'updated', changed: false, inserted: [], dropped: [] });
  });
});

describe('lineDiff', () => {
  it('is empty for equal texts and marks lines out and in with context', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([]);
    expect(lineDiff('a\nb\nc\nd\ne\nf\ng', 'a\nb\nc\nX\ne\nf\ng', 1)).toEqual(['  c', '- d', '+ X', '  e']);
  });
});

describe('--update on the command line', () => {
  it('reads each --answer as JSON, or as the text typed when it is not JSON', () => {
    expect(
      parseArguments([
        '--update',
        '--journey',
        'repair',
        '--answer',
        'hasPets=false',
        '--answer=petNames=["Rex"]',
        '--answer',
        'note=left at the door',
        '--write',
      ]),
    ).toEqual({
      kind: 'update',
      paths: [],
      journey: 'repair',
      answers: { hasPets: false, petNames: ['Rex'], note: 'left at the door' },
      write: true,
      drop: false,
    });
    expect(parseArguments(['--update', '--drop'])).toMatchObject({ kind: 'update', drop: true });
  });

  it('refuses --answer without field=value, and --answer or --write without --update', () => {
    expect(parseArguments(['--update', '--answer', 'hasPets'])).toMatchObject({
      kind: 'wrong',
      message: expect.stringContaining('<field>=<value>'),
    });
    expect(parseArguments(['--write'])).toMatchObject({
      kind: 'wrong',
      message: '--answer, --drop and --write go with --update',
    });
    expect(parseArguments(['--drop'])).toMatchObject({ kind: 'wrong' });
    expect(parseArguments(['--generate', '--drop'])).toMatchObject({ kind: 'wrong' });
    expect(parseArguments(['--update', '--coverage'])).toMatchObject({ kind: 'wrong' });
  });
});
