import type { Accounts } from '../../schemas/generated/gateway.accounts';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { Account, Accounts } from '../../schemas/generated/gateway.accounts';

export interface AccountCalls {
  /** GET /customers/{id}/accounts: every account of the customer, active and ended tenancies alike. */
  getAccounts(customerId: string, signal?: AbortSignal): Promise<Accounts>;
}

export function createAccountCalls(request: GatewayRequest): AccountCalls {
  return {
    async getAccounts(customerId, signal) {
      const response = await request<Accounts | null>({
        method: 'GET',
        path: encodePath`/customers/${customerId}/accounts`,
        ...(signal ? { signal } : {}),
      });
      // A customer without accounts may be answered with no body at all.
      return response.data ?? [];
    },
  };
}
