import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../../../src/engine';
import { readAhead } from '../../../src/journey/session';
import { fakeDeps, sessionJourney } from './session-journey';

// The page's values as they stand, with Continue's effects run ahead where the runtime says their answers are kept:
// the 'age' step's exit effects are age.check, then draft.save reading the check's answer.
const journey = sessionJourney();
const state: JourneyState = { answers: { name: 'Alex' }, context: {}, effects: {}, completed: { name: true } };

function run(
  values: Record<string, unknown>,
  askedAhead: readonly string[],
  options: { fail?: Record<string, unknown>; signal?: AbortSignal; from?: JourneyState } = {},
) {
  const { deps, calls } = fakeDeps(journey, options.fail);
  const ran = readAhead({
    journey,
    state: options.from ?? state,
    stepId: 'age',
    values,
    runEffect: deps.runEffect,
    asksAhead: (effect) => askedAhead.includes(effect),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { ran, calls };
}

describe('reading ahead of Continue', () => {
  it('runs the exit effects asked ahead in order, each seeing the answers of those before it, and stores nothing', async () => {
    const { ran, calls } = run({ age: 30 }, ['age.check', 'draft.save']);
    expect(await ran).toBe(2);
    expect(calls.map((c) => [c.effect, c.input])).toEqual([
      ['age.check', { age: 30 }],
      ['draft.save', { checked: true }],
    ]);
    expect(state.effects).toEqual({});
    expect(state.answers).toEqual({ name: 'Alex' });
  });

  it('passes by an effect not asked ahead: its answer is not known to those after it', async () => {
    const { ran, calls } = run({ age: 30 }, ['draft.save']);
    expect(await ran).toBe(1);
    expect(calls.map((c) => [c.effect, c.input])).toEqual([['draft.save', { checked: null }]]);
  });

  it("runs nothing while the values would not pass Continue's checks", async () => {
    const { ran, calls } = run({ age: undefined }, ['age.check', 'draft.save']);
    expect(await ran).toBe(0);
    expect(calls).toEqual([]);
  });

  it('runs nothing while a block would keep the resident on the page', async () => {
    const { ran, calls } = run({ age: 15 }, ['age.check', 'draft.save']);
    expect(await ran).toBe(0);
    expect(calls).toEqual([]);
  });

  it('runs them once the resident has confirmed the block, as Continue then goes on', async () => {
    const { ran, calls } = run({ age: 15 }, ['age.check', 'draft.save'], {
      from: { ...state, answers: { ...state.answers, age: 15 }, confirmations: { age: true } },
    });
    expect(await ran).toBe(2);
    expect(calls.map((c) => c.effect)).toEqual(['age.check', 'draft.save']);
  });

  it('stops at the first failure, which Continue will meet under its own policy', async () => {
    const { ran, calls } = run({ age: 30 }, ['age.check', 'draft.save'], { fail: { 'age.check': new Error('down') } });
    expect(await ran).toBe(1);
    expect(calls.map((c) => c.effect)).toEqual(['age.check']);
  });

  it('runs nothing once the page has been left', async () => {
    const controller = new AbortController();
    controller.abort();
    const { ran, calls } = run({ age: 30 }, ['age.check', 'draft.save'], { signal: controller.signal });
    expect(await ran).toBe(0);
    expect(calls).toEqual([]);
  });
});
