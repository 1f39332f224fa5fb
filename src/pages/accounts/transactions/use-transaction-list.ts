import type { Transaction, TransactionQuery } from '../../../gateway';
import { usePagedList, type CountedPaging } from '../../../ui/list/use-paged-list';

/** The data keys of the transactions' reads, so a change can reload what it changed (useSWRConfig().mutate). */
export const transactionKeys = {
  list: (accountId: string, query: TransactionQuery) => ['transactions', accountId, JSON.stringify(query)],
};

/**
 * The chosen account's transactions to show: a page of the table, or the phone's cards 100 at a time. Nothing is
 * asked for without an account or while a date is wrong (a null query).
 */
export function useTransactionList(
  accountId: string | undefined,
  query: TransactionQuery | null,
  paging: CountedPaging,
) {
  const key = accountId !== undefined && query !== null ? transactionKeys.list(accountId, query) : null;
  return usePagedList<Transaction>(paging, key, async (skip, limit, gateway) => {
    const page = await gateway.getTransactions(accountId ?? '', { ...query, skip, limit });
    return { items: page.transactions, total: page.totalCount };
  });
}
