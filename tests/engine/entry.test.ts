import { describe, expect, it } from 'vitest';
import {
  computePath,
  entryDestination,
  enteredState,
  entryEffects,
  entryParams,
  exitPlan,
  loadJourney,
  takeEntryAnswers,
} from '../../src/engine';
import { deepFreeze, journey, readJourney, validateSchema } from './support/journeys';

const entry = journey('entry');

describe('an entry address', () => {
  it('gives the declared parameters when all are there with allowed values, and nothing else of the address', () => {
    expect(entryParams(entry, { id: 'r1', mode: 'edit', utm: 'x' })).toEqual({ id: 'r1', mode: 'edit' });
  });

  it('is not an entry when a parameter is missing, empty or not one of its values', () => {
    expect(entryParams(entry, { id: 'r1' })).toBeNull();
    expect(entryParams(entry, { id: '', mode: 'edit' })).toBeNull();
    expect(entryParams(entry, { id: 'r1', mode: 'delete' })).toBeNull();
  });

  it('takes optional parameters when there, and opens with any one of them when none is required', () => {
    const definition = readJourney('entry') as { entry: { params: Record<string, unknown> } };
    definition.entry.params = { id: { optional: true }, mode: { optional: true, values: ['edit', 'view'] } };
    const loaded = loadJourney(deepFreeze(definition), { validateSchema });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const optional = loaded.journey;
    expect(entryParams(optional, { id: 'r1' })).toEqual({ id: 'r1' });
    expect(entryParams(optional, { mode: 'view' })).toEqual({ mode: 'view' });
    expect(entryParams(optional, { id: 'r1', mode: 'edit', utm: 'x' })).toEqual({ id: 'r1', mode: 'edit' });
    // None of them, an empty one, or one not among its values: the address opens the journey as usual.
    expect(entryParams(optional, {})).toBeNull();
    expect(entryParams(optional, { id: '' })).toBeNull();
    expect(entryParams(optional, { mode: 'delete' })).toBeNull();
  });

  it('needs every required parameter even when an optional one is there', () => {
    const definition = readJourney('entry') as { entry: { params: Record<string, unknown> } };
    definition.entry.params = { ...definition.entry.params, from: { optional: true } };
    const loaded = loadJourney(deepFreeze(definition), { validateSchema });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(entryParams(loaded.journey, { from: 'home', id: 'r1' })).toBeNull();
    expect(entryParams(loaded.journey, { from: 'home', id: 'r1', mode: 'edit' })).toEqual({
      from: 'home',
      id: 'r1',
      mode: 'edit',
    });
  });

  it('starts afresh with the parameters as effects.entry, and its effects read them', () => {
    const state = deepFreeze(enteredState({ id: 'r1', mode: 'view' }, {}));
    expect(state).toMatchObject({ answers: {}, completed: {}, effects: { entry: { id: 'r1', mode: 'view' } } });
    expect(entryEffects(entry, state)).toEqual([
      expect.objectContaining({ effect: 'record.load', input: { id: 'r1' }, storeAs: 'record' }),
    ]);
  });
});

describe('the answers an entry takes', () => {
  const loaded = (record: Record<string, unknown>) =>
    deepFreeze({
      ...enteredState({ id: 'r1', mode: 'edit' }, {}),
      effects: { entry: { id: 'r1', mode: 'edit' }, record },
    });

  it('are the values its expressions give, leaving out what the record does not know', () => {
    expect(takeEntryAnswers(entry, loaded({ name: 'Alex', age: null })).answers).toEqual({ name: 'Alex' });
  });

  it('do not complete any step by themselves: the resident starts at the first step unless fast-forwarded', () => {
    const state = takeEntryAnswers(entry, loaded({ name: 'Alex', age: 40 }));
    expect(computePath(entry, state).current).toBe('name');
    expect(entryDestination(entry, state)).toEqual({ kind: 'step', stepId: 'name', route: '/test/name' });
  });

  it('lead out of the journey when the entry routes say so', () => {
    expect(entryDestination(entry, loaded({ gone: true }))).toEqual({ kind: 'end', name: 'gone', route: '/records' });
  });
});

describe('an ending with a query', () => {
  it('adds the worked-out values to the address, leaving out the empty ones', () => {
    const state = deepFreeze({ ...enteredState({ id: 'r 1&2', mode: 'view' }, {}), answers: {} });
    expect(exitPlan(entry, state, { ending: 'back' })?.to).toBe('/record?id=r+1%262&mode=view');
  });
});

describe('the lint of an entry', () => {
  // The test journey's shape, loosely: the tests change parts of it.
  interface Loose {
    entry?: {
      answers: Record<string, unknown>;
      effects: Array<{ input: Record<string, unknown> }>;
      next: Array<{ to: string }>;
    };
    steps: Array<{ onExit: Array<{ input: Record<string, unknown> }> }>;
  }
  const problemsOf = (change: (json: Loose) => void) => {
    const json = structuredClone(readJourney('entry')) as Loose;
    change(json);
    const result = loadJourney(json, { validateSchema });
    return result.ok ? [] : result.problems.map((p) => `${p.code} ${p.pointer}`);
  };

  it('accepts the test journey', () => {
    expect(problemsOf(() => undefined)).toEqual([]);
  });

  it('reports an answer for a field no step asks, a parameter it does not declare and a route into the middle', () => {
    expect(
      problemsOf((json) => {
        json.entry!.answers.shoeSize = { var: 'effects.record.shoes' };
        json.entry!.effects[0]!.input.other = { var: 'effects.entry.other' };
        json.entry!.next[1]!.to = 'age';
      }),
    ).toEqual(
      expect.arrayContaining([
        'JOURNEY_UNKNOWN_FIELD /entry/answers/shoeSize',
        'JOURNEY_UNKNOWN_VARIABLE /entry/effects/0/input/other/var',
        'JOURNEY_ENTRY_NOT_FIRST /entry/next/1/to',
      ]),
    );
  });

  it('reports effects.entry read by a journey without an entry', () => {
    expect(
      problemsOf((json) => {
        delete json.entry;
        json.steps[0]!.onExit[0]!.input.id = { var: 'effects.entry.id' };
      }),
    ).toContain('JOURNEY_UNKNOWN_VARIABLE /steps/0/onExit/0/input/id/var');
  });
});
