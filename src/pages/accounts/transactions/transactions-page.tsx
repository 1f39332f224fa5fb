import { useState } from 'react';
import {
  transactionDateProblems,
  defaultTransactionRange,
  type TransactionDateProblem,
} from '../../../accounts/transaction-dates';
import { AddressSelector } from '../../../customer/address-selector';
import type { PropertyOption } from '../../../customer/property-options';
import { useCustomer } from '../../../customer/use-customer';
import { useCustomerFailure } from '../../../customer/use-customer-failure';
import { usePropertyOptions } from '../../../customer/use-property-options';
import { UnauthorisedError, type Transaction, type TransactionQuery } from '../../../gateway';
import { isoDay } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useServices } from '../../../shared/services';
import { useSession } from '../../../shared/use-session';
import { ErrorBox } from '../../../ui/error-box';
import { ErrorSummary } from '../../../ui/error-summary';
import { ListResults } from '../../../ui/list/list-results';
import { Loading } from '../../../ui/loading';
import { CallUs } from '../../../ui/phone-number';
import { PhoneFold } from '../../../ui/list/dated/phone-fold';
import { SearchBox } from '../../../ui/list/search-box';
import { useListState } from '../../../ui/list/use-list-state';
import { useMediaQuery } from '../../../ui/use-media-query';
import { usePagedList } from '../../../ui/list/use-paged-list';
import { AccountChoice, accountChoiceName } from '../account-choice';
import { useChosenAccount } from '../use-chosen-account';
import { tenancyTypesOf } from '../view/account-page';
import { TransactionsActions } from './transactions-actions';
import { dateErrors, DateFields, resultsTexts, transactionsSummary } from './transactions-parts';
import { TransactionsFilters } from './transactions-filters';
import { transactionCard, transactionColumns } from './transactions-layout';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  EMPTY_DATE,
  PHONE_TRANSACTION_BATCH,
  readTransactionsState,
  TRANSACTION_PAGE_SIZES,
  TRANSACTIONS_PARAMS,
  typeParam,
} from './transactions-params';
import { useTransactionsCsv } from './use-transactions-csv';
import './transactions.css';

/** portal.md §9: "820 px (mobile for transactions …)": at or under it the list is cards, 100 at a time. */
const PHONE_QUERY = '(max-width: 820px)';

/**
 * /transactionDetails (portal.md §2 Transactions, §4, §5): the chosen account's transactions between two dates,
 * searched and filtered by type, as a table paged 10 / 20 / 100 or, on a phone, cards 100 at a time; printable, and
 * downloadable as CSV. Everything chosen is kept in the address.
 */
export function TransactionsPage() {
  const session = useSession();
  const customer = useCustomer(session?.customerId);
  const properties = usePropertyOptions(customer.data?.customer);
  useCustomerFailure(customer.error ?? properties.error);
  if (!session?.customerId || !customer.data || !properties.data) return <TitledLoading />;
  return (
    <Transactions
      customerId={session.customerId}
      properties={properties.data}
      tenancyTypes={tenancyTypesOf(customer.data.customer)}
    />
  );
}

function TitledLoading() {
  useDocumentTitle(t('transactions_title'));
  return <Loading />;
}

interface TransactionsProps {
  customerId: string;
  properties: PropertyOption[];
  tenancyTypes: Map<string, string>;
}

function Transactions({ customerId, properties, tenancyTypes }: TransactionsProps) {
  const { gateway } = useServices();
  const account = useChosenAccount(customerId, properties, tenancyTypes);
  const { state, hrefWith, change } = useListState(TRANSACTIONS_PARAMS, readTransactionsState);
  const view = useMediaQuery(PHONE_QUERY) ? 'phone' : 'desktop';
  const [attempt, setAttempt] = useState(0);

  const today = isoDay(new Date());
  const defaults = defaultTransactionRange(today);
  const range = {
    from: state.from === EMPTY_DATE ? '' : state.from || defaults.from,
    to: state.to === EMPTY_DATE ? '' : state.to || defaults.to,
  };
  const problems: TransactionDateProblem[] = transactionDateProblems({ ...range, today });
  const accountId = account.residential ? account.chosen?.['account-identifier'] : undefined;
  // While a date is wrong nothing is asked for, and no list is shown (portal.md §4 "An invalid date range … hides
  // results").
  const query: TransactionQuery | null =
    accountId && problems.length === 0
      ? {
          dateFrom: range.from,
          dateTo: range.to,
          ...(state.search ? { searchText: state.search } : {}),
          ...(state.type !== 'All' ? { transactionType: state.type } : {}),
        }
      : null;
  const list = usePagedList<Transaction>({
    key: query && accountId ? ['transactions', accountId, JSON.stringify(query)] : null,
    fetchSlice: async (skip, limit) => {
      const page = await gateway.getTransactions(accountId ?? '', { ...query, skip, limit });
      return { items: page.transactions, total: page.totalCount };
    },
    view,
    page: state.page,
    pageSize: view === 'desktop' ? state.pageSize : PHONE_TRANSACTION_BATCH,
  });
  const csv = useTransactionsCsv(
    accountId ?? '',
    query,
    t('transactions_csv_file', { from: range.from, to: range.to }),
  );
  const failed =
    account.error !== undefined || (list.error !== undefined && !(list.error instanceof UnauthorisedError));
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

  return (
    <>
      {!failed && <ErrorSummary problems={dateErrors(problems)} attempt={attempt} />}
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
          <PhoneFold startOpen={problems.length > 0 || state.search !== '' || state.from !== '' || state.to !== ''}>
            <DateFields
              applied={{
                from: state.from === EMPTY_DATE ? EMPTY_DATE : range.from,
                to: state.to === EMPTY_DATE ? EMPTY_DATE : range.to,
              }}
              problems={problems}
              onApply={applyDates}
            />
            <SearchBox
              label={t('transactions_search_label')}
              hint={t('transactions_search_hint')}
              applied={state.search}
              onSearch={(text) => change({ search: text, size: null })}
            />
          </PhoneFold>
          <TransactionsFilters
            type={state.type}
            onApply={(type) => change({ type: typeParam(type) })}
            actions={
              <TransactionsActions
                onClearFilters={() => change({ type: null, search: null })}
                onPrint={() => window.print()}
                onDownload={() => void csv.download()}
                downloading={csv.state}
                disabled={query === null || list.total === 0}
              />
            }
          >
            {problems.length === 0 && (
              <ListResults<Transaction>
                list={list}
                view={view}
                page={state.page}
                pageSize={state.pageSize}
                pageSizes={TRANSACTION_PAGE_SIZES}
                summary={transactionsSummary({
                  view,
                  offset: list.offset,
                  shown: list.items.length,
                  total: list.total,
                })}
                texts={resultsTexts()}
                itemKey={(transaction) => transaction['transaction-identifier']}
                columns={transactionColumns()}
                card={transactionCard()}
                cardsClassName="transaction-cards"
                hrefOfPage={(page) => hrefWith({ page })}
                onPageSize={(size) => change({ size: size === DEFAULT_TRANSACTION_PAGE_SIZE ? null : size })}
                onBeyondLastPage={(last) => change({ page: last }, { replace: true })}
              />
            )}
          </TransactionsFilters>
        </>
      )}
    </>
  );
}
