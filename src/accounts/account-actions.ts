import rule from '../../rules/account-actions.json';
import type { RuleFile } from '../../schemas/generated/rule';
import { lookUpRuleRow } from '../engine/rule-table';

/** What the accounts page offers for an account (rules/account-actions.json). */
export interface AccountActions {
  readonly directDebit: boolean;
  readonly paymentReference: boolean;
  /** Make payment: a card payment into the account (never a deposit, portal.md §2). */
  readonly payment: boolean;
}

export function accountActionsOf(accountType: string): AccountActions {
  const row = lookUpRuleRow('account-actions', rule as RuleFile, { accountType: accountType.trim().toUpperCase() });
  // The table has an `otherwise`, so a row always comes; the fallback is what offers least.
  if (!row) return { directDebit: false, paymentReference: false, payment: false };
  return {
    directDebit: row.boolean('directDebit'),
    paymentReference: row.boolean('paymentReference'),
    payment: row.boolean('payment'),
  };
}
