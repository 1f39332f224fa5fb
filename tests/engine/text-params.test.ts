import { describe, expect, it } from 'vitest';
import {
  blockingFor,
  ConditionError,
  describeStep,
  loadJourney,
  summariseAnswers,
  validateStep,
  type JourneyState,
} from '../../src/engine';
import { answer, answerAll } from './support/drive';
import { deepFreeze, journey, readJourney, state, validateSchema } from './support/journeys';

const texts = journey('text-params');
const context = { customer: { givenName: 'Alex', phoneNumber: '07700900123' } };
const rooms = [
  { id: 'r1', name: 'Kitchen' },
  { id: 'r2', name: 'Bathroom' },
];
const start = (extra: Partial<JourneyState> = {}) => state({ context, ...extra });

function thrown(run: () => unknown): ConditionError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConditionError) return error;
    throw error;
  }
  throw new Error('expected a ConditionError');
}

describe('texts with values ({key, params})', () => {
  it('fills step titles, hints, field labels and option labels from the context, numbers as given', () => {
    const view = describeStep(texts, start(), 'phone');
    expect(view.definition.title).toEqual({ key: 'tp_hello', params: { name: 'Alex' } });
    expect(view.definition.hint).toEqual({ key: 'tp_count', params: { count: 3 } });
    expect(view.fields[0]?.definition.label).toEqual({ key: 'tp_which', params: { name: 'Alex' } });
    expect(view.fields[0]?.options?.[0]?.label).toEqual({ key: 'tp_use_number', params: { phone: '07700 900123' } });
    expect(view.fields[0]?.options?.[1]?.label).toBe('tp_other');
  });

  it('shows a missing value as nothing, and uses the fallback key when one is given', () => {
    const view = describeStep(texts, start({ context: { customer: { givenName: 'Alex', phoneNumber: '' } } }), 'phone');
    expect(view.fields[0]?.definition.hint).toEqual({ key: 'tp_absent', params: { value: '' } });
    expect(view.fields[0]?.options?.[0]?.label).toBe('tp_number_on_file');
  });

  it('fills generated pages from item.* and answers, with {index} placeholders', () => {
    const s = answer(texts, start({ effects: { rooms } }), 'phone', { choice: 'other' });
    const second = describeStep(texts, s, 'room/r2');
    expect(second.definition.title).toEqual({ key: 'tp_room_title', params: { room: 'Bathroom', page: '2' } });
    expect(second.fields[0]?.definition.label).toEqual({
      key: 'tp_room_label',
      params: { room: 'Bathroom', choice: 'other' },
    });
  });

  it('gives blocking and warning messages their values from answers, keeping the static params', () => {
    const s = answerAll(texts, start({ effects: { rooms: [] } }), [['phone', { choice: 'stored' }]]);
    expect(blockingFor(texts, s, 'notes', { notes: 'stop' })).toMatchObject({
      message: 'tp_blocked',
      params: { notes: 'stop', extra: 'kept' },
    });
    const warnings = validateStep(texts, s, 'notes', { phase: 'continue', values: { notes: 'four' } }).filter(
      (i) => i.severity === 'warning',
    );
    expect(warnings).toEqual([
      { code: 'tp_warning', field: 'notes', severity: 'warning', rule: 'warning', params: { length: 4 } },
    ]);
  });

  it('resolves summary labels and option labels on the check-answers page', () => {
    const s = answerAll(texts, start({ effects: { rooms: [] } }), [['phone', { choice: 'stored' }]]);
    expect(summariseAnswers(texts, s)[0]).toMatchObject({
      label: { key: 'tp_summary_choice', params: { name: 'Alex' } },
      display: [{ key: 'tp_use_number', params: { phone: '07700 900123' } }],
    });
  });

  it('stops with a ConditionError at the parameter when a parameter throws or is not a text or number', () => {
    const s = answerAll(texts, start({ effects: { rooms: [] } }), [
      ['phone', { choice: 'stored' }],
      ['notes', { notes: 'not a date' }],
    ]);
    const error = thrown(() => describeStep(texts, s, 'broken'));
    expect(error).toMatchObject({ code: 'CONDITION_THREW', stepId: 'broken', pointer: '/steps/3/title/params/date' });
    const listed = answerAll(texts, start({ effects: { rooms } }), [
      ['phone', { choice: 'stored' }],
      ['room/r1', { room_r1: 'a' }],
      ['room/r2', { room_r2: 'b' }],
      ['notes', { notes: '2025-11-03' }],
    ]);
    expect(thrown(() => describeStep(texts, listed, 'broken'))).toMatchObject({
      stepId: 'broken',
      pointer: '/steps/3/fields/0/label/params/value',
    });
  });
});

describe('loading texts with values', () => {
  function problems(edit: (doc: { steps: Array<Record<string, unknown>> }) => void, messageKeys?: string[]) {
    const doc = structuredClone(readJourney('text-params')) as { steps: Array<Record<string, unknown>> };
    edit(doc);
    const result = loadJourney(deepFreeze(doc), { validateSchema, ...(messageKeys ? { messageKeys } : {}) });
    return result.ok ? [] : result.problems.map((p) => `${p.code} ${p.pointer}`);
  }

  it('reports a key or fallback missing from the locale file like other missing keys', () => {
    const keys = [
      'tp_title',
      'tp_hello',
      'tp_count',
      'tp_which',
      'tp_absent',
      'tp_use_number',
      'tp_other',
      'tp_summary_choice',
      'tp_room_title',
      'tp_room_label',
      'tp_notes_title',
      'tp_notes_label',
      'tp_blocked',
      'tp_warning',
      'tp_due',
      'tp_list',
      'tp_summary',
      'tp_done',
      'tp_failed',
    ];
    expect(problems(() => undefined, keys)).toEqual([
      'JOURNEY_UNKNOWN_MESSAGE /steps/0/fields/0/options/0/label/fallback',
    ]);
    expect(
      problems(
        () => undefined,
        [...keys, 'tp_number_on_file'].filter((k) => k !== 'tp_blocked'),
      ),
    ).toEqual(['JOURNEY_UNKNOWN_MESSAGE /steps/2/blocking/0/message/key']);
  });

  it('checks the variables and operators of parameters like conditions', () => {
    expect(
      problems((doc) => {
        doc.steps[0]!.title = { key: 'tp_hello', params: { name: { var: 'context.customer.surname' } } };
      }),
    ).toEqual(['JOURNEY_UNKNOWN_VARIABLE /steps/0/title/params/name/var']);
    expect(
      problems((doc) => {
        doc.steps[2]!.title = { key: 'tp_hello', params: { name: { var: 'item.name' }, other: { '==': [1, 1] } } };
      }).sort(),
    ).toEqual([
      'JOURNEY_FORBIDDEN_OPERATOR /steps/2/title/params/other',
      'JOURNEY_ITEM_OUTSIDE_GENERATE /steps/2/title/params/name/var',
    ]);
  });

  it('rejects a text with values where the journey shows it outside a step (title, ways out)', () => {
    const doc = structuredClone(readJourney('text-params')) as Record<string, unknown>;
    doc.title = { key: 'tp_title', params: { name: { var: 'context.customer.givenName' } } };
    const result = loadJourney(deepFreeze(doc), { validateSchema });
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.code)).toContain('JOURNEY_SCHEMA');
  });
});
