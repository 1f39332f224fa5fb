import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { homeAccountOf } from '../../../accounts/home-account';
import type { PropertyOption } from '../../../customer/property-options';
import { useSelectedProperty } from '../../../customer-ui/use-selected-property';
import type { Account } from '../../../gateway';
import { useRule } from '../../../shared/use-rule';
import { useServices } from '../../../shared/services';
import { accountsKey } from './use-home-balance';

/** The address parameter naming the account chosen, so a reload or Back keeps it. */
export const ACCOUNT_PARAM = 'account';

export interface ChosenAccount {
  selected: PropertyOption | undefined;
  /** Another property: its own first account. */
  selectProperty(premisesId: string): void;
  /** The chosen property's accounts; undefined while they load. */
  accounts: Account[] | undefined;
  chosen: Account | undefined;
  chooseAccount(accountId: string): void;
  /**
   * false when the chosen tenancy is not treated as residential (rules/menu-balance.json); undefined while not known.
   */
  residential: boolean | undefined;
  error: unknown;
}

/**
 * The account the accounts pages show (decision 0034): of the property chosen in the address selector (the home page's
 * choice too), the one the address names, else the one the home card shows. The customer's accounts are the home
 * card's answer, shared under one key.
 */
export function useChosenAccount(
  customerId: string,
  properties: readonly PropertyOption[],
  tenancyTypes: ReadonlyMap<string, string>,
): ChosenAccount {
  const { gateway } = useServices();
  const [selected, select] = useSelectedProperty(properties);
  const [params, setParams] = useSearchParams();
  const all = useSWR<Account[], unknown>(accountsKey(customerId), ([, id]: readonly [string, string]) =>
    gateway.getAccounts(id),
  );
  const tenancyType = selected ? tenancyTypes.get(selected.tenancyId) : undefined;
  const residential = useRule('menu-balance', tenancyType ? { activeTenancyTypes: [tenancyType] } : null);
  const accounts =
    all.data && selected
      ? all.data.filter((account) => account['tenancy-identifier'] === selected.tenancyId)
      : undefined;
  const asked = params.get(ACCOUNT_PARAM);
  const chosen = accounts
    ? (accounts.find((account) => account['account-identifier'] === asked) ??
      homeAccountOf(accounts, selected?.tenancyId ?? ''))
    : undefined;
  return {
    selected,
    selectProperty: (premisesId) => {
      select(premisesId);
      setParams({}, { replace: true });
    },
    accounts,
    chosen,
    // Only the account changes: the page's other choices start again, as for a new list.
    chooseAccount: (accountId) => setParams({ [ACCOUNT_PARAM]: accountId }, { replace: true }),
    residential,
    error: all.error,
  };
}
