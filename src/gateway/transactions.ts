import type { TransactionList } from '../../schemas/generated/gateway.transaction-list';
import type { GatewayRequest } from './request';
import type { TransactionType } from './transaction-types';
import { encodePath } from './url';

export type { Transaction, TransactionList } from '../../schemas/generated/gateway.transaction-list';
export type { TransactionType } from './transaction-types';

/** The transactions list's query (portal.md §7); absent values are not sent. */
export interface TransactionQuery {
  /** YYYY-MM-DD, inclusive (London days). The page's default range is one year back to today. */
  dateFrom?: string;
  dateTo?: string;
  /** Contained in the description, case aside. */
  searchText?: string;
  /** All when absent. */
  transactionType?: TransactionType;
  /** 1 to 100; the gateway's default is 10 (options 10, 20, 100; the phone list 100). */
  limit?: number;
  skip?: number;
  /**
   * The spec's other way of paging (pageSize 3 on the home card): pageNumber from 1. Limit and Skip win when both are
   * sent.
   */
  pageNumber?: number;
  pageSize?: number;
}

export interface TransactionCalls {
  /** GET /accounts/{id}/transactions: one page of the account's transactions, newest first, and how many match. */
  getTransactions(accountId: string, query?: TransactionQuery, signal?: AbortSignal): Promise<TransactionList>;
}

export function createTransactionCalls(request: GatewayRequest): TransactionCalls {
  return {
    async getTransactions(accountId, query = {}, signal) {
      const response = await request<Partial<TransactionList> | null>({
        method: 'GET',
        path: encodePath`/accounts/${accountId}/transactions`,
        query: {
          DateFrom: query.dateFrom,
          DateTo: query.dateTo,
          searchText: query.searchText,
          TransactionType: query.transactionType,
          Limit: query.limit,
          Skip: query.skip,
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
        },
        signal,
      });
      return { transactions: response.data?.transactions ?? [], totalCount: response.data?.totalCount ?? 0 };
    },
  };
}
