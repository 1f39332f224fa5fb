import { describe, expect, it } from 'vitest';
import { describeCondition } from '../../src/engine';

const referralFor = { var: 'answers.referralFor' };

describe('describeCondition: json-logic in plain English for analysts', () => {
  it('uses the field label the tool passes in', () => {
    expect(
      describeCondition({ '===': [referralFor, 'Other'] }, { 'answers.referralFor': 'Who is the referral for' }),
    ).toBe('Who is the referral for is "Other"');
  });

  it('names the answer when no label is known', () => {
    expect(describeCondition({ '===': [referralFor, 'Other'] })).toBe('answer referralFor is "Other"');
  });

  it('names context variables and effect results by their namespace', () => {
    expect(describeCondition({ '!==': [{ var: 'context.toggles.isCovidQuestionRequired' }, true] })).toBe(
      'context toggles.isCovidQuestionRequired is not true',
    );
    expect(describeCondition({ '===': [{ var: 'effects.eligibility.allowed' }, false] })).toBe(
      'the result eligibility.allowed is false',
    );
  });

  it.each([
    [{ '<': [{ length: { var: 'answers.details' } }, 1500] }, 'the length of answer details is less than 1500'],
    [{ '<=': [{ var: 'answers.count' }, 3] }, 'answer count is at most 3'],
    [{ '>': [{ length: { var: 'context.properties' } }, 1] }, 'the length of context properties is more than 1'],
    [{ '>=': [{ var: 'answers.count' }, 3] }, 'answer count is at least 3'],
    [{ '<': [1, { var: 'answers.count' }, 5] }, 'answer count is between 1 and 5'],
  ])('compares: %j', (logic, english) => {
    expect(describeCondition(logic)).toBe(english);
  });

  it('joins and/or, bracketing a nested group so it keeps one reading', () => {
    const logic = {
      and: [
        { '===': [{ var: 'answers.a' }, 1] },
        { or: [{ '===': [{ var: 'answers.b' }, 'x'] }, { '===': [{ var: 'answers.c' }, true] }] },
      ],
    };
    expect(describeCondition(logic)).toBe('answer a is 1 and (answer b is "x" or answer c is true)');
  });

  it('reads negations naturally', () => {
    expect(describeCondition({ '!': [{ 'is-empty': [{ var: 'context.customer.phoneNumber' }] }] })).toBe(
      'context customer.phoneNumber is not empty',
    );
    expect(describeCondition({ '!': { '===': [referralFor, 'Myself'] } })).toBe('answer referralFor is not "Myself"');
    expect(describeCondition({ '!': [{ var: 'answers.covid' }] })).toBe('answer covid is not true');
    expect(describeCondition({ '!': [{ '>': [{ var: 'answers.n' }, 1] }] })).toBe('not (answer n is more than 1)');
  });

  it('reads a bare variable and !! as "is true"', () => {
    expect(describeCondition({ var: 'context.toggles.covid' })).toBe('context toggles.covid is true');
    expect(describeCondition({ '!!': [{ var: 'answers.vandalism' }] })).toBe('answer vandalism is true');
  });

  it('reads membership and the custom list operations', () => {
    expect(describeCondition({ in: [{ var: 'answers.area' }, ['Kitchen', 'Bathroom', 'Hall']] })).toBe(
      'answer area is one of "Kitchen", "Bathroom" or "Hall"',
    );
    expect(describeCondition({ in: ['http', { var: 'answers.details' }] })).toBe('answer details contains "http"');
    expect(describeCondition({ 'includes-any': [{ var: 'answers.q7_1' }, [2, 3, 4, 5]] })).toBe(
      'answer q7_1 includes any of 2, 3, 4 or 5',
    );
    expect(describeCondition({ '!': [{ 'includes-any': [{ var: 'answers.q7_1' }, [2]] }] })).toBe(
      'answer q7_1 includes none of 2',
    );
    expect(describeCondition({ 'is-empty': [{ var: 'answers.crimeReference' }] })).toBe(
      'answer crimeReference is empty',
    );
  });

  it('reads missing answers, with labels', () => {
    expect(describeCondition({ missing: ['answers.a'] }, { 'answers.a': 'Your name' })).toBe('Your name is not given');
    expect(describeCondition({ missing: ['answers.a', 'answers.b'] })).toBe('any of answer a or answer b is not given');
    expect(describeCondition({ missing_some: [1, ['answers.a', 'answers.b']] })).toBe(
      'fewer than 1 of answer a and answer b are given',
    );
  });

  it("reads variables inside list operations as the element's", () => {
    expect(describeCondition({ some: [{ var: 'effects.slots' }, { '===': [{ var: 'available' }, true] }] })).toBe(
      "some element of the result slots has the element's available is true",
    );
  });

  it('shows an operation it does not know generically, so a typo stays visible', () => {
    expect(describeCondition({ 'custom-op': [{ var: 'answers.a' }, 2] })).toBe('custom-op(answer a, 2)');
  });

  it('is total: literals and odd shapes still render', () => {
    expect(describeCondition(true)).toBe('true');
    expect(describeCondition(null)).toBe('nothing');
    expect(describeCondition({ a: 1, b: 2 })).toBe('{"a":1,"b":2}');
    expect(describeCondition({ if: [{ var: 'answers.a' }, 'x', 'y'] })).toBe('if answer a then "x", otherwise "y"');
  });
});
