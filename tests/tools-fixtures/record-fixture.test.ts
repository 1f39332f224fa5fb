import { describe, expect, it } from 'vitest';
import { recordFixture, replayFixture, type Fixture, type ObservedStep } from '../../src/journey-fixtures';
import { checkFixture } from '../../tools/fixtures/fixture-files';
import { fakeGateway, miniJourney } from './support';

const journey = miniJourney();

const walk: Fixture = {
  journey: 'fixture-mini',
  persona: 'alex',
  steps: [
    { at: 'name', answers: { name: 'Sam <Lee>' }, expect: { next: 'risk' } },
    { at: 'risk', answers: { danger: 'yes' }, expect: { next: 'risk' } },
    { at: 'risk', action: 'continue-again', expect: { next: 'review' } },
    { at: 'review', action: 'change:risk', expect: { next: 'risk' } },
    { at: 'risk', answers: { danger: 'no' }, expect: { next: 'review' } },
    { at: 'review', expect: { next: 'done' } },
  ],
};

async function observe(fixture: Fixture): Promise<ObservedStep[]> {
  const result = await replayFixture(fixture, fakeGateway(journey));
  return result.steps.map((s) => s.observed!);
}

describe('recordFixture', () => {
  it('turns an observed walk into a fixture that expects exactly what was seen', async () => {
    const recorded = recordFixture({ journey: 'fixture-mini', persona: 'alex', steps: await observe(walk) });
    expect(checkFixture(recorded)).toEqual([]);
    expect(recorded.$schema).toBe('../../../schemas/fixture.schema.json');
    expect(recorded.steps[0]).toEqual({
      at: 'name',
      answers: { name: 'Sam <Lee>' },
      expect: {
        next: 'risk',
        messages: ['mini_stripped'],
        calls: [{ method: 'POST', path: '/mini/mini.save', body: { name: 'Sam Lee' } }],
      },
    });
    expect(recorded.steps[1]?.expect).toEqual({
      next: 'risk',
      messages: ['mini_danger_confirm'],
      blocked: 'confirm-to-continue',
      calls: [],
    });
    expect(recorded.steps[3]).toEqual({
      at: 'review',
      action: 'change:risk',
      expect: { next: 'risk', messages: [], calls: [] },
    });
    expect(recorded.expectSubmission).toEqual({ name: 'Sam Lee', danger: 'no' });
  });

  it('round-trips: the recorded fixture replays green', async () => {
    const recorded = recordFixture({ journey: 'fixture-mini', persona: 'alex', steps: await observe(walk) });
    const replayed = await replayFixture(JSON.parse(JSON.stringify(recorded)) as Fixture, fakeGateway(journey));
    expect(replayed.steps.flatMap((s) => s.differences)).toEqual([]);
    expect(replayed.passed).toBe(true);
  });

  it('leaves reads and volatile body fields out unless asked', () => {
    const step: ObservedStep = {
      stepId: 'review',
      action: 'continue',
      next: 'done',
      messages: [],
      blocked: null,
      calls: [
        { method: 'GET', path: '/accounts' },
        { method: 'POST', path: '/submit', body: { name: 'Sam', requestedAt: '2026-11-23T10:00:00Z' } },
      ],
    };
    const input = { journey: 'fixture-mini', persona: 'alex' as const, steps: [step] };
    expect(recordFixture(input, { omitBodyFields: ['requestedAt'] }).steps[0]?.expect.calls).toEqual([
      { method: 'POST', path: '/submit', body: { name: 'Sam' } },
    ]);
    expect(recordFixture(input, { includeReads: true }).steps[0]?.expect.calls?.map((c) => c.method)).toEqual([
      'GET',
      'POST',
    ]);
  });
});
