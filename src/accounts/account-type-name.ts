import rule from '../../rules/account-type-names.json';
import type { RuleFile } from '../../schemas/generated/rule';
import { lookUpRuleRow } from '../engine/rule-table';
import type { MessageKey } from '../shared/i18n';

/** The locale key of an account's name (rules/account-type-names.json); 'accounts_type_other' for a code it lacks. */
export function accountTypeNameKey(accountType: string): MessageKey {
  const row = lookUpRuleRow('account-type-names', rule as RuleFile, { accountType: accountType.trim().toUpperCase() });
  return (row?.text('name') ?? 'accounts_type_other') as MessageKey;
}
