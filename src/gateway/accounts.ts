import type { AccountView } from '../../schemas/generated/gateway.account-view';
import type { Accounts } from '../../schemas/generated/gateway.accounts';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { Account, Accounts } from '../../schemas/generated/gateway.accounts';
export type { AccountView } from '../../schemas/generated/gateway.account-view';

export interface AccountCalls {
  /** GET /customers/{id}/accounts: every account of the customer, active and ended tenancies alike. */
  getAccounts(customerId: string, signal?: AbortSignal): Promise<Accounts>;
  /**
   * GET /accounts/{id}: the account's live balance, last payment and numbers (portal.md §3 "Account (account view)").
   */
  getAccountView(accountId: string, signal?: AbortSignal): Promise<AccountView>;
}

export function createAccountCalls(request: GatewayRequest): AccountCalls {
  return {
    async getAccounts(customerId, signal) {
      const response = await request<Accounts | null>({
        method: 'GET',
        path: encodePath`/customers/${customerId}/accounts`,
        signal,
      });
      // A customer without accounts may be answered with no body at all.
      return response.data ?? [];
    },
    async getAccountView(accountId, signal) {
      const response = await request<AccountView>({
        method: 'GET',
        path: encodePath`/accounts/${accountId}`,
        signal,
      });
      return response.data;
    },
  };
}
