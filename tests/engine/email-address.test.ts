import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../src/engine/email-address';
import { passesRule } from '../../src/engine/check-rule';

// portal.md §5 "E-mail rules (statement and profile)", shared by the profile form and the sandbox gateway.
describe('the e-mail rules', () => {
  it.each([
    ['alex.morgan@example.org', true],
    ['a+b_c%d@mail.example.co.uk', true],
    [`${'a'.repeat(64)}@example.org`, true],
    [`${'a'.repeat(65)}@example.org`, false],
    [`alex@${'d'.repeat(44)}.com`, true],
    [`alex@${'d'.repeat(45)}.com`, false],
    [`${'a'.repeat(50)}@${'b'.repeat(45)}.uk`, true],
    [`${'a'.repeat(60)}@${'b'.repeat(45)}.uk`, false],
    ['alex-@example.org', false],
    ['alex@example', false],
    ['alex..morgan@example.org', false],
    ['.alex@example.org', false],
    ['alex!@example.org', false],
    ["o'brien@example.org", false],
    ['alex@-example.org', false],
    ['alex@example.org ', false],
    ['', false],
  ])('%j → %s', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
  });

  it('is what a journey field checks with freeText "email"', () => {
    const rule = { rule: 'freeText', check: 'email', message: 'SSCP002' } as const;
    const data = { answers: {}, context: {}, effects: {} };
    const where = { stepId: 'edit', pointer: '/steps/0/fields/0/validation/0' };
    expect(passesRule(rule, 'alex@example.org', data, where)).toBe(true);
    expect(passesRule(rule, 'alex-@example.org', data, where)).toBe(false);
  });
});
