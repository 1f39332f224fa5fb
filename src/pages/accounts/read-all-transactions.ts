import type { GatewayClient, Transaction, TransactionQuery } from '../../gateway';

/** The gateway's largest page: a whole list is read a page at a time (it pages by key). */
const PAGE = 100;

/** Every transaction of the account that the query matches, newest first, read page by page. */
export async function readAllTransactions(
  gateway: Pick<GatewayClient, 'getTransactions'>,
  accountId: string,
  query: TransactionQuery,
): Promise<Transaction[]> {
  const found: Transaction[] = [];
  for (;;) {
    const page = await gateway.getTransactions(accountId, { ...query, skip: found.length, limit: PAGE });
    found.push(...page.transactions);
    if (page.transactions.length === 0 || found.length >= page.totalCount) return found;
  }
}
