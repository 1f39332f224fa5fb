import useSWR from 'swr';
import { homeAccountOf } from '../../../accounts/home-account';
import type { Account, Transaction } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** The home card's account of a tenancy and its three latest transactions (portal.md §7: pageSize 3 on home). */
export interface HomeBalance {
  readonly account: Account | undefined;
  readonly latest: readonly Transaction[];
}

/** SWR key of a customer's accounts, shared with the accounts pages. */
export const accountsKey = (customerId: string) => ['accounts', customerId] as const;

export function useHomeBalance(customerId: string, tenancyId: string) {
  const { gateway } = useServices();
  const accounts = useSWR(accountsKey(customerId), ([, id]: readonly [string, string]) => gateway.getAccounts(id));
  const account = accounts.data ? homeAccountOf(accounts.data, tenancyId) : undefined;
  const accountId = account?.['account-identifier'];
  const latest = useSWR(
    accountId ? (['home-transactions', accountId] as const) : null,
    ([, id]: readonly [string, string]) => gateway.getTransactions(id, { limit: 3 }),
  );
  const data: HomeBalance | undefined =
    accounts.data && (!accountId || latest.data) ? { account, latest: latest.data?.transactions ?? [] } : undefined;
  return { data, error: accounts.error ?? latest.error };
}
