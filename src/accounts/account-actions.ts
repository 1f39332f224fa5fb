import rule from '../../rules/account-actions.json';
import { asRuleFile } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';

/** What the accounts page offers for an account (rules/account-actions.json). */
export interface AccountActions {
  readonly directDebit: boolean;
  readonly paymentReference: boolean;
  /** Make payment: a card payment into the account (never a deposit, portal.md §2). */
  readonly payment: boolean;
}

export function accountActionsOf(accountType: string): AccountActions {
  const row = lookUpRuleRow('account-actions', asRuleFile(rule), { accountType: accountType.trim().toUpperCase() });
  // The table has an `otherwise`, so a row always comes; the fallback is what offers least.
  if (!row) return { directDebit: false, paymentReference: false, payment: false };
  return {
    directDebit: row.boolean('directDebit'),
    paymentReference: row.boolean('paymentReference'),
    payment: row.boolean('payment'),
  };
}
