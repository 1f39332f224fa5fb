import { describe, expect, it } from 'vitest';
import { formatBalance, formatPence, parsePence, penceToDecimal } from '../../src/shared/money';

describe('parsePence: gateway amounts in pounds to whole pence', () => {
  it('reads numbers without float error', () => {
    expect(parsePence(0.1 + 0.2)).toBe(30);
    expect(parsePence(1234.56)).toBe(123456);
    // 1.005 * 100 is 100.49999999999999: read from its digits, it is 101p.
    expect(parsePence(1.005)).toBe(101);
    expect(parsePence(19.99 * 3)).toBe(5997);
    expect(parsePence(1e-7)).toBe(0);
    expect(parsePence(12)).toBe(1200);
  });

  it('reads decimal strings, with a pound sign and thousands commas if written', () => {
    expect(parsePence('1234.56')).toBe(123456);
    expect(parsePence('£1,234.5')).toBe(123450);
    expect(parsePence(' -12.30 ')).toBe(-1230);
    expect(parsePence('-£0.5')).toBe(-50);
    expect(parsePence('.5')).toBe(50);
    expect(parsePence('7.')).toBe(700);
  });

  it('rounds half a penny and more away from zero', () => {
    expect(parsePence('0.005')).toBe(1);
    expect(parsePence('0.0049')).toBe(0);
    expect(parsePence('-2.675')).toBe(-268);
  });

  it('never gives -0', () => {
    expect(Object.is(parsePence('-0.00'), 0)).toBe(true);
    expect(Object.is(parsePence(-0), 0)).toBe(true);
    expect(Object.is(parsePence('-0.004'), 0)).toBe(true);
  });

  it('reads nothing from what is not an amount', () => {
    for (const value of [
      '',
      'abc',
      '1,23',
      '12.3.4',
      '£',
      '--5',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e21,
    ]) {
      expect(parsePence(value)).toBeNull();
    }
  });
});

describe('formatPence', () => {
  it('writes pounds with thousands and two decimals', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(100000000)).toBe('£1,000,000.00');
    expect(formatPence(-1230)).toBe('-£12.30');
  });

  it('writes -0 as £0.00', () => {
    expect(formatPence(-0)).toBe('£0.00');
  });

  it('refuses what is not whole pence, a mistake in the page', () => {
    expect(() => formatPence(12.5)).toThrow(RangeError);
  });
});

describe('penceToDecimal', () => {
  it('writes an amount as the gateway takes it, two decimals and no symbol', () => {
    expect(penceToDecimal(123456)).toBe('1234.56');
    expect(penceToDecimal(5)).toBe('0.05');
    expect(penceToDecimal(-1230)).toBe('-12.30');
  });
});

describe('formatBalance (portal.md §4 Balance)', () => {
  it('says a balance above zero is in arrears, in brackets and in words', () => {
    expect(formatBalance(12000)).toEqual({
      state: 'arrears',
      amount: '£120.00',
      figure: '(£120.00)',
      words: 'in arrears',
      text: '(£120.00) in arrears',
    });
  });

  it('says a balance below zero is in credit, without a minus sign', () => {
    expect(formatBalance(-4000)).toEqual({
      state: 'credit',
      amount: '£40.00',
      figure: '£40.00',
      words: 'in credit',
      text: '£40.00 in credit',
    });
  });

  it('shows a zero balance, -0 included, as £0.00 with no label', () => {
    for (const zero of [0, -0]) {
      expect(formatBalance(zero)).toEqual({
        state: 'clear',
        amount: '£0.00',
        figure: '£0.00',
        words: null,
        text: '£0.00',
      });
    }
  });

  it('writes thousands in a balance', () => {
    expect(formatBalance(123456789).text).toBe('(£1,234,567.89) in arrears');
  });
});
