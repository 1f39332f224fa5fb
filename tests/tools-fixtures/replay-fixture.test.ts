import { describe, expect, it } from 'vitest';
import { formatDifferences, replayFixture, type Fixture, type FixtureStep } from '../../src/journey-fixtures';
import { fakeGateway, miniJourney } from './support';

const journey = miniJourney();

const goodSteps: FixtureStep[] = [
  {
    at: 'name',
    answers: { name: ' Sam <Lee> ' },
    expect: {
      next: 'risk',
      messages: ['mini_stripped'],
      calls: [{ method: 'POST', path: '/mini/mini.save', body: { name: 'Sam Lee' } }],
    },
  },
  {
    at: 'risk',
    answers: { danger: 'yes' },
    expect: { next: 'risk', blocked: 'confirm-to-continue', messages: ['mini_danger_confirm'], calls: [] },
  },
  { at: '/risk', action: 'continue-again', expect: { next: '/review', messages: [], calls: [] } },
  { at: 'review', action: 'change:name', expect: { next: 'name', messages: [], calls: [] } },
  {
    at: 'name',
    answers: { name: 'Sam Green' },
    expect: { next: 'review', calls: [{ method: 'POST', path: '/mini/:effect', body: { name: 'Sam Green' } }] },
  },
  {
    at: 'review',
    expect: { next: 'done', calls: [{ method: 'POST', path: '/mini/mini.submit', body: { danger: 'yes' } }] },
  },
  { at: 'done', expect: { next: '@exit', messages: [], calls: [] } },
];

const good: Fixture = {
  journey: 'fixture-mini',
  persona: 'alex',
  steps: [goodSteps[0]!, ...goodSteps.slice(1)],
  expectSubmission: { name: 'Sam Green', danger: 'yes' },
};

/** The good fixture with one step's expectation replaced. */
function withStep(index: number, step: Partial<FixtureStep>): Fixture {
  const steps = good.steps.map((s, i) => (i === index ? { ...s, ...step } : s));
  return { ...good, steps: [steps[0]!, ...steps.slice(1)] };
}

const replay = (fixture: Fixture) => replayFixture(fixture, fakeGateway(journey));

