import { describe, expect, it } from 'vitest';
import { passesRule } from '../../src/engine/check-rule';
import { isReferralText, isSafeFreeText } from '../../src/engine/free-text';

const noData = { answers: {}, context: {}, effects: {} };
const where = { stepId: 'details', pointer: '/steps/0/fields/0/validation/0' };
const repair = { rule: 'freeText', check: 'repair', message: 'repairs_free_text_not_allowed' } as const;
const referral = { rule: 'freeText', check: 'referral', message: 'referral_details_free_text' } as const;

describe("the freeText validation rule (the specification's free-text checks)", () => {
  it.each([
    ['The smoke alarm alert keeps going off', false],
    ['<img src=x>', false],
    ['Tap leaking; bath too', false],
    ['leak &lt;b&gt;', false],
    ['leak %3Cb%3E', false],
    ['javascript:void(0)', false],
    ['The description of the leak: it drips at night', true],
    ['Alerted the neighbours', true],
  ])('repair: %j passes: %s', (text, passes) => {
    expect(isSafeFreeText(text)).toBe(passes);
    expect(passesRule(repair, text, noData, where)).toBe(passes);
  });

  it('referral: & * % ! < > are refused outside a web address, < and > everywhere', () => {
    expect(isReferralText('I owe 50% of my rent!')).toBe(false);
    expect(isReferralText('See https://example.org/help?a=1&b=2')).toBe(true);
    expect(passesRule(referral, 'See https://example.org/<b>', noData, where)).toBe(false);
  });

  it('lets an empty answer through, as every rule but required does', () => {
    expect(passesRule(repair, '', noData, where)).toBe(true);
  });
});
