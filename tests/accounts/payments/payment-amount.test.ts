import { describe, expect, it } from 'vitest';
import { balanceAfterPending } from '../../../src/accounts/payments/balance-after-pending';
import {
  checkAmount,
  keepAmountCharacters,
  payableBalance,
  paymentLimitsOf,
} from '../../../src/accounts/payments/payment-amount';
import { recentSamePayment } from '../../../src/accounts/payments/repeat-payment';
import { attemptResultOf } from '../../../src/accounts/payments/attempt-result';
import { frameHeightOf, isPaymentFinished } from '../../../src/accounts/payments/gateway-message';

const limits = paymentLimitsOf('REN');

describe('the payment amount (portal.md §5 "Payment amount", rules/payment-amount.json)', () => {
  it('takes from £1 to £5,000 inclusive', () => {
    expect(limits).toEqual({ minimumPence: 100, maximumPence: 500_000, repeatWarningHours: 24 });
    expect(checkAmount('1', limits)).toEqual({ kind: 'valid', pence: 100 });
    expect(checkAmount('5000', limits)).toEqual({ kind: 'valid', pence: 500_000 });
    expect(checkAmount('5,000.00', limits)).toEqual({ kind: 'valid', pence: 500_000 });
    expect(checkAmount('0.99', limits)).toEqual({ kind: 'invalid' });
    expect(checkAmount('5000.01', limits)).toEqual({ kind: 'invalid' });
    expect(checkAmount('0', limits)).toEqual({ kind: 'invalid' });
  });

  it('strips the pound sign and reads pence exactly', () => {
    expect(checkAmount('£12.30', limits)).toEqual({ kind: 'valid', pence: 1230 });
    expect(checkAmount('£ 12.3', limits)).toEqual({ kind: 'valid', pence: 1230 });
    expect(checkAmount('12.', limits)).toEqual({ kind: 'valid', pence: 1200 });
    expect(checkAmount('0.1', limits)).toEqual({ kind: 'invalid' });
    expect(checkAmount('1.005', limits)).toEqual({ kind: 'invalid' });
  });

  it('is invalid when empty or not a number', () => {
    for (const typed of ['', '.', '1.2.3', '12,34', 'ten', '-5'])
      expect(checkAmount(typed, limits)).toEqual({ kind: 'invalid' });
  });

  it('ignores what is not part of an amount as it is typed', () => {
    expect(keepAmountCharacters('£50')).toBe('50');
    expect(keepAmountCharacters('abc12x')).toBe('12');
    expect(keepAmountCharacters('1,250.5.0')).toBe('1,250.50');
    expect(keepAmountCharacters('-20')).toBe('20');
  });

  it('offers the outstanding balance only when it is owed and can be paid in one go', () => {
    expect(payableBalance(25_050, limits)).toBe(25_050);
    expect(payableBalance(0, limits)).toBeNull();
    expect(payableBalance(-1_000, limits)).toBeNull();
    expect(payableBalance(50, limits)).toBeNull();
    expect(payableBalance(600_000, limits)).toBeNull();
  });

  it('takes the payments on their way off the balance, so what was paid is never offered again (issue 26)', () => {
    expect(balanceAfterPending(250.5, undefined)).toBe(25_050);
    expect(balanceAfterPending(250.5, [])).toBe(25_050);
    expect(balanceAfterPending(250.5, [{ amount: 250.5 }])).toBe(0);
    expect(balanceAfterPending(250.5, [{ amount: 50 }, { amount: 0.1 }])).toBe(20_040);
    // Paid more than was owed: in credit once posted.
    expect(balanceAfterPending(20, [{ amount: 25 }])).toBe(-500);
    expect(payableBalance(balanceAfterPending(250.5, [{ amount: 250.5 }]), limits)).toBeNull();
    expect(payableBalance(balanceAfterPending(250.5, [{ amount: 50 }]), limits)).toBe(20_050);
  });
});

describe('a second payment of the same amount (decision 0037)', () => {
  const now = new Date('2026-03-10T14:30:00Z');
  const pending = [
    { amount: 50, paidAt: '2026-03-10T14:02:00Z' },
    { amount: 50, paidAt: '2026-03-09T10:00:00Z' },
    { amount: 20, paidAt: '2026-03-10T14:20:00Z' },
  ];

  it('finds the latest payment of that amount within the window', () => {
    expect(recentSamePayment(pending, 5000, now, 24)).toEqual(pending[0]);
    expect(recentSamePayment(pending, 2000, now, 24)).toEqual(pending[2]);
  });

  it('ignores other amounts and older payments', () => {
    expect(recentSamePayment(pending, 4999, now, 24)).toBeNull();
    expect(recentSamePayment([pending[1]!], 5000, now, 24)).toBeNull();
    expect(recentSamePayment(undefined, 5000, now, 24)).toBeNull();
  });
});

describe('what the confirmation page may say (decision 0037)', () => {
  it('says paid only when the gateway confirmed it', () => {
    expect(attemptResultOf('succeeded')).toBe('paid');
    for (const status of ['failed', 'cancelled', 'expired'] as const) expect(attemptResultOf(status)).toBe('not-paid');
    expect(attemptResultOf('created')).toBe('not-started');
    expect(attemptResultOf('started')).toBe('checking');
    expect(attemptResultOf(undefined)).toBe('checking');
  });
});

describe("the payment page's finished message (decision 0037)", () => {
  const origin = 'http://localhost:8080';
  it('is accepted only from the payment page, about this attempt', () => {
    expect(isPaymentFinished({ origin, data: { type: 'payment-finished', attemptId: 'a1' } }, origin, 'a1')).toBe(true);
    expect(
      isPaymentFinished(
        { origin: 'http://evil.example', data: { type: 'payment-finished', attemptId: 'a1' } },
        origin,
        'a1',
      ),
    ).toBe(false);
    expect(isPaymentFinished({ origin, data: { type: 'payment-finished', attemptId: 'a2' } }, origin, 'a1')).toBe(
      false,
    );
    expect(isPaymentFinished({ origin, data: { type: 'payment-result', resultCode: 0 } }, origin, 'a1')).toBe(false);
    expect(isPaymentFinished({ origin, data: 'payment-finished' }, origin, 'a1')).toBe(false);
    expect(isPaymentFinished({ origin, data: null }, origin, 'a1')).toBe(false);
  });
});

describe("the payment page's height (decision 0037)", () => {
  const origin = 'http://localhost:8080';
  it('sizes the frame only from the payment page, within bounds', () => {
    expect(frameHeightOf({ origin, data: { type: 'payment-frame-height', height: 1234.2 } }, origin)).toBe(1235);
    expect(frameHeightOf({ origin, data: { type: 'payment-frame-height', height: 10 } }, origin)).toBe(320);
    expect(frameHeightOf({ origin, data: { type: 'payment-frame-height', height: 1e9 } }, origin)).toBe(4000);
    expect(
      frameHeightOf({ origin: 'http://evil.example', data: { type: 'payment-frame-height', height: 900 } }, origin),
    ).toBeNull();
    expect(frameHeightOf({ origin, data: { type: 'payment-frame-height', height: '900' } }, origin)).toBeNull();
    expect(frameHeightOf({ origin, data: { type: 'payment-finished', attemptId: 'a1' } }, origin)).toBeNull();
  });
});
