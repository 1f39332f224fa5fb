import { useId } from 'react';
import { accountTypeNameKey } from '../../accounts/account-type-name';
import type { Account } from '../../gateway';
import { t } from '../../shared/i18n';

/**
 * An account as the account selector names it: its kind and its payment reference, which tells two rent accounts apart.
 */
export const accountChoiceName = (account: Account) =>
  t('accounts_choice', {
    name: t(accountTypeNameKey(account['account-type'])),
    reference: account.identifiers['pay-ref'],
  });

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
    <div className="form-group">
      <label className="label" htmlFor={id}>
        {t('accounts_choice_label')}
      </label>
      <select className="select" id={id} value={selected} onChange={(event) => onSelect(event.target.value)}>
        {accounts.map((account) => (
          <option key={account['account-identifier']} value={account['account-identifier']}>
            {accountChoiceName(account)}
          </option>
        ))}
      </select>
    </div>
  );
}
