import { describe, expect, it, vi } from 'vitest';
import { describeStep, loadJourney, type EffectRequest, type JourneyState, type LoadedJourney } from '../../src/engine';
import { continueStep } from '../../src/journey/session';
import type { EffectOutcome } from '../../src/journey/session';
import { noMatchField } from '../../src/journey/no-match';
import { createSchemaValidator } from '../engine/support/schema-validator';

// What the repair journey needs from the runtime, on a journey shaped like its reason step: effects that read the
// results of the effects before them on the same Continue, and a block that an effect's answer brings about.
const reasonStep = {
  $schema: '../schemas/journey.schema.json',
  id: 'runtime-repair',
  version: 1,
  title: 'Repair_journey_title',
  effects: {
    'test.check': { description: 'Eligibility.', storeAs: 'check' },
    'test.sor': { description: 'Reads the eligibility answer.', storeAs: 'sor' },
    'test.save': { description: 'Saves the draft.', storeAs: 'draft' },
  },
  steps: [
    {
      id: 'reason',
      route: '/t/reason',
      kind: 'question',
      title: 'Repair_location_title',
      fields: [
        {
          id: 'reason',
          schema: { type: 'string' },
          widget: 'autocomplete',
          label: 'Repair_reason_label',
          uiOptions: { noMatchMessage: 'Repair_Reason_NoMatch_Message' },
          options: [
            { value: 'gas', label: 'E21' },
            { value: 'tap', label: 'E3' },
          ],
          validation: [{ rule: 'required', message: 'SSR052' }],
        },
      ],
      blocking: [
        {
          when: {
            and: [
              { '===': [{ var: 'effects.check.reason' }, { var: 'answers.reason' }] },
              { '===': [{ var: 'effects.check.ok' }, false] },
            ],
          },
          message: 'E21',
          mode: 'disable-continue',
        },
      ],
      onExit: [
        { effect: 'test.check', input: { reason: { var: 'answers.reason' } }, onError: { message: 'SSR049' } },
        { effect: 'test.sor', input: { codes: { var: 'effects.check.codes' } }, onError: { message: 'SSR049' } },
        { effect: 'test.save', input: { sor: { var: 'effects.sor.sor' } }, onError: { message: 'SSR049' } },
      ],
      next: [{ to: 'done' }],
    },
    { id: 'done', route: '/t/done', kind: 'outcome', title: 'Repair_details_title', next: [{ to: '@exit' }] },
  ],
  exit: { to: '/customer360View' },
};

function load(): LoadedJourney {
  const result = loadJourney(reasonStep, { validateSchema: createSchemaValidator() });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
}

/** Fake gateway answers: gas is refused, anything else is fine with the FISPUMPS02 code. */
function fakeEffects() {
  return vi.fn(async (request: EffectRequest): Promise<EffectOutcome> => {
    if (request.effect === 'test.check') {
      const reason = request.input.reason;
      return { ok: true, result: { reason, ok: reason !== 'gas', codes: ['FISPUMPS02'] } };
    }
    if (request.effect === 'test.sor')
      return { ok: true, result: { sor: (request.input.codes as string[]).includes('FISPUMPS02') ? 'COMPUMP' : 'X' } };
    return { ok: true, result: { id: 'wo-1', sentSor: request.input.sor } };
  });
}

const start = (): JourneyState => ({ answers: {}, context: {}, effects: {} });

describe('Continue with effects that depend on each other', () => {
  it('gives each effect the results of the ones before it on the same Continue (a fresh state, no stale input)', async () => {
    const journey = load();
    const runEffect = fakeEffects();
    const result = await continueStep({
      journey,
      state: start(),
      stepId: 'reason',
      values: { reason: 'tap' },
      runEffect,
    });

    expect(result.kind).toBe('go');
    expect(runEffect.mock.calls.map(([request]) => [request.effect, request.input])).toEqual([
      ['test.check', { reason: 'tap' }],
      ['test.sor', { codes: ['FISPUMPS02'] }],
      ['test.save', { sor: 'COMPUMP' }],
    ]);
    expect(result.state.effects.draft).toEqual({ id: 'wo-1', sentSor: 'COMPUMP' });
  });

  it('stays on the page when an answer blocks, without running the effects after it (no draft for a refused repair)', async () => {
    const journey = load();
    const runEffect = fakeEffects();
    const blocked = await continueStep({
      journey,
      state: start(),
      stepId: 'reason',
      values: { reason: 'gas' },
      runEffect,
    });

    expect(blocked.kind).toBe('blocked');
    expect(runEffect.mock.calls.map(([request]) => request.effect)).toEqual(['test.check']);
    expect(describeStep(journey, blocked.state, 'reason').block).toMatchObject({
      message: 'E21',
      mode: 'disable-continue',
    });
    // Choosing another reason lifts the block at once (the answer it was for has changed), and Continue checks again.
    expect(describeStep(journey, blocked.state, 'reason', { reason: 'tap' }).block).toBeNull();
    const next = await continueStep({
      journey,
      state: blocked.state,
      stepId: 'reason',
      values: { reason: 'tap' },
      runEffect,
    });
    expect(next.kind).toBe('go');
  });
});

describe('a field with no matching choice', () => {
  it('names the field and its no-match message while the widget reports no match, and only then', () => {
    const journey = load();
    const view = describeStep(journey, start(), 'reason');
    expect(noMatchField(view, {})).toBeNull();
    expect(noMatchField(view, { reason: false })).toBeNull();
    expect(noMatchField(view, { reason: true })).toEqual({
      fieldId: 'reason',
      message: 'Repair_Reason_NoMatch_Message',
    });
    // A field without a no-match message cannot block this way.
    const plain = {
      ...view,
      fields: view.fields.map((f) => ({ ...f, definition: { ...f.definition, uiOptions: {} } })),
    };
    expect(noMatchField(plain, { reason: true })).toBeNull();
  });
});
