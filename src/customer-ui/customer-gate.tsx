import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { Customer } from '../../schemas/generated/gateway.customer';
import type { VersionedCustomer } from '../gateway';
import type { PropertyOption } from '../customer/property-options';
import { useSession } from '../shared/use-session';
import { TitledLoading } from '../ui/titled-loading';
import { useCustomer } from './use-customer';
import { useCustomerFailure } from './use-customer-failure';
import { usePropertyOptions } from './use-property-options';

/** What a page behind the customer stands on, once all of it has loaded. */
export interface CustomerReady {
  customerId: string;
  customer: Customer;
  properties: PropertyOption[];
}

export interface CustomerGateState {
  customer: SWRResponse<VersionedCustomer, unknown>;
  properties: SWRResponse<PropertyOption[], unknown>;
  /** Set once the customer and their property options have loaded. */
  ready: CustomerReady | undefined;
}

/**
 * The customer record and their property options for `customerId`, going to the customer error page when either
 * cannot be read (portal.md §8). Every page that shows the resident's things starts here.
 */
export function useCustomerGate(customerId: string | null | undefined): CustomerGateState {
  const customer = useCustomer(customerId);
  const properties = usePropertyOptions(customer.data?.customer);
  useCustomerFailure(customer.error ?? properties.error);
  const ready =
    customerId && customer.data && properties.data
      ? { customerId, customer: customer.data.customer, properties: properties.data }
      : undefined;
  return { customer, properties, ready };
}

/** The gate for the signed-in resident (the session's customer). */
export const useSignedInCustomerGate = (): CustomerGateState => useCustomerGate(useSession()?.customerId);

/**
 * A page behind the customer: its title and the loading sentence while the session, the customer or their property
 * options are on their way, then `children` with all three.
 */
export function CustomerGate({ title, children }: { title: string; children(ready: CustomerReady): ReactNode }) {
  const { ready } = useSignedInCustomerGate();
  return ready ? children(ready) : <TitledLoading title={title} />;
}
