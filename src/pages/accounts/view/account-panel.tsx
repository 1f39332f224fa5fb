import { accountActionsOf } from '../../../accounts/account-actions';
import { accountTypeNameKey } from '../../../accounts/account-type-name';
import { displayNumber } from '../../../accounts/display-number';
import type { AccountView } from '../../../gateway';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatPence, parsePence } from '../../../shared/money';
import { NO_VALUE, SummaryList } from '../../../ui/summary-list';
import { BalanceFigure } from '../balance-figure';

/**
 * The chosen account (portal.md §2 Accounts): its balance, last payment amount and date, type and number; Create
 * direct debit and the payment-reference block as rules/account-actions.json says for its kind (the block only while
 * the IsPaymentReferenceRequired flag is on).
 */
export function AccountPanel({ view, showsPaymentReference }: { view: AccountView; showsPaymentReference: boolean }) {
  const actions = accountActionsOf(view.AccountType);
  const name = t(accountTypeNameKey(view.AccountType));
  const lastPayment = view.lastTransactionBalance === undefined ? null : formatPence(parsePence(view.lastTransactionBalance) ?? 0);
  return (
    <section className="account-panel" aria-labelledby="account-panel-heading">
      <h2 className="heading-m" id="account-panel-heading">
        {name}
      </h2>
      <BalanceFigure pounds={view.LiveBalance} label={t('accounts_balance')} />
      <SummaryList
        rows={[
          { key: 'last-payment', label: t('accounts_last_payment'), value: lastPayment ?? t('accounts_no_payment') },
          { key: 'last-payment-date', label: t('accounts_last_payment_date'), value: view.lastTransactionDate ? ukLongDate(view.lastTransactionDate) : NO_VALUE },
          { key: 'type', label: t('accounts_type'), value: name },
          { key: 'number', label: t('accounts_number'), value: displayNumber(view.DisplayNumber) || NO_VALUE },
        ]}
      />
      {actions.directDebit && (
        <p className="body">
          <a className="button button--secondary" href={t('accounts_direct_debit_url')} target="_blank" rel="noopener noreferrer">
            {t('accounts_direct_debit')}
            <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
          </a>
        </p>
      )}
      {actions.paymentReference && showsPaymentReference && (
        <div className="inset-text">
          <h3 className="heading-s">{t('accounts_reference_heading')}</h3>
          <p className="body account-panel__reference">{view.Payref}</p>
          <p className="body">{t('accounts_reference_hint')}</p>
        </div>
      )}
    </section>
  );
}
