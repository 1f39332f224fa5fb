import useSWR, { preload, unstable_serialize, type Cache, type SWRResponse } from 'swr';
import type { GatewayClient, VersionedCustomer } from '../gateway';
import { useServices } from '../shared/services';

/** SWR key of a customer record, shared by the header, the home page and the retry on the error page. */
export const customerKey = (customerId: string) => ['customer', customerId] as const;

const readCustomer = (gateway: Pick<GatewayClient, 'getCustomer'>) => ([, id]: readonly [string, string]) => gateway.getCustomer(id);

/** The customer record for `customerId`, or nothing while there is no id. */
export function useCustomer(customerId: string | null | undefined): SWRResponse<VersionedCustomer, unknown> {
  const { gateway } = useServices();
  return useSWR(customerId ? customerKey(customerId) : null, readCustomer(gateway));
}

/**
 * Asks for the customer record now, before any page asks (useCustomer then takes the answer: SWR's preload), so the
 * call is not held behind the page's code downloads on a phone's few connections (issue 13). Not when `cache` has the
 * record already: a page then shows it and asks again itself, and an answer asked ahead that no page takes would be
 * handed, stale, to the next page that asks.
 */
export function askCustomerAhead(gateway: Pick<GatewayClient, 'getCustomer'>, customerId: string, cache: Pick<Cache, 'get'>): void {
  const key = customerKey(customerId);
  if (cache.get(unstable_serialize(key)) === undefined) void preload(key, readCustomer(gateway)).catch(() => undefined);
}
