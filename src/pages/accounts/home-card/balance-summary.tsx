import { Link } from 'react-router';
import { accountTypeNameKey } from '../../../accounts/account-type-name';
import { liveBalanceOf } from '../../../accounts/home-account';
import type { Transaction } from '../../../gateway';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatPence, parsePence } from '../../../shared/money';
import { BalanceFigure } from '../shared/balance-figure';
import { VIEW_ACCOUNT_PATH } from '../../../shared/paths';
import { CardFailure, CardPending } from '../../../ui/card-states';
import { useHomeBalance } from '../shared/use-home-balance';
import './balance-card.css';

/** A transaction's amount as money in (a credit, to the account) or out (a charge), in words as well as sign. */
function movement(transaction: Transaction): string {
  const amount = formatPence(parsePence(transaction.amount.gross.value) ?? 0);
  return transaction['payment-code'] === 'CR'
    ? t('accounts_home_paid_in', { amount })
    : t('accounts_home_charged', { amount });
}

/**
 * The balance card's content: the account's live balance (portal.md §4 "Balance": in arrears in brackets and the error
 * colour, in credit, or 0.00 with no label — always in words too), its three latest transactions and View accounts;
 * account_Down_SSC001 with the phone number when it cannot load.
 */
export function BalanceSummary({ customerId, tenancyId }: { customerId: string; tenancyId: string }) {
  const { data, error } = useHomeBalance(customerId, tenancyId);
  if (error !== undefined) {
    return <CardFailure text={t('account_Down_SSC001')} />;
  }
  if (!data) return <CardPending text={t('accounts_home_loading')} />;
  const { account, latest } = data;
  if (!account) return <p className="body">{t('accounts_home_no_account')}</p>;
  const pounds = liveBalanceOf(account);
  return (
    <>
      <p className="body">{t(accountTypeNameKey(account['account-type']))}</p>
      {pounds !== null && <BalanceFigure pounds={pounds} />}
      {latest.length > 0 ? (
        <>
          <h3 className="heading-s">{t('accounts_home_latest')}</h3>
          <ul className="balance-card__transactions">
            {latest.map((transaction) => (
              <li key={transaction['transaction-identifier']} className="balance-card__transaction">
                <span>{ukLongDate(transaction.dates['transaction-date'])}</span>
                <span>{transaction['transaction-description']}</span>
                <span className="balance-card__movement">{movement(transaction)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="body">{t('accounts_home_no_transactions')}</p>
      )}
      <Link className="link" to={VIEW_ACCOUNT_PATH}>
        {t('accounts_home_view_accounts')}
      </Link>
    </>
  );
}
