import { describe, expect, it } from 'vitest';
import { ConditionError, describeStep, fieldCallRequest } from '../../src/engine';
import { answer } from './support/drive';
import { journey, state } from './support/journeys';

const booking = journey('booking');
const base = state({
  context: { maxFiles: 5, customer: { name: 'Alex' } },
  effects: { draft: { id: 'WO-1', eTag: 'e1' } },
});

describe('field data', () => {
  it('is worked out from context and effect results when the page is shown, as raw values by option name', () => {
    const [photos] = describeStep(booking, base, 'photos').fields;
    expect(photos?.data).toEqual({ maxFiles: 5, draftId: 'WO-1', greeting: 'Hello Alex' });
  });

  it('follows the effect results it reads (the slots loaded on entering the page)', () => {
    const slots = [{ date: '2026-11-24', bands: ['AM'] }];
    const at = answer(booking, state({ ...base, effects: { ...base.effects, availability: { slots } } }), 'photos', {
      photos: [],
    });
    const [slot] = describeStep(booking, at, 'slot').fields;
    expect(slot?.data).toEqual({ availability: slots });
    // The value is the very data the effect stored, not a copy or a translation.
    expect(slot?.data?.availability).toBe(slots);
  });

  it('sees the answers on the page as they are typed, and is left out for a hidden field and a field without data', () => {
    const typed = describeStep(booking, base, 'photos', {
      photos: [{ documentIdentifier: 'D1' }, { documentIdentifier: 'D2' }],
    });
    expect(typed.fields[1]).toMatchObject({ visible: true, data: { count: 2 } });
    const empty = describeStep(booking, base, 'photos', { photos: [] });
    expect(empty.fields[1]?.visible).toBe(false);
    expect(empty.fields[1]).not.toHaveProperty('data');
    expect(describeStep(booking, base, 'late').fields[0]).not.toHaveProperty('data');
  });

  it('raises a ConditionError at the data pointer when an expression fails', () => {
    const broken = journey('booking');
    const json = structuredClone(broken.definition);
    (json.steps[0]!.fields![0]!.data as Record<string, unknown>).maxFiles = {
      'days-between': [{ var: 'context.maxFiles' }, 'x'],
    };
    const faulty = { ...broken, definition: json };
    expect(() => describeStep(faulty, base, 'photos')).toThrow(ConditionError);
    try {
      describeStep(faulty, base, 'photos');
    } catch (error) {
      expect(error).toMatchObject({ stepId: 'photos', pointer: '/steps/0/fields/0/data/maxFiles' });
    }
  });
});

describe('field calls', () => {
  it('build the effect request from the widget argument (call.*), answers and effect results, and never store the result', () => {
    const request = fieldCallRequest(booking, base, 'photos', 'photos', 'upload', {
      name: 'leak.jpg',
      type: 'image/jpeg',
      base64: 'AAAA',
    });
    expect(request).toEqual({
      effect: 'doc.upload',
      input: { workOrderId: 'WO-1', name: 'leak.jpg', base64: 'AAAA', reason: null },
      storeAs: null,
      onError: { retries: 1, timeoutMs: 20000 },
    });
  });

  it('pass the whole argument as {"var": "call"} and default to no retries', () => {
    expect(fieldCallRequest(booking, base, 'photos', 'photos', 'remove', 'DOC-7')).toEqual({
      effect: 'doc.remove',
      input: { workOrderId: 'WO-1', documentIdentifier: 'DOC-7' },
      storeAs: null,
      onError: {},
    });
  });

  it('see the page values not yet continued', () => {
    const values = { photos: [{ documentIdentifier: 'D1' }], reason: 'Leak under the sink' };
    const request = fieldCallRequest(
      booking,
      base,
      'photos',
      'photos',
      'upload',
      { name: 'a.png', base64: 'B' },
      values,
    );
    expect(request?.input.reason).toBe('Leak under the sink');
  });

  it('are null for a field or call the step does not have', () => {
    expect(fieldCallRequest(booking, base, 'photos', 'photos', 'rotate', {})).toBeNull();
    expect(fieldCallRequest(booking, base, 'photos', 'reason', 'upload', {})).toBeNull();
    expect(fieldCallRequest(booking, base, 'photos', 'nothing', 'upload', {})).toBeNull();
    // An inherited property is not a call.
    expect(fieldCallRequest(booking, base, 'photos', 'photos', 'toString', {})).toBeNull();
  });
});
