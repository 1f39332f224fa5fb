import rule from '../../rules/account-type-names.json';
import { asRuleFile } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { MessageKey } from '../shared/i18n';

/** The locale key of an account's name (rules/account-type-names.json); 'accounts_type_other' for a code it lacks. */
export function accountTypeNameKey(accountType: string): MessageKey {
  const row = lookUpRuleRow('account-type-names', asRuleFile(rule), { accountType: accountType.trim().toUpperCase() });
  return (row?.text('name') ?? 'accounts_type_other') as MessageKey;
}
