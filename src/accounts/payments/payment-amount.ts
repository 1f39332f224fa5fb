import rule from '../../../rules/payment-amount.json';
import { asRuleFile } from '../../engine/rule-file';
import { lookUpRuleRow } from '../../engine/rule-table';
import { isPayableBalance, parsePence } from '../../shared/money';

/** What may be paid online into an account (rules/payment-amount.json). */
export interface PaymentLimits {
  readonly minimumPence: number;
  readonly maximumPence: number;
  /** A payment of the same amount into the same account this recently is asked about before another is made. */
  readonly repeatWarningHours: number;
}

/** The limits for an account type; the table's last row names no account type, so every account type has some. */
export function paymentLimitsOf(accountType: string): PaymentLimits {
  const row = lookUpRuleRow('payment-amount', asRuleFile(rule), { accountType: accountType.trim().toUpperCase() });
  // Without a matching row nothing can be paid: the page then asks for an amount it can never accept, and says its
  // limits.
  if (!row) return { minimumPence: 0, maximumPence: 0, repeatWarningHours: 24 };
  return {
    minimumPence: Math.round(row.number('minimumPounds') * 100),
    maximumPence: Math.round(row.number('maximumPounds') * 100),
    repeatWarningHours: row.number('repeatWarningHours'),
  };
}

/**
 * What the resident may type into the amount box (portal.md §5 "Payment amount": "The pound sign is stripped.
 * Non-numeric input is ignored."): digits, one decimal point and thousands commas; anything else typed is dropped.
 * The page shows "£" before the box, so a typed or pasted pound sign is never needed.
 */
export function keepAmountCharacters(typed: string): string {
  const kept = typed.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

export type AmountCheck = { readonly kind: 'valid'; readonly pence: number } | { readonly kind: 'invalid' };

// Whole pounds, or pounds and pence: "50", "50.", "50.5", "50.50", "1,250.00" ("50." is 50 on its way to 50.50). More
// than two decimals is not an amount of money.
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{0,2})?$/;

/** The typed amount as pence when it is an amount of money within the limits (SSC008 otherwise). */
export function checkAmount(typed: string, limits: PaymentLimits): AmountCheck {
  const text = typed.replace(/[£\s]/g, '');
  if (!AMOUNT.test(text)) return { kind: 'invalid' };
  const pence = parsePence(text);
  if (pence === null || pence < limits.minimumPence || pence > limits.maximumPence) return { kind: 'invalid' };
  return { kind: 'valid', pence };
}

/**
 * The outstanding balance (in pence, net of the payments on their way: balanceAfterPending) may be paid when it is
 * owed (rules/balance-display.json `payable`) and within the limits.
 */
export function payableBalance(pence: number, limits: PaymentLimits): number | null {
  if (!Number.isSafeInteger(pence) || !isPayableBalance(pence)) return null;
  return pence >= limits.minimumPence && pence <= limits.maximumPence ? pence : null;
}
