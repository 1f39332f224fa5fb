import { describe, expect, it } from 'vitest';
import { accountActionsOf } from '../../src/accounts/account-actions';
import { displayNumber } from '../../src/accounts/display-number';

describe('the account number shown (DisplayNumber)', () => {
  it('drops the entries that are nought and shows the rest from the smallest', () => {
    expect(displayNumber(['0', '4001230101'])).toBe('4001230101');
    expect(displayNumber(['4001230102', '000', '4001230101', ' 0 '])).toBe('4001230101, 4001230102');
  });

  it('compares as numbers, not as text, also beyond what a double holds', () => {
    expect(displayNumber(['1000', '900', '0050'])).toBe('0050, 900, 1000');
    expect(displayNumber(['90071992547409931', '90071992547409930'])).toBe('90071992547409930, 90071992547409931');
  });

  it('shows each number once, and nothing when only noughts came', () => {
    expect(displayNumber(['12', '12'])).toBe('12');
    expect(displayNumber(['0', ''])).toBe('');
  });
});

describe('what the accounts page offers (rules/account-actions.json)', () => {
  it('offers a direct debit on rent accounts only', () => {
    expect(accountActionsOf('REN').directDebit).toBe(true);
    expect(accountActionsOf(' ren ').directDebit).toBe(true);
    for (const type of ['FD5', 'MJW', 'GRD', 'DEP', 'HOM', 'XYZ'])
      expect(accountActionsOf(type).directDebit).toBe(false);
  });

  it('shows the payment reference on every account but a deposit', () => {
    expect(accountActionsOf('DEP').paymentReference).toBe(false);
    for (const type of ['REN', 'FD5', 'MJW', 'GRD', 'HOM', 'XYZ'])
      expect(accountActionsOf(type).paymentReference).toBe(true);
  });

  it('offers Make payment on every account but a deposit', () => {
    expect(accountActionsOf('DEP').payment).toBe(false);
    expect(accountActionsOf(' dep ').payment).toBe(false);
    for (const type of ['REN', 'FD5', 'MJW', 'GRD', 'HOM', 'XYZ']) expect(accountActionsOf(type).payment).toBe(true);
  });
});
