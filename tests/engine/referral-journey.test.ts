import { describe, expect, it } from 'vitest';
import { canVisit, computePath, nextStep, previousStep, progress, validateStep } from '../../src/engine';
import { answerAll } from './support/drive';
import { journey, state } from './support/journeys';

const referral = journey('referral');
const base = state({
  context: { customer: { phoneNumber: '02070000000' }, property: { id: 'A1' } },
  effects: { referralReasons: [{ id: 'debt', text: 'Debt' }] },
});

describe('financial referral', () => {
  it('follows consent → reasons → details → contact → review → confirmation', () => {
    const done = answerAll(referral, base, [
      ['consent', { referralFor: 'Other' }],
      ['reasons', { referralReasons: ['debt'] }],
      ['details', { referralDetails: 'Help' }],
      ['contact', { contactChoice: 'stored' }],
      ['review'],
    ]);
    expect(computePath(referral, done)).toMatchObject({
      steps: ['consent', 'reasons', 'details', 'contact', 'review', 'confirmation'],
      current: 'confirmation',
      complete: true,
    });
    expect(nextStep(referral, done, 'confirmation')).toEqual({ kind: 'exit', route: '/customer360View' });
    expect(progress(referral, done, 'review')).toEqual({ stepNumber: 5, estimatedTotal: 5 });
  });

  it('redirects the reason page to consent when nobody is chosen, and details to reasons when no reason is', () => {
    expect(canVisit(referral, base, 'reasons')).toEqual({
      allowed: false,
      redirect: { kind: 'step', stepId: 'consent', route: '/enquiryconsent' },
    });
    const consented = answerAll(referral, base, [['consent', { referralFor: 'Myself' }]]);
    expect(canVisit(referral, consented, 'details')).toMatchObject({ allowed: false, redirect: { stepId: 'reasons' } });
    expect(validateStep(referral, consented, 'reasons', { phase: 'continue' }).map((i) => i.code)).toEqual([
      'Financial_FI008a',
    ]);
    expect(validateStep(referral, base, 'consent', { phase: 'continue' }).map((i) => i.code)).toEqual([
      'Financial_FI017a',
    ]);
  });

  it('goes back from contact details to the details page', () => {
    const atContact = answerAll(referral, base, [
      ['consent', { referralFor: 'Myself' }],
      ['reasons', { referralReasons: ['debt'] }],
      ['details', { referralDetails: 'Help' }],
    ]);
    expect(previousStep(referral, atContact, 'contact')).toEqual({
      kind: 'step',
      stepId: 'details',
      route: '/additionalenquirydetails',
    });
  });
});
