import { useMemo, useState } from 'react';
import { CustomerGate } from '../../../customer-ui/customer-gate';
import {
  transactionDateProblems,
  defaultTransactionRange,
  type TransactionDateProblem,
} from '../../../accounts/transaction-dates';
import { AddressSelector } from '../../../customer-ui/address-selector';
import type { PropertyOption } from '../../../customer/property-options';
import { isShownFailure } from '../../../gateway';
import { isoDay } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { ErrorBox } from '../../../ui/error-box';
import { ErrorSummary } from '../../../ui/error-summary';
import { Loading } from '../../../ui/loading';
import { CallUs } from '../../../ui/phone-number';
import { ChoiceFilter } from '../../../ui/list/choice-filter';
import { dateSummaryProblems } from '../../../ui/list/dated/date-problems';
import { DatedSearch } from '../../../ui/list/dated/dated-search';
import { countedPaging } from '../../../ui/list/counted-list';
import { DefinedResults } from '../../../ui/list/defined-results';
import { useList } from '../../../ui/list/use-list';
import { AccountChoice, accountChoiceName } from '../shared/account-choice';
import { useChosenAccount } from '../shared/use-chosen-account';
import { tenancyTypesOf } from '../view/account-page';
import { TransactionsActions } from './transactions-actions';
import { transactionLayout } from './transactions-layout';
import {
  DATE_IDS,
  dateProblemText,
  EMPTY_DATE,
  transactionQuery,
  TRANSACTION_DATES,
  TRANSACTIONS_LIST,
  TYPE_FILTER,
} from './transactions-list';
import { useTransactionList } from './use-transaction-list';
import { useTransactionsCsv } from './use-transactions-csv';
import './transactions.css';

/**
 * /transactionDetails (portal.md §2 Transactions, §4, §5): the chosen account's transactions between two dates,
 * searched and filtered by type, as a table paged 10 / 20 / 100 or, on a phone, cards 100 at a time; printable, and
 * downloadable as CSV. Everything chosen is kept in the address.
 */
export function TransactionsPage() {
  return (
    <CustomerGate title={t('transactions_title')}>
      {({ customerId, customer, properties }) => (
        <Transactions customerId={customerId} properties={properties} tenancyTypes={tenancyTypesOf(customer)} />
      )}
    </CustomerGate>
  );
}

interface TransactionsProps {
  customerId: string;
  properties: PropertyOption[];
  tenancyTypes: Map<string, string>;
}

function Transactions({ customerId, properties, tenancyTypes }: TransactionsProps) {
  const account = useChosenAccount(customerId, properties, tenancyTypes);
  const handle = useList(TRANSACTIONS_LIST);
  const { state, change, view } = handle;
  const [attempt, setAttempt] = useState(0);

  const today = isoDay(new Date());
  const defaults = defaultTransactionRange(today);
  const range = {
    from: state.from === EMPTY_DATE ? '' : state.from || defaults.from,
    to: state.to === EMPTY_DATE ? '' : state.to || defaults.to,
  };
  // The form shows an emptied date empty, not its default.
  const applied = {
    from: state.from === EMPTY_DATE ? EMPTY_DATE : range.from,
    to: state.to === EMPTY_DATE ? EMPTY_DATE : range.to,
  };
  const problems: TransactionDateProblem[] = transactionDateProblems({ ...range, today });
  const accountId = account.residential ? account.chosen?.['account-identifier'] : undefined;
  // While a date is wrong nothing is asked for, and no list is shown (portal.md §4 "An invalid date range … hides
  // results").
  const query = accountId && problems.length === 0 ? transactionQuery(state, range) : null;
  const list = useTransactionList(accountId, query, countedPaging(handle));
  const layout = useMemo(transactionLayout, []);
  const csv = useTransactionsCsv(
    accountId ?? '',
    query,
    t('transactions_csv_file', { from: range.from, to: range.to }),
  );
  const failed = account.error !== undefined || isShownFailure(list.error);
  // The page's title says when it shows an error (GOV.UK: "Error: " before it), and which page of the table it is.
  const pageWords =
    view === 'desktop' && state.page > 1 ? ` ${t('transactions_title_page', { page: state.page })}` : '';
  useDocumentTitle(
    `${problems.length > 0 && !failed ? `${t('error_prefix')} ` : ''}${t('transactions_title')}${pageWords}`,
  );

  const applyDates = (dates: { from: string; to: string }) => {
    setAttempt((count) => count + 1);
    const param = (value: string, fallback: string) => (value === '' ? EMPTY_DATE : value === fallback ? null : value);
    change({ from: param(dates.from, defaults.from), to: param(dates.to, defaults.to) });
  };

  // Beside the Filter button.
  const actions = (
    <TransactionsActions
      onClearFilters={() => change({ type: null, search: null })}
      onPrint={() => window.print()}
      onDownload={() => void csv.download()}
      downloading={csv.state}
      disabled={query === null || list.total === 0}
    />
  );
  return (
    <>
      {!failed && (
        <ErrorSummary problems={dateSummaryProblems(problems, DATE_IDS, dateProblemText)} attempt={attempt} />
      )}
      <h1 className="heading-l">{t('transactions_title')}</h1>
      <AddressSelector options={properties} selected={account.selected} onSelect={account.selectProperty} />
      {failed ? (
        <ErrorBox messages={[t('Tx_Service_Down_SSC001')]} />
      ) : account.residential === false || (account.accounts && account.accounts.length === 0) ? (
        // No account whose transactions can be shown (portal.md §8 CR047: "Balance transactions missing").
        <>
          <p className="body">{t('CR047')}</p>
          <CallUs />
        </>
      ) : !account.accounts || !account.chosen ? (
        <Loading />
      ) : (
        <>
          {account.accounts.length > 1 ? (
            <AccountChoice
              accounts={account.accounts}
              selected={account.chosen['account-identifier']}
              onSelect={account.chooseAccount}
            />
          ) : (
            <p className="body">{accountChoiceName(account.chosen)}</p>
          )}
          {/* On a phone the dates and search fold away, so the first transaction is above the fold (issue 26). */}
          <DatedSearch
            spec={TRANSACTION_DATES}
            list={handle}
            dates={{ applied, problems, textOf: dateProblemText }}
            onApply={applyDates}
          />
          <ChoiceFilter filter={TYPE_FILTER} list={handle} className="transactions-filter" actions={actions}>
            {problems.length === 0 && <DefinedResults handle={handle} narrowed={false} list={list} {...layout} />}
          </ChoiceFilter>
        </>
      )}
    </>
  );
}
