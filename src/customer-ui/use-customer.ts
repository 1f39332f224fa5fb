import useSWR, { type Cache, type SWRResponse } from 'swr';
import type { GatewayClient, VersionedCustomer } from '../gateway';
import { preloadUnlessCached } from '../shared/preload-unless-cached';
import { useServices } from '../shared/services';

/** SWR key of a customer record, shared by the header, the home page and the retry on the error page. */
export const customerKey = (customerId: string) => ['customer', customerId] as const;

const readCustomer =
  (gateway: Pick<GatewayClient, 'getCustomer'>) =>
  ([, id]: readonly [string, string]) =>
    gateway.getCustomer(id);

/** The customer record for `customerId`, or nothing while there is no id. */
export function useCustomer(customerId: string | null | undefined): SWRResponse<VersionedCustomer, unknown> {
  const { gateway } = useServices();
  return useSWR(customerId ? customerKey(customerId) : null, readCustomer(gateway));
}

/**
 * Asks for the customer record now, before any page asks (useCustomer then takes the answer), so the call is not held
 * behind the page's code downloads on a phone's few connections (issue 13); not when `cache` has it already.
 */
export function askCustomerAhead(
  gateway: Pick<GatewayClient, 'getCustomer'>,
  customerId: string,
  cache: Pick<Cache, 'get'>,
): void {
  preloadUnlessCached(cache, customerKey(customerId), readCustomer(gateway));
}
