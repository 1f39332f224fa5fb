import { describe, expect, it } from 'vitest';
import { enteredState, loadJourney, type EffectRequest } from '../../src/engine';
import { enterJourney } from '../../src/journey/session';
import type { EffectOutcome } from '../../src/journey/session';
import { journey, readJourney, validateSchema } from '../engine/support/journeys';

const entry = journey('entry');

/** A gateway stand-in: the record to read, and every effect called in order. */
function effects(record: Record<string, unknown> | 'fails', overrides: Record<string, EffectOutcome> = {}) {
  const calls: EffectRequest[] = [];
  const runEffect = async (request: EffectRequest): Promise<EffectOutcome> => {
    calls.push(request);
    if (overrides[request.effect]) return overrides[request.effect]!;
    if (request.effect === 'record.load')
      return record === 'fails' ? { ok: false, error: new Error('down') } : { ok: true, result: record };
    return { ok: true, result: { checked: true } };
  };
  return { calls, runEffect };
}

const enter = (record: Record<string, unknown> | 'fails', overrides: Record<string, EffectOutcome> = {}) => {
  const gateway = effects(record, overrides);
  const result = enterJourney({
    journey: entry,
    state: enteredState({ id: 'r1', mode: 'edit' }, {}),
    runEffect: gateway.runEffect,
  });
  return { result, calls: gateway.calls };
};

describe('entering a journey with fast-forward', () => {
  it('presses Continue on every answered step, running their effects, and stops at the first unanswered one', async () => {
    const { result, calls } = enter({ name: 'Alex', age: 40 });
    const { state, destination } = await result;
    expect(destination).toMatchObject({ kind: 'step', stepId: 'colour' });
    expect(state.completed).toEqual({ name: true, age: true });
    expect(calls.map((c) => c.effect)).toEqual(['record.load', 'name.check', 'age.prepare']);
    expect(calls[1]?.input).toEqual({ name: 'Alex' });
    expect(state.effects).toMatchObject({ nameCheck: { checked: true }, agePage: { checked: true } });
  });

  it('stops on a step whose answer is refused, with the answer there for the resident to change', async () => {
    const { state, destination } = await enter({ name: 'Alex', age: 12, colour: 'red' }).result;
    expect(destination).toMatchObject({ kind: 'step', stepId: 'age' });
    expect(state.answers).toMatchObject({ age: 12, colour: 'red' });
    expect(state.completed).toEqual({ name: true });
  });

  it('stops before a summary, even with everything answered', async () => {
    const { destination } = await enter({ name: 'Alex', age: 40, colour: 'red' }).result;
    expect(destination).toMatchObject({ kind: 'step', stepId: 'summary' });
  });

  it('does not load a page it stops at: the page does that when shown', async () => {
    const { calls, result } = enter({ name: 'Alex' });
    expect((await result).destination).toMatchObject({ stepId: 'age' });
    expect(calls.map((c) => c.effect)).toEqual(['record.load', 'name.check']);
  });

  it('stays on a step whose effect failed with a message', async () => {
    const { destination, state } = await enter(
      { name: 'Alex', age: 40 },
      { 'name.check': { ok: false, error: new Error('no') } },
    ).result;
    expect(destination).toMatchObject({ kind: 'step', stepId: 'name' });
    expect(state.completed).toEqual({});
  });

  it('goes to the error page its effect names when reading the record fails', async () => {
    const { destination } = await enter('fails').result;
    expect(destination).toEqual({
      kind: 'errorPage',
      name: 'problem',
      route: '/test/problem',
      message: 'TEST_problem',
    });
  });

  it('leaves by the entry routes before any step', async () => {
    const { destination, calls } = await (async () => {
      const e = enter({ gone: true, name: 'Alex' });
      return { ...(await e.result), calls: e.calls };
    })();
    expect(destination).toEqual({ kind: 'end', name: 'gone', route: '/records' });
    expect(calls.map((c) => c.effect)).toEqual(['record.load']);
  });
});

describe('an entry effect that fails with a message policy', () => {
  it('goes to the general error page, as there is no page yet to show the message on', async () => {
    const document = structuredClone(readJourney('entry')) as { entry: { effects: Array<{ onError: unknown }> } };
    document.entry.effects[0]!.onError = { message: 'TEST_problem' };
    const loaded = loadJourney(document, { validateSchema });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const { runEffect } = effects('fails');
    const { destination } = await enterJourney({
      journey: loaded.journey,
      state: enteredState({ id: 'r1', mode: 'edit' }, {}),
      runEffect,
    });
    expect(destination).toEqual({ kind: 'errorPage', name: 'generic', route: '/genericerror' });
  });
});
