import { describe, expect, it } from 'vitest';
import { alternativeDestination, computePath, describeStep, exitPlan, nextStep } from '../../src/engine';
import { answer, answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const booking = journey('booking');
const base = state({ context: { maxFiles: 5, customer: { name: 'Alex' } }, effects: { draft: { id: 'WO-1' } } });
const withSlots = (slots: unknown[]) => state({ ...base, effects: { ...base.effects, availability: { slots } } });

describe('endings', () => {
  it('are where "@end:<name>" routes lead, with the ending\'s route', () => {
    const at = answer(booking, withSlots([]), 'photos', { photos: [] });
    expect(nextStep(booking, at, 'slot')).toEqual({ kind: 'end', name: 'noSlots', route: '/customer360View' });
    const slots = answer(booking, withSlots([{ date: '2026-11-24' }]), 'photos', { photos: [] });
    expect(nextStep(booking, slots, 'slot')).toEqual({ kind: 'end', name: 'booked', route: '/customer360View' });
  });

  it('end the path like any way out', () => {
    const done = answerAll(booking, withSlots([{ date: '2026-11-24' }]), [
      ['photos', { photos: [] }],
      ['slot', { slot: '2026-11-24|AM' }],
    ]);
    expect(computePath(booking, done)).toMatchObject({
      complete: true,
      end: { kind: 'end', name: 'booked', route: '/customer360View' },
    });
  });

  it('have a plan: route, clearDraft, effects with inputs from on-path answers, and the message with its values worked out', () => {
    const s = state({ ...base, effects: { ...base.effects, booking: { label: 'Tuesday 24 November, morning' } } });
    expect(exitPlan(booking, s, { ending: 'booked' })).toEqual({
      to: '/customer360View',
      clearDraft: true,
      message: { key: 'TEST_booked', params: { slot: 'Tuesday 24 November, morning', name: 'Alex' } },
      effects: [
        {
          effect: 'dmc.complete',
          input: { booking: { label: 'Tuesday 24 November, morning' } },
          storeAs: null,
          onError: { ignore: true },
        },
      ],
    });
  });

  it('show the fallback message when a value is missing, and a plain key as it is', () => {
    expect(exitPlan(booking, base, { ending: 'booked' })?.message).toBe('TEST_booked_plain');
    expect(exitPlan(booking, base, { ending: 'noSlots' })).toEqual({
      to: '/customer360View',
      clearDraft: true,
      message: 'TEST_no_slots',
      effects: [],
    });
  });

  it('work out their message from the state they are given: after their own effects, their results show', () => {
    const before = exitPlan(booking, base, { ending: 'noSuitable' });
    expect(before?.message).toEqual({ key: 'TEST_no_suitable', params: { note: '' } });
    const after = exitPlan(booking, state({ ...base, effects: { ...base.effects, note: { id: 'N-9' } } }), {
      ending: 'noSuitable',
    });
    expect(after?.message).toEqual({ key: 'TEST_no_suitable', params: { note: 'N-9' } });
  });

  it('can show a pop-up on arrival, its texts worked out, when its condition holds', () => {
    const catalyst = state({ ...base, context: { ...base.context, customer: { name: 'Alex', isCatalyst: true } } });
    expect(exitPlan(booking, catalyst, { ending: 'thanked' })).toEqual({
      to: '/customer360View',
      message: 'TEST_thanked',
      clearDraft: false,
      effects: [],
      dialog: { title: 'TEST_thanks_title', body: { key: 'TEST_thanks_body', params: { name: 'Alex' } } },
    });
    expect(exitPlan(booking, base, { ending: 'thanked' })).not.toHaveProperty('dialog');
  });

  it('are null for a name the journey does not have; the existing ways out keep their plans', () => {
    expect(exitPlan(booking, base, { ending: 'nothing' })).toBeNull();
    expect(exitPlan(booking, base, 'saveAndExit')).toEqual({
      to: '/customer360View',
      message: 'TEST_saved',
      clearDraft: false,
      effects: [{ effect: 'draft.save', input: {}, storeAs: null, onError: { message: 'TEST_save_failed' } }],
    });
  });

  it("can be an effect's failure policy (onError.end), which the runtime follows", () => {
    const [load] = describeStep(booking, base, 'slot').definition.onEnter ?? [];
    expect(load?.onError).toEqual({ end: 'timedOut', timeoutMs: 30000 });
  });
});

describe('the alternative action', () => {
  it('leads to its target without the step being answered', () => {
    const at = answer(booking, withSlots([{ date: '2026-11-24' }]), 'photos', { photos: [] });
    expect(computePath(booking, at).current).toBe('slot');
    expect(alternativeDestination(booking, at, 'slot')).toEqual({
      kind: 'end',
      name: 'noSuitable',
      route: '/customer360View',
    });
  });

  it('comes with its label and dialog texts worked out', () => {
    const at = answer(booking, withSlots([{ date: 'a' }, { date: 'b' }]), 'photos', { photos: [] });
    expect(describeStep(booking, at, 'slot').definition.actions?.alternative).toEqual({
      label: { key: 'TEST_none_suits', params: { count: 2 } },
      to: '@end:noSuitable',
      confirm: {
        title: 'TEST_none_suits_title',
        body: 'TEST_none_suits_body',
        confirmLabel: 'TEST_continue',
        cancelLabel: 'TEST_check_slots',
      },
    });
  });

  it('may go back to an earlier step, and is null on a step without one', () => {
    expect(alternativeDestination(booking, base, 'late')).toEqual({
      kind: 'step',
      stepId: 'photos',
      route: '/test/photos',
    });
    expect(alternativeDestination(booking, base, 'photos')).toBeNull();
  });
});
