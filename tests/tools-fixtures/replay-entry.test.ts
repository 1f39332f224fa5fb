import { describe, expect, it } from 'vitest';
import {
  formatDifferences,
  recordFixture,
  replayFixture,
  type Fixture,
  type RecordedCall,
  type ReplayDeps,
} from '../../src/journey-fixtures';
import { checkFixture } from '../../tools/fixtures/fixture-files';
import { journey as engineJourney } from '../engine/support/journeys';

// Fixtures that start from another page's address: the engine's entry test journey (tests/engine/journeys/
// entry.journey.json) reads a record by the address's id, takes its answers and fast-forwards to the first missing one.
const journey = engineJourney('entry');

const RECORDS: Record<string, Record<string, unknown>> = {
  named: { name: 'Sam' },
  gone: { gone: true },
};

/** A pretend gateway: each effect is one call to /entry/<effect>; record.load reads RECORDS and fails for others. */
function gateway(): ReplayDeps {
  let pending: RecordedCall[] = [];
  return {
    journey,
    context: {},
    async runEffect(request) {
      const method = request.effect === 'record.load' ? 'GET' : 'POST';
      pending.push({ method, path: `/entry/${request.effect}`, body: request.input });
      if (request.effect !== 'record.load') return { ok: true, result: { ok: true } };
      const record = RECORDS[String((request.input as { id?: unknown }).id)];
      return record ? { ok: true, result: record } : { ok: false, error: new Error('404') };
    },
    takeCalls() {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}

const resumed: Fixture = {
  journey: 'entry',
  persona: 'alex',
  entry: {
    params: { id: 'named', mode: 'edit' },
    // The name is known, so Continue is pressed on its page (its check runs) and the resident lands on the age page.
    expect: {
      next: 'age',
      messages: [],
      calls: [
        { method: 'GET', path: '/entry/record.load', body: { id: 'named' } },
        { method: 'POST', path: '/entry/name.check', body: { name: 'Sam' } },
        { method: 'POST', path: '/entry/age.prepare' },
      ],
    },
  },
  steps: [
    { at: 'age', answers: { age: 30 }, expect: { next: 'colour', messages: [], calls: [] } },
    { at: 'colour', answers: { colour: 'red' }, expect: { next: 'summary', calls: [] } },
  ],
};

const replay = (fixture: Fixture) => replayFixture(fixture, gateway());

describe('a fixture with an entry', () => {
  it('replays from the entry address: the record loaded, its answers fast-forwarded, the landing page shown', async () => {
    const result = await replay(resumed);
    expect(formatDifferences(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.entry?.observed?.next).toBe('age');
    expect(result.entry?.observed?.effects).toEqual(['record.load', 'name.check', 'age.prepare']);
  });

  it('may end where the entry leaves the journey, with no steps', async () => {
    const gone: Fixture = {
      journey: 'entry',
      persona: 'alex',
      entry: { params: { id: 'gone', mode: 'view' }, expect: { next: '@end:gone', messages: [] } },
      steps: [],
    };
    expect(formatDifferences(await replay(gone))).toEqual([]);
    const missing: Fixture = {
      ...gone,
      entry: { params: { id: 'nobody', mode: 'view' }, expect: { next: '/test/problem', messages: ['TEST_problem'] } },
    };
    expect(formatDifferences(await replay(missing))).toEqual([]);
  });

  it('names the entry and what differed when the entry leads elsewhere', async () => {
    const result = await replay({ ...resumed, entry: { ...resumed.entry!, expect: { next: 'name', calls: [] } } });
    expect(result.passed).toBe(false);
    expect(formatDifferences(result)).toEqual([
      '  entry (?id=named&mode=edit):',
      '    - next: expected name, got age (/test/age)',
      '    - calls: unexpected POST /entry/name.check with body {"name":"Sam"}',
      '    - calls: unexpected POST /entry/age.prepare with body {}',
    ]);
    // The steps after a wrong entry still run from where the entry really led.
    expect(result.steps.every((step) => step.passed)).toBe(true);
  });

  it('cannot open an entry with parameters the address would not carry, and says which it takes', async () => {
    const result = await replay({ ...resumed, entry: { ...resumed.entry!, params: { id: 'named', mode: 'delete' } } });
    expect(result.passed).toBe(false);
    expect(result.entry?.differences).toEqual([
      'could not open the journey: the entry\'s parameters {"id":"named","mode":"delete"} do not open the entry of journey entry, which takes id, mode (edit | view)',
    ]);
    expect(result.skipped).toBe(2);
  });

  it('records an entered walk as a fixture that replays green', async () => {
    const first = await replay(resumed);
    const recorded = recordFixture(
      { journey: 'entry', persona: 'alex', steps: [first.entry!.observed!, ...first.steps.map((s) => s.observed!)] },
      { includeReads: true },
    );
    expect(recorded.entry?.params).toEqual({ id: 'named', mode: 'edit' });
    expect(recorded.entry?.expect.next).toBe('age');
    expect(recorded.steps.map((step) => step.at)).toEqual(['age', 'colour']);
    expect(checkFixture(recorded)).toEqual([]);
    expect(formatDifferences(await replay(recorded))).toEqual([]);
  });
});

describe('the fixture format with an entry', () => {
  it('allows no steps only with an entry', () => {
    expect(
      checkFixture({
        journey: 'entry',
        persona: 'alex',
        entry: { params: { id: 'gone' }, expect: { next: '@end:gone' } },
        steps: [],
      }),
    ).toEqual([]);
    expect(checkFixture({ journey: 'entry', persona: 'alex', steps: [] }).map((p) => p.message)).toEqual([
      '/steps must NOT have fewer than 1 items',
    ]);
  });
});
