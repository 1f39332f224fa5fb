import { Link } from 'react-router';
import { accountActionsOf } from '../../../accounts/account-actions';
import { balanceAfterPending } from '../../../accounts/payments/balance-after-pending';
import { accountTypeNameKey } from '../../../accounts/account-type-name';
import { displayNumber } from '../../../accounts/display-number';
import type { AccountView } from '../../../gateway';
import { parseDateTime, ukClockTime, ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatBalance, formatPence, parsePence } from '../../../shared/money';
import { paymentDetailsPath } from '../../../shared/paths';
import { NO_VALUE, SummaryList } from '../../../ui/summary-list';
import { BalanceFigure } from '../shared/balance-figure';

/**
 * The chosen account (portal.md §2 Accounts): its balance, last payment amount and date, type and number; Create
 * direct debit and the payment-reference block as rules/account-actions.json says for its kind (the block only while
 * the IsPaymentReferenceRequired flag is on); Make payment on every account but a deposit, and the card payments made
 * here that the finance system has not posted yet (decision 0037).
 */
export function AccountPanel({
  accountId,
  view,
  showsPaymentReference,
}: {
  accountId: string;
  view: AccountView;
  showsPaymentReference: boolean;
}) {
  const actions = accountActionsOf(view.AccountType);
  const name = t(accountTypeNameKey(view.AccountType));
  const pending = view.pendingPayments ?? [];
  const lastPayment =
    view.lastTransactionBalance === undefined ? null : formatPence(parsePence(view.lastTransactionBalance) ?? 0);
  return (
    <section className="account-panel" aria-labelledby="account-panel-heading">
      <h2 className="heading-m" id="account-panel-heading">
        {name}
      </h2>
      <BalanceFigure pounds={view.LiveBalance} label={t('accounts_balance')} />
      {pending.length > 0 && (
        <p className="body">
          {t('accounts_balance_after_pending')}{' '}
          <strong>{formatBalance(balanceAfterPending(view.LiveBalance, pending)).text}</strong>
        </p>
      )}
      <SummaryList
        rows={[
          { key: 'last-payment', label: t('accounts_last_payment'), value: lastPayment ?? t('accounts_no_payment') },
          {
            key: 'last-payment-date',
            label: t('accounts_last_payment_date'),
            value: view.lastTransactionDate ? ukLongDate(view.lastTransactionDate) : NO_VALUE,
          },
          { key: 'type', label: t('accounts_type'), value: name },
          { key: 'number', label: t('accounts_number'), value: displayNumber(view.DisplayNumber) || NO_VALUE },
        ]}
      />
      <PendingPayments payments={pending} />
      {actions.payment && (
        <p className="body">
          <Link className="button" to={paymentDetailsPath(accountId)}>
            {t('payments_make_payment')}
          </Link>
        </p>
      )}
      {actions.directDebit && (
        <p className="body">
          <a
            className="button button--secondary"
            href={t('accounts_direct_debit_url')}
            target="_blank"
            rel="noopener noreferrer"
          >
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

/** "£50.00 paid on 10 March 2026 at 14:02": a payment taken but not yet on the balance. */
function PendingPayments({ payments }: { payments: NonNullable<AccountView['pendingPayments']> }) {
  if (payments.length === 0) return null;
  return (
    <div className="inset-text">
      <h3 className="heading-s">{t('accounts_pending_heading')}</h3>
      <p className="body">{t('accounts_pending_hint')}</p>
      <ul className="list">
        {payments.map((payment) => {
          const at = parseDateTime(payment.paidAt);
          return (
            <li key={payment.attemptId}>
              {t('accounts_pending_item', {
                amount: formatPence(parsePence(payment.amount) ?? 0),
                date: ukLongDate(payment.paidAt) ?? NO_VALUE,
                time: at ? ukClockTime(at) : NO_VALUE,
                reference: payment.transactionReference,
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
