import { describe, expect, it } from 'vitest';
import { effectsOnEnter, effectsOnExit, exitPlan } from '../../src/engine';
import { answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const referral = journey('referral');
const repair = journey('branching');

describe('effects', () => {
  const reasons = { referralReasons: [{ id: 'debt', text: 'Debt' }] };
  const base = state({
    context: { customer: { phoneNumber: '02070000000' }, property: { id: 'A1' } },
    effects: reasons,
  });
  const atReview = answerAll(referral, base, [
    ['consent', { referralFor: 'Myself' }],
    ['reasons', { referralReasons: ['debt'] }],
    ['details', { referralDetails: 'Rent arrears' }],
    ['contact', { contactChoice: 'other', otherPhone: '07700900000', contactName: 'Jo' }],
  ]);

  it('are listed for the runtime with inputs built from on-path answers', () => {
    expect(effectsOnEnter(referral, base, 'reasons')).toEqual([
      {
        effect: 'referral.loadReasons',
        input: {},
        storeAs: 'referralReasons',
        onError: { errorPage: 'generic', timeoutMs: 5000 },
      },
    ]);
    expect(effectsOnExit(referral, atReview, 'review')[0]).toMatchObject({
      effect: 'referral.submit',
      storeAs: 'referral',
      pending: { message: 'Case_pending', afterMs: 1000 },
      input: {
        referralFor: 'Myself',
        referralReason: ['debt'],
        additionalDetails: 'Rent arrears',
        assetIdentifier: 'A1',
        serviceRequestType: 'financialinclusionenquiry',
        phoneNumber: '07700900000',
        personName: 'Jo',
      },
    });
  });

  it('never send an off-path answer', () => {
    const stored = answerAll(referral, atReview, [['contact', { contactChoice: 'stored' }]]);
    expect(stored.answers.otherPhone).toBe('07700900000');
    const [submit] = effectsOnExit(referral, stored, 'review');
    expect(submit?.input).toMatchObject({ phoneNumber: '02070000000', personName: null });
  });

  it('respect their when condition', () => {
    const s = answerAll(repair, state({ context: { properties: [], toggles: { isDMCEnabledMyPb: 'true' } } }), [
      ['area', { area: 'Property' }],
      ['emergency', { emergency: 'appointment' }],
      ['details', { description: 'x' }],
    ]);
    expect(effectsOnExit(repair, s, 'damp-check')).toEqual([]);
    expect(
      effectsOnExit(repair, answerAll(repair, s, [['damp-check', { dampMould: true }]]), 'damp-check').map(
        (e) => e.effect,
      ),
    ).toEqual(['dampMould.loadQuestions']);
  });

  it('of exit, save and exit and leave come with the plan', () => {
    const s = state({ effects: { workOrder: { id: 'WO-1' } } });
    expect(exitPlan(repair, s, 'leave')).toEqual({
      to: '/customer360View',
      clearDraft: true,
      effects: [{ effect: 'workOrder.cancel', input: { id: 'WO-1' }, storeAs: null, onError: { ignore: true } }],
    });
    expect(exitPlan(repair, s, 'exit')).toEqual({
      to: '/customer360View',
      confirm: 'exit_modal_title',
      clearDraft: false,
      effects: [],
    });
    expect(exitPlan(referral, s, 'saveAndExit')).toBeNull();
  });
});