describe('replayFixture', () => {
  it('passes a fixture that walks the journey as the runtime would: stripping, a save, a confirmation, a change link, the submission', async () => {
    const result = await replay(good);
    expect(formatDifferences(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.steps.map((s) => s.observed?.next)).toEqual([
      'risk',
      'risk',
      'review',
      'name',
      'review',
      'done',
      '@exit',
    ]);
    expect(result.steps[0]?.observed?.effects).toEqual(['mini.save']);
  });

  it('submits the value the page offered when the resident types nothing (the initial answer)', async () => {
    const deps = fakeGateway(journey);
    const result = await replayFixture(
      { journey: 'fixture-mini', persona: 'alex', steps: [{ at: 'name', expect: { next: 'risk' } }] },
      deps,
    );
    expect(result.passed).toBe(true);
    expect(deps.all).toEqual([{ method: 'POST', path: '/mini/mini.save', body: { name: 'Alex Morgan' } }]);
  });

  it('fails a wrong next step and says where the resident went instead', async () => {
    const result = await replay(withStep(1, { expect: { next: 'review' } }));
    expect(result.passed).toBe(false);
    // With the journey pointer that kept the resident there.
    expect(result.steps[1]?.differences).toEqual([
      'next: expected review, got risk (/risk) — /steps/1/blocking/0 (when answer danger is "yes") holds: confirm-to-continue',
    ]);
    // The replay goes on, so one run shows every difference.
    expect(result.steps.slice(2).every((s) => s.passed)).toBe(true);
  });

  it('fails a missing or an unexpected message code, naming both lists', async () => {
    const missing = await replay(withStep(2, { expect: { next: 'review', messages: ['mini_danger_confirm'] } }));
    expect(missing.steps[2]?.differences).toEqual([
      'messages: missing mini_danger_confirm (expected mini_danger_confirm, got none)',
    ]);
    const unexpected = await replay(withStep(0, { expect: { next: 'risk', messages: [] } }));
    expect(unexpected.steps[0]?.differences).toEqual([
      'messages: unexpected mini_stripped (expected none, got mini_stripped)',
    ]);
  });

  it('fails a wrong call body with the field that differs, and a write nobody expected', async () => {
    const wrongBody = await replay(
      withStep(0, {
        expect: { next: 'risk', calls: [{ method: 'POST', path: '/mini/mini.save', body: { name: 'Sam <Lee>' } }] },
      }),
    );
    expect(wrongBody.steps[0]?.differences).toEqual([
      'calls[0] POST /mini/mini.save: body.name: expected "Sam <Lee>", got "Sam Lee"',
    ]);
    const unexpected = await replay(withStep(0, { expect: { next: 'risk', calls: [] } }));
    expect(unexpected.steps[0]?.differences).toEqual([
      'calls: unexpected POST /mini/mini.save with body {"name":"Sam Lee"}',
    ]);
  });

  it('fails a wrong block and a wrong submission', async () => {
    const result = await replay({
      ...withStep(1, { expect: { next: 'risk', blocked: 'stop' } }),
      expectSubmission: { name: 'Sam Lee' },
    });
    expect(result.steps[1]?.differences).toEqual(['blocked: expected stop, got confirm-to-continue']);
    expect(result.submission).toEqual([
      'expectSubmission (POST /mini/mini.submit).name: expected "Sam Lee", got "Sam Green"',
    ]);
  });

  it('stops at a step the resident is not on, counting the steps not run', async () => {
    const result = await replay(withStep(2, { at: 'review' }));
    expect(result.steps).toHaveLength(3);
    expect(result.steps[2]?.differences).toEqual(['at: expected the resident on review, but they are on risk (/risk)']);
    expect(result.skipped).toBe(4);
    expect(formatDifferences(result)).toContain('  4 later steps not run');
  });

  it('reports actions the page does not offer instead of guessing', async () => {
    const unknownField = await replay(withStep(0, { answers: { nickname: 'Sam' } }));
    expect(unknownField.steps[0]?.differences).toEqual(['field "nickname" is not on step name (its fields: name)']);
    const nothingToConfirm = await replay(withStep(1, { answers: { danger: 'no' }, action: 'continue-again' }));
    expect(nothingToConfirm.steps[1]?.differences[0]).toMatch(
      /continue-again on risk, but the last Continue there asked for no confirmation/,
    );
    const noBack = await replay(withStep(6, { action: 'back' }));
    expect(noBack.steps[6]?.differences).toEqual(['step done shows no Back link']);
  });

  it('makes error paths fixtures too: a failed submission leads to the error page with its message', async () => {
    const fixture = withStep(5, {
      faults: [{ method: 'POST', path: '/mini/mini.submit', kind: 'status', status: 500, times: 1 }],
      expect: {
        next: '/oops',
        messages: ['mini_submit_failed'],
        calls: [{ method: 'POST', path: '/mini/mini.submit' }],
      },
    });
    const result = await replay({ ...fixture, steps: fixture.steps.slice(0, 6) });
    expect(formatDifferences(result)).toEqual([]);
    expect(result.steps[5]?.observed?.next).toBe('@errorPage:failed');
  });

  it('keeps the resident on the page with the effect message when its policy says so', async () => {
    const result = await replay(
      withStep(0, {
        faults: [{ method: 'POST', path: '/mini/mini.save', kind: 'status', status: 500, times: 1 }],
        expect: { next: 'name', messages: ['mini_stripped', 'mini_save_failed'] },
      }),
    );
    expect(result.steps[0]?.passed).toBe(true);
  });

  it('fails a fixture with faults when the replay cannot inject them', async () => {
    const { armFault: _armFault, ...withoutFaults } = fakeGateway(journey);
    const result = await replayFixture(
      withStep(0, { faults: [{ path: '/mini/mini.save', kind: 'status', status: 500 }] }),
      withoutFaults,
    );
    expect(result.steps[0]?.differences).toEqual(['faults: this replay cannot inject gateway faults']);
  });

  it('follows the ways out: Exit goes to the journey exit', async () => {
    const result = await replay({
      journey: 'fixture-mini',
      persona: 'alex',
      steps: [{ at: 'name', action: 'exit', expect: { next: '/home', calls: [] } }],
    });
    expect(result.passed).toBe(true);
    expect(result.steps[0]?.observed?.next).toBe('@exit');
  });
});
