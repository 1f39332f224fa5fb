import { useId } from 'react';
import { accountTypeNameKey } from '../../accounts/account-type-name';
import type { Account } from '../../gateway';
import { t } from '../../shared/i18n';

/** One choice of a select: what it sends, and what it says. */
export interface SelectOption {
  value: string;
  text: string;
}

/**
 * A GOV.UK select with its label above it, the chosen value kept by the caller: the accounts pages' choices (the
 * account, a statement's month). Here, with the account selector, so that it travels in the money pages' chunk.
 */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChoose(value: string): void;
}) {
  return (
    <div className="form-group">
      <label className="label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        className="select"
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChoose(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

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
