import { describe, expect, it } from 'vitest';
import { loadJourney, type Journey } from '../../src/engine';
import { deepFreeze, readJourney, validateSchema } from './support/journeys';

/** The booking test journey with one change made by `edit`, loaded; its problems as "CODE pointer". */
function problemsAfter(edit: (json: Journey) => void, messageKeys?: readonly string[]): string[] {
  const json = structuredClone(readJourney('booking')) as Journey;
  edit(json);
  const result = loadJourney(deepFreeze(json), { validateSchema, ...(messageKeys ? { messageKeys } : {}) });
  return result.problems.map((p) => `${p.code} ${p.pointer}`);
}

const photos = (json: Journey) => json.steps[0]!.fields![0]!;
const slotStep = (json: Journey) => json.steps[2]!;

describe('the lint of widget data and calls, endings and alternatives', () => {
  it('accepts the booking test journey', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it('checks field data like any condition: unknown variables, operators, and call.* outside a call', () => {
    expect(
      problemsAfter((json) => {
        photos(json).data = { a: { var: 'effects.nothing' }, b: { '==': [1, 1] }, c: { var: 'call.name' } };
      }),
    ).toEqual([
      'JOURNEY_UNKNOWN_VARIABLE /steps/0/fields/0/data/a/var',
      'JOURNEY_FORBIDDEN_OPERATOR /steps/0/fields/0/data/b',
      'JOURNEY_UNNAMESPACED_VARIABLE /steps/0/fields/0/data/c/var',
    ]);
  });

  it("checks call inputs (call.* allowed there) and that a call's effect is declared", () => {
    expect(
      problemsAfter((json) => {
        photos(json).calls = {
          upload: {
            effect: 'doc.upload',
            input: { name: { var: 'call.name' }, whole: { var: 'call' }, bad: { var: 'answers.nope' } },
          },
          rotate: { effect: 'doc.rotate' },
        };
      }),
    ).toEqual([
      'JOURNEY_UNKNOWN_VARIABLE /steps/0/fields/0/calls/upload/input/bad/var',
      'JOURNEY_UNKNOWN_EFFECT /steps/0/fields/0/calls/rotate/effect',
    ]);
  });

  it('rejects a call policy that would navigate (a widget call stays on the page) and checks its message key', () => {
    expect(
      problemsAfter((json) => {
        photos(json).calls = { upload: { effect: 'doc.upload', onError: { errorPage: 'generic' } as never } };
      }),
    ).toEqual(['JOURNEY_SCHEMA /steps/0/fields/0/calls/upload/onError']);
    expect(
      problemsAfter(
        (json) => {
          photos(json).calls = {
            upload: { effect: 'doc.upload', onError: { message: 'TEST_upload_failed', retries: 1 } },
          };
        },
        ['TEST_booked'],
      ),
    ).toContain('JOURNEY_UNKNOWN_MESSAGE /steps/0/fields/0/calls/upload/onError/message');
  });

  it('reports "@end:<name>" targets and onError.end naming no ending', () => {
    expect(
      problemsAfter((json) => {
        slotStep(json).next = [{ to: '@end:bokked' }];
        slotStep(json).onEnter![0]!.onError = { end: 'late' };
        json.endings!.booked!.effects![0]!.onError = { end: 'nowhere' };
      }),
    ).toEqual([
      'JOURNEY_UNKNOWN_TARGET /steps/2/next/0/to',
      'JOURNEY_UNKNOWN_TARGET /steps/2/onEnter/0/onError/end',
      'JOURNEY_UNKNOWN_TARGET /endings/booked/effects/0/onError/end',
    ]);
  });

  it('counts "end" as one of the failure policies: exactly one is allowed', () => {
    expect(
      problemsAfter((json) => {
        slotStep(json).onEnter![0]!.onError = { end: 'timedOut', message: 'TEST_x' };
      }),
    ).toEqual(['JOURNEY_EFFECT_ERROR_POLICY /steps/2/onEnter/0/onError']);
  });

  it('checks endings: their effects are declared, their message parameters read known variables, their keys exist', () => {
    expect(
      problemsAfter(
        (json) => {
          json.endings!.noSlots = {
            to: '/customer360View',
            message: {
              key: 'TEST_missing_key',
              params: { when: { var: 'effects.slots.first' }, who: { var: 'item.name' } },
            },
            effects: [{ effect: 'undeclared', onError: { ignore: true } }],
          };
        },
        ['TEST_booked', 'TEST_booked_plain', 'TEST_no_suitable', 'TEST_timed_out'],
      ),
    ).toEqual(
      expect.arrayContaining([
        'JOURNEY_UNKNOWN_VARIABLE /endings/noSlots/message/params/when/var',
        'JOURNEY_ITEM_OUTSIDE_GENERATE /endings/noSlots/message/params/who/var',
        'JOURNEY_UNKNOWN_EFFECT /endings/noSlots/effects/0/effect',
        'JOURNEY_UNKNOWN_MESSAGE /endings/noSlots/message/key',
      ]),
    );
  });

  it('checks the alternative: a known target, never this step or a later one, and its texts', () => {
    expect(
      problemsAfter((json) => {
        slotStep(json).actions!.alternative!.to = '@end:none';
        json.steps[1]!.actions!.alternative!.to = 'slot';
        json.steps[0]!.actions = { alternative: { label: 'TEST_x', to: 'photos' } };
      }),
    ).toEqual([
      'JOURNEY_ALTERNATIVE_FORWARD /steps/0/actions/alternative/to',
      'JOURNEY_ALTERNATIVE_FORWARD /steps/1/actions/alternative/to',
      'JOURNEY_UNKNOWN_TARGET /steps/2/actions/alternative/to',
    ]);
    const keys = problemsAfter(() => undefined, ['TEST_none_suits']).filter((p) => p.includes('/actions/alternative'));
    expect(keys).toEqual([
      'JOURNEY_UNKNOWN_MESSAGE /steps/1/actions/alternative/label',
      'JOURNEY_UNKNOWN_MESSAGE /steps/2/actions/alternative/confirm/title',
      'JOURNEY_UNKNOWN_MESSAGE /steps/2/actions/alternative/confirm/body',
      'JOURNEY_UNKNOWN_MESSAGE /steps/2/actions/alternative/confirm/confirmLabel',
      'JOURNEY_UNKNOWN_MESSAGE /steps/2/actions/alternative/confirm/cancelLabel',
    ]);
  });

  it("checks the parameters of the alternative's label like any text with values", () => {
    expect(
      problemsAfter((json) => {
        slotStep(json).actions!.alternative!.label = {
          key: 'TEST_none_suits',
          params: { count: { var: 'answers.unknown' } },
        };
      }),
    ).toEqual(['JOURNEY_UNKNOWN_VARIABLE /steps/2/actions/alternative/label/params/count/var']);
  });

  it('rejects "@end:" without a name and an ending name that is not an identifier (schema)', () => {
    expect(problemsAfter((json) => void (slotStep(json).next = [{ to: '@end:' }]))).toEqual([
      'JOURNEY_SCHEMA /steps/2/next/0/to',
    ]);
    expect(problemsAfter((json) => void (json.endings!['no way'] = { to: '/x' }))).toContain('JOURNEY_SCHEMA /endings');
  });
});
