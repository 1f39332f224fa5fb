import { useId } from 'react';
import { accountTypeNameKey } from '../../../accounts/account-type-name';
import type { Account } from '../../../gateway';
import { t } from '../../../shared/i18n';
import { SelectField } from '../../../ui/select-field';

/**
 * An account as the account selector names it: its kind and its payment reference, which tells two rent accounts apart.
 */
export const accountChoiceName = (account: Account) =>
  t('accounts_choice', {
    name: t(accountTypeNameKey(account['account-type'])),
    reference: account.identifiers['pay-ref'],
  });

/**
 * The account selector (portal.md §2 Accounts: shown when the property has more than one account); the statement
 * request asks the same in its own words (`label`) and names the box itself (`id`), for its error summary.
 */
export function AccountChoice({
  accounts,
  selected,
  onSelect,
  id,
  label = t('accounts_choice_label'),
}: {
  accounts: readonly Account[];
  selected: string;
  onSelect: (accountId: string) => void;
  id?: string;
  label?: string;
}) {
  const ownId = useId();
  return (
    <SelectField
      id={id ?? ownId}
      label={label}
      value={selected}
      options={accounts.map((account) => ({
        value: account['account-identifier'],
        text: accountChoiceName(account),
      }))}
      onChoose={onSelect}
    />
  );
}
