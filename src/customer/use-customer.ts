import useSWR, { type SWRResponse } from 'swr';
import type { VersionedCustomer } from '../gateway';
import { useServices } from '../shared/services';

/** SWR key of a customer record, shared by the header, the home page and the retry on the error page. */
export const customerKey = (customerId: string) => ['customer', customerId] as const;

/** The customer record for `customerId`, or nothing while there is no id. */
export function useCustomer(customerId: string | null | undefined): SWRResponse<VersionedCustomer, unknown> {
  const { gateway } = useServices();
  return useSWR(customerId ? customerKey(customerId) : null, ([, id]: readonly [string, string]) => gateway.getCustomer(id));
}
