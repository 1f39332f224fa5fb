import type { Transaction } from '../../../gateway';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { formatBalance, formatPence, parsePence } from '../../../shared/money';
import type { CardSpec } from '../../../ui/list/card-list';
import type { TableColumn } from '../../../ui/list/data-table';
import type { ListLayout } from '../../../ui/list/results-body';
import { NO_VALUE } from '../../../ui/no-value';

const isCredit = (transaction: Transaction) => transaction['payment-code'] === 'CR';
const amount = (transaction: Transaction) => formatPence(parsePence(transaction.amount.gross.value) ?? 0);

export const transactionDate = (transaction: Transaction) =>
  ukLongDate(transaction.dates['transaction-date']) ?? NO_VALUE;
export const credit = (transaction: Transaction) => (isCredit(transaction) ? amount(transaction) : '');
export const debit = (transaction: Transaction) => (isCredit(transaction) ? '' : amount(transaction));
/** The running balance as the accounts page words a balance: arrears in brackets, and in words. */
export const runningBalance = (transaction: Transaction) =>
  formatBalance(parsePence(transaction['running-balance'].value) ?? 0).text;

/** The table (portal.md §2: date, description, credit, debit and balance), the amounts right-aligned. */
export function transactionColumns(): TableColumn<Transaction>[] {
  return [
    { key: 'date', header: t('transactions_col_date'), cell: transactionDate, nowrap: true },
    {
      key: 'description',
      header: t('transactions_col_description'),
      cell: (transaction) => transaction['transaction-description'],
    },
    {
      key: 'credit',
      header: t('transactions_col_credit'),
      cell: (transaction) => credit(transaction) || <span className="visually-hidden">{t('transactions_none')}</span>,
      numeric: true,
    },
    {
      key: 'debit',
      header: t('transactions_col_debit'),
      cell: (transaction) => debit(transaction) || <span className="visually-hidden">{t('transactions_none')}</span>,
      numeric: true,
    },
    { key: 'balance', header: t('transactions_col_balance'), cell: runningBalance, numeric: true, nowrap: true },
  ];
}

/** The phone's cards: the description as the heading, then the date, the money in or out, and the balance after it. */
export function transactionCard(): CardSpec<Transaction> {
  return {
    title: (transaction) => transaction['transaction-description'],
    fields: [
      { key: 'date', label: t('transactions_col_date'), value: transactionDate },
      {
        key: 'amount',
        label: t('transactions_amount'),
        value: (transaction) =>
          isCredit(transaction)
            ? t('accounts_home_paid_in', { amount: amount(transaction) })
            : t('accounts_home_charged', { amount: amount(transaction) }),
      },
      { key: 'balance', label: t('transactions_col_balance'), value: runningBalance },
    ],
    accent: (transaction) => (isCredit(transaction) ? 'green' : 'grey'),
    className: () => 'transaction-card',
  };
}

/** The list's rows and cards as the kit's results take them. */
export function transactionLayout(): ListLayout<Transaction> {
  return {
    itemKey: (transaction) => transaction['transaction-identifier'],
    columns: transactionColumns(),
    card: transactionCard(),
    cardsClassName: 'transaction-cards',
  };
}
