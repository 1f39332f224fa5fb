import rule from '../../rules/balance-display.json';
import { requireRuleRow } from '../engine/rule-file';
import { t, type MessageKey } from './i18n';

// Money is a whole number of pence everywhere in the portal: 0.1 + 0.2 of a pound is 30p, never 30.000000000000004.
// The gateway writes amounts as decimal numbers or strings of pounds; they become pence here, once, from their
// decimal digits rather than by multiplying a float.

const DECIMAL_POUNDS = /^([+-]?)£?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/** Pounds written in decimal ("-1,234.567", "£12.3", ".5") as pence, half a penny and more rounded away from zero. */
function penceOfText(text: string): number | null {
  const match = DECIMAL_POUNDS.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const pounds = whole.replace(/,/g, '');
  if (pounds === '' && fraction === '') return null;
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const size = Number(pounds || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(size)) return null;
  // -0 is no amount a resident should see ("-£0.00"): it is 0.
  return sign === '-' && size !== 0 ? -size : size;
}

/**
 * A gateway amount in pounds (a number such as 1234.56, or a string such as "1234.56", "-12.30", "£1,234.56") as
 * integer pence; null when it is missing or not an amount. A number is read from its shortest decimal form, the
 * digits the gateway sent, so 1.005 is 101p (multiplying, 1.005 * 100 is 100.49999999999999).
 */
export function parsePence(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // Tiny amounts print as 1e-7: write them out. Huge ones (1e21 and up) are no pence a safe integer can hold.
    if (/e/i.test(text)) return Math.abs(value) < 1 ? penceOfText(value.toFixed(20)) : null;
    return penceOfText(text);
  }
  return typeof value === 'string' ? penceOfText(value) : null;
}

const groupedPounds = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

function requirePence(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`${pence} is not a whole number of pence`);
  return pence;
}

/** Pence written as pounds the GOV.UK way: "£1,234.56", "-£12.30"; -0 is "£0.00". */
export function formatPence(pence: number): string {
  const size = Math.abs(requirePence(pence));
  const text = `£${groupedPounds.format(Math.trunc(size / 100))}.${String(size % 100).padStart(2, '0')}`;
  return pence < 0 ? `-${text}` : text;
}

/** Pence as the gateway takes an amount, pounds with two decimals and no symbol: 123456 → "1234.56". */
export function penceToDecimal(pence: number): string {
  const size = Math.abs(requirePence(pence));
  return `${pence < 0 ? '-' : ''}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** Where an account stands: owing (above zero), owed (below zero) or clear. */
export type BalanceState = 'arrears' | 'credit' | 'clear';

/** A balance as a page shows it: each part, so a card can lay them out, and the whole as one text. */
export interface BalanceDisplay {
  state: BalanceState;
  /** The amount without a sign: "£120.00". */
  amount: string;
  /** The amount as shown: arrears in brackets, "(£120.00)"; otherwise the amount. */
  figure: string;
  /** "in arrears" or "in credit"; null for a clear balance, which has no label. */
  words: string | null;
  /** The figure and its words: "(£120.00) in arrears", "£40.00 in credit", "£0.00". */
  text: string;
}

const BALANCE_STATES: readonly BalanceState[] = ['arrears', 'credit', 'clear'];
const BALANCE_RULE = 'balance-display';

/** The row of rules/balance-display.json for a balance: above zero, below zero or zero. */
function balanceRow(pence: number) {
  return requireRuleRow(BALANCE_RULE, rule, { sign: pence > 0 ? 'above' : pence < 0 ? 'below' : 'zero' });
}

/** Whether the whole balance may be paid at once (rules/balance-display.json `payable`: a balance in arrears). */
export function isPayableBalance(pence: number): boolean {
  return balanceRow(requirePence(pence)).boolean('payable');
}

/**
 * A live balance (portal.md §4 "Balance", rules/balance-display.json): above zero is in arrears, shown in brackets
 * and, by the page, in the error colour (state 'arrears'); below zero is in credit; zero has no label. The words are
 * always there, so the colour is never the only sign (WCAG 1.4.1).
 */
export function formatBalance(pence: number): BalanceDisplay {
  const amount = formatPence(Math.abs(requirePence(pence)));
  const row = balanceRow(pence);
  const state = row.choice('state', BALANCE_STATES);
  const label = row.optionalText('label');
  const words = label === null ? null : t(label as MessageKey);
  const figure = row.boolean('brackets') ? `(${amount})` : amount;
  return { state, amount, figure, words, text: words === null ? figure : `${figure} ${words}` };
}
