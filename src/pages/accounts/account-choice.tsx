import { useId } from 'react';
import { accountTypeNameKey } from '../../accounts/account-type-name';
import type { Account } from '../../gateway';
import { t } from '../../shared/i18n';
import { SelectField } from '../../ui/select-field';

/**
 * An account as the account selector names it: its kind and its payment reference, which tells two rent accounts apart.
 */
export const accountChoiceName = (account: Account) =>
  t('accounts_choice', {
    name: t(accountTypeNameKey(account['account-type'])),
    reference: account.identifiers['pay-ref'],
  });

/** The accounts as a select's choices, each named as the account selector names it. */
export const accountOptions = (accounts: readonly Account[]) =>
  accounts.map((account) => ({ value: account['account-identifier'], text: accountChoiceName(account) }));

/** The account selector (portal.md §2 Accounts: shown when the property has more than one account). */
export function AccountChoice({
  accounts,
  selected,
  onSelect,
}: {
  accounts: readonly Account[];
  selected: string;
  onSelect: (accountId: string) => void;
}) {
  const id = useId();
  return (
    <SelectField
      id={id}
      label={t('accounts_choice_label')}
      value={selected}
      options={accountOptions(accounts)}
      onChoose={onSelect}
    />
  );
}
