import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import { completeStep, applyAnswers, loadJourney, nextStep, type LoadedJourney } from '../../src/engine';
import {
  coverageItems,
  createCoverageRecorder,
  destinationLabel,
  formatCoverage,
  replayFixture,
  traceNext,
  type Fixture,
  type FixtureStep,
} from '../../src/journey-fixtures';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';
import { fakeGateway } from './support';

/**
 * tests/tools-fixtures/journeys/coverage.journey.json: a branch to an ending, a skipped step, a block, messages, a
 * failure page.
 */
function coverageJourney(): LoadedJourney {
  const json: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, 'journeys', 'coverage.journey.json'), 'utf8'),
  );
  const result = loadJourney(json, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

const journey = coverageJourney();

const fixture = (...steps: FixtureStep[]): Fixture => ({
  journey: 'fixture-coverage',
  persona: 'alex',
  steps: [steps[0]!, ...steps.slice(1)],
});

/** The normal walk: kind → details → send → exit. */
const normal = fixture(
  { at: 'kind', answers: { kind: 'normal' }, expect: { next: 'details' } },
  { at: 'details', answers: { text: 'A leak' }, expect: { next: 'send' } },
  { at: 'send', expect: { next: '@exit' } },
);
const minor = fixture({ at: 'kind', answers: { kind: 'minor' }, expect: { next: 'send' } });
const urgent = fixture({ at: 'kind', answers: { kind: 'urgent' }, expect: { next: '@end:urgent' } });
const blocked = fixture({
  at: 'kind',
  answers: { kind: 'other' },
  expect: { next: 'kind', blocked: 'disable-continue' },
});
const empty = fixture(
  { at: 'kind', expect: { next: 'kind', messages: ['cov_kind_required'] } },
  { at: 'kind', answers: { kind: 'normal' }, expect: { next: 'details' } },
  { at: 'details', expect: { next: 'details', messages: ['cov_text_required'] } },
);
const failing = fixture(
  { at: 'kind', answers: { kind: 'minor' }, expect: { next: 'send' } },
  {
    at: 'send',
    faults: [{ method: 'POST', path: '/mini/cov.send', kind: 'status', status: 500, times: 1 }],
    expect: { next: '@errorPage:failed' },
  },
);

async function coverageOf(...fixtures: Fixture[]) {
  const recorder = createCoverageRecorder(journey);
  for (const f of fixtures) {
    const result = await replayFixture(f, fakeGateway(journey, {}), { observer: recorder.observer });
    expect(result.passed, JSON.stringify(result.steps.map((s) => s.differences))).toBe(true);
    recorder.fixtureRan();
  }
  return recorder.report();
}

describe('coverage of a journey by its fixtures', () => {
  it('lists what there is to reach, by kind, each with its journey pointer', () => {
    const { items } = coverageItems(journey);
    const count = (kind: string) => items.filter((item) => item.kind === kind).map((item) => item.key);
    expect(count('route')).toEqual(['/steps/0', '/steps/1', '/steps/2']);
    expect(count('skip')).toEqual(['/steps/1/when=true', '/steps/1/when=false']);
    expect(count('branch')).toEqual(['/steps/0/next/0', '/steps/0/next/1', '/steps/1/next/0', '/steps/2/next/0']);
    expect(count('block')).toEqual(['/steps/0/blocking/0']);
    expect(count('message')).toEqual(['/steps/0/fields/0/validation/0', '/steps/1/fields/0/validation/0']);
    expect(count('effectFailure')).toEqual(['/steps/2/onExit/0/onError']);
    expect(count('ending')).toEqual(['/exit', '/endings/urgent', '/errorPages/failed']);
  });

  it('counts what one walk reaches and lists the rest', async () => {
    const report = await coverageOf(normal);
    expect(report.fixtures).toBe(1);
    expect(report.kinds).toEqual({
      route: { covered: 3, total: 3 },
      skip: { covered: 1, total: 2 },
      branch: { covered: 3, total: 4 },
      block: { covered: 0, total: 1 },
      condition: { covered: 0, total: 0 },
      message: { covered: 0, total: 2 },
      warning: { covered: 0, total: 0 },
      effectFailure: { covered: 0, total: 1 },
      ending: { covered: 1, total: 3 },
    });
    expect(report.percent).toBe(Math.floor((8 * 100) / 16));
    // In journey order: step by step, then the endings and the effect failures.
    expect(report.missing.map((item) => item.key)).toEqual([
      '/steps/0/next/0',
      '/steps/0/blocking/0',
      '/steps/0/fields/0/validation/0',
      '/steps/1/when=false',
      '/steps/1/fields/0/validation/0',
      '/endings/urgent',
      '/errorPages/failed',
      '/steps/2/onExit/0/onError',
    ]);
  });

  it('reaches everything with a fixture for each: a skipped step, the branch to an ending, a block, each message, the failure page', async () => {
    const report = await coverageOf(normal, minor, urgent, blocked, empty, failing);
    expect(report.missing).toEqual([]);
    expect(report.percent).toBe(100);
    expect(report.fixtures).toBe(6);
  });

  it('prints a summary per journey, then what is not reached with its pointer', async () => {
    const lines = formatCoverage([await coverageOf(normal, urgent)]);
    expect(lines[0]).toBe('Coverage (what the fixtures reach):');
    expect(lines[1]).toBe(
      '  fixture-coverage: routes 3/3, skip conditions 1/2, branches 4/4, blocks 0/1, messages 0/2, effect failures 0/1, endings 2/3 — 62 % (2 fixtures)',
    );
    expect(lines).toContain(
      '  /steps/1/when                   skip condition: details skipped: answer kind is "normal" seen false',
    );
    expect(lines).toContain('  /steps/2/onExit/0/onError       effect failure: cov.send fails → @errorPage:failed');
  });

  it("names pointers as written in the journey files when given a mapping (an included journey's steps)", async () => {
    const recorder = createCoverageRecorder(journey, {
      sourcePointer: (pointer) => (pointer.startsWith('/steps/1') ? `included.json#${pointer}` : pointer),
    });
    expect(recorder.report().missing.find((item) => item.key === '/steps/1/when=false')?.pointer).toBe(
      'included.json#/steps/1/when',
    );
  });

  it('only watches: a replay with an observer gives the same verdicts as one without', async () => {
    const wrong = fixture({ at: 'kind', answers: { kind: 'minor' }, expect: { next: 'details' } });
    const plain = await replayFixture(wrong, fakeGateway(journey, {}));
    const watched = await replayFixture(wrong, fakeGateway(journey, {}), {
      observer: createCoverageRecorder(journey).observer,
    });
    expect(watched).toEqual(plain);
  });

  it('traces the routes to where the engine goes', () => {
    for (const kind of ['urgent', 'normal', 'minor']) {
      const state = completeStep(
        journey,
        applyAnswers(journey, { answers: {}, context: {}, effects: {} }, 'kind', { kind }),
        'kind',
      );
      expect(traceNext(journey, state, 'kind').target).toBe(destinationLabel(nextStep(journey, state, 'kind')));
    }
  });
});

describe('a failure names the journey pointer that decided', () => {
  const differencesOf = async (f: Fixture) =>
    (await replayFixture(f, fakeGateway(journey, {}))).steps.flatMap((s) => s.differences);

  it('the route whose condition is true', async () => {
    expect(
      await differencesOf(fixture({ at: 'kind', answers: { kind: 'urgent' }, expect: { next: 'details' } })),
    ).toEqual([
      'next: expected details, got @end:urgent (/urgent) — /steps/0/next/0 (when answer kind is "urgent") is true',
    ]);
  });

  it('the default route and the skip condition that passed the expected step by', async () => {
    expect(
      await differencesOf(fixture({ at: 'kind', answers: { kind: 'minor' }, expect: { next: 'details' } })),
    ).toEqual([
      'next: expected details, got send (/send) — /steps/0/next/1 (otherwise, to details) is taken, then /steps/1/when (answer kind is "normal") is false, so details is skipped, then /steps/1/next/0 (otherwise, to send) is taken',
    ]);
  });

  it('the block that kept the resident on the page', async () => {
    expect(
      await differencesOf(fixture({ at: 'kind', answers: { kind: 'other' }, expect: { next: 'details' } })),
    ).toEqual([
      'next: expected details, got kind (/kind) — /steps/0/blocking/0 (when answer kind is "other") holds: disable-continue',
    ]);
  });

  it('the failure policy of the effect that failed', async () => {
    const f = fixture(
      { at: 'kind', answers: { kind: 'minor' }, expect: { next: 'send' } },
      {
        at: 'send',
        faults: [{ method: 'POST', path: '/mini/cov.send', kind: 'status', status: 500, times: 1 }],
        expect: { next: '@exit' },
      },
    );
    expect(await differencesOf(f)).toEqual([
      'next: expected @exit, got @errorPage:failed (/failed) — /steps/2/onExit/0/onError (cov.send failed) sends the resident to @errorPage:failed',
    ]);
  });
});
