import useSWR from 'swr';
import type { Account, AccountView } from '../../../gateway';
import { useServices } from '../../../shared/services';
import { accountsKey } from '../home-card/use-home-balance';

/** The customer's accounts (the home card's answer, shared under one key) and the chosen account's view. */
export function useAccounts(customerId: string) {
  const { gateway } = useServices();
  return useSWR<Account[], unknown>(accountsKey(customerId), ([, id]: readonly [string, string]) => gateway.getAccounts(id));
}

/** GET /accounts/{id}: the chosen account's live balance, last payment and numbers; nothing is asked while none is chosen. */
export function useAccountView(accountId: string | undefined) {
  const { gateway } = useServices();
  return useSWR<AccountView, unknown>(accountId ? ['account-view', accountId] as const : null, ([, id]: readonly [string, string]) => gateway.getAccountView(id));
}
