import useSWR from 'swr';
import type { AccountView } from '../../../gateway';
import { useServices } from '../../../shared/services';

/**
 * GET /accounts/{id}: the chosen account's live balance, last payment and numbers; nothing is asked while none is
 * chosen.
 */
export function useAccountView(accountId: string | undefined) {
  const { gateway } = useServices();
  return useSWR<AccountView, unknown>(
    accountId ? (['account-view', accountId] as const) : null,
    ([, id]: readonly [string, string]) => gateway.getAccountView(id),
  );
}
