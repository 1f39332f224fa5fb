import { describe, expect, it } from 'vitest';
import { ConditionError, describeStep, loadJourney, summariseAnswers, type LoadedJourney } from '../../src/engine';
import { deepFreeze, readJourney, state, validateSchema } from './support/journeys';

/** The branching journey, its property question's optionsFrom reading a label and a hint from each property. */
function withHints(): LoadedJourney {
  const json = readJourney('branching') as { steps: Array<{ id: string; fields?: Array<Record<string, unknown>> }> };
  const steps = json.steps.map((step) =>
    step.id !== 'property'
      ? step
      : {
          ...step,
          fields: step.fields?.map((field) => ({
            ...field,
            optionsFrom: { ...(field.optionsFrom as object), label: 'address', hint: 'note' },
          })),
        },
  );
  const loaded = loadJourney(deepFreeze({ ...json, steps }), { validateSchema });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  return loaded.journey;
}

const options = (properties: unknown[]) =>
  describeStep(withHints(), state({ context: { properties } }), 'property').fields[0]?.options;

function thrown(run: () => unknown): ConditionError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConditionError) return error;
    throw error;
  }
  throw new Error('expected a ConditionError');
}

describe('optionsFrom reads a Text at the label and hint paths', () => {
  it('keeps text and numbers from data literal ({text}), never as locale keys', () => {
    expect(options([{ id: 'p1', address: 'SSR051', note: 12 }])).toEqual([
      { value: 'p1', label: { text: 'SSR051' }, hint: { text: '12' } },
    ]);
  });

  it('takes {text} as literal text and {key} as a message code', () => {
    expect(options([{ id: 'p1', address: { text: '1 High Street' }, note: { key: 'Repair_duplicate_none' } }])).toEqual(
      [{ value: 'p1', label: { text: '1 High Street' }, hint: 'Repair_duplicate_none' }],
    );
  });

  it('takes {key, params} with literal, text, code and date parameters as they are', () => {
    const hint = {
      key: 'Repair_duplicate_option_hint',
      params: {
        date: { date: '2026-03-12T10:00:00Z' },
        status: { key: 'Repair_status_draft' },
        who: { text: 'Alex' },
        count: 2,
      },
    };
    expect(options([{ id: 'p1', address: 'a', note: hint }])?.[0]?.hint).toEqual(hint);
  });

  it('reads a missing label as empty text and a missing hint as no hint, as before', () => {
    expect(options([{ id: 'p1' }])).toEqual([{ value: 'p1', label: { text: '' } }]);
    expect(options([{ id: 'p1', address: 'a', note: null }])).toEqual([{ value: 'p1', label: { text: 'a' } }]);
  });

  it('shows the chosen option from data on the check-answers page as the same Text', () => {
    const journey = withHints();
    const s = state({
      context: {
        properties: [
          { id: 'p1', address: { text: '1 High Street' } },
          { id: 'p2', address: 'b' },
        ],
      },
      answers: { propertyId: 'p1' },
      completed: { property: true },
    });
    const row = summariseAnswers(journey, s).find((r) => r.fieldId === 'propertyId');
    expect(row?.display).toEqual([{ text: '1 High Street' }]);
  });

  it.each([
    ['an array', ['a'], '/optionsFrom/label'],
    ['a boolean', true, '/optionsFrom/label'],
    ['an object that is no Text', { words: 'a' }, '/optionsFrom/label'],
    ['{text} that is not text', { text: 3 }, '/optionsFrom/label'],
    ['{key} with extra properties', { key: 'SSR051', text: 'x' }, '/optionsFrom/label'],
    ['an empty key', { key: '' }, '/optionsFrom/label'],
    ['params that are not an object', { key: 'SSR051', params: ['x'] }, '/optionsFrom/label'],
    ['a parameter that is no value', { key: 'SSR051', params: { when: { at: 'noon' } } }, '/optionsFrom/label'],
    [
      'a date parameter that is not text',
      { key: 'SSR051', params: { when: { date: 20260312 } } },
      '/optionsFrom/label',
    ],
  ])('refuses %s with a ConditionError at the optionsFrom path, never showing it', (_what, label, pointer) => {
    const error = thrown(() => options([{ id: 'p1', address: label }]));
    expect(error).toMatchObject({ code: 'CONDITION_THREW', stepId: 'property' });
    expect(error.pointer).toMatch(new RegExp(`${pointer}$`));
    expect(error.message).toContain('context.properties[0].address');
  });

  it('names the hint path of the element at fault', () => {
    const error = thrown(() =>
      options([
        { id: 'p1', address: 'a', note: 'fine' },
        { id: 'p2', address: 'b', note: { key: 'X', params: { n: [1] } } },
      ]),
    );
    expect(error.pointer).toMatch(/\/optionsFrom\/hint$/);
    expect(error.message).toContain('context.properties[1].note.params.n');
  });
});
