import useSWR, { type SWRResponse } from 'swr';
import type { Customer } from '../../schemas/generated/gateway.customer';
import { activeTenancies } from '../gateway';
import { useServices } from '../shared/services';
import { rememberPremises } from '../customer/known-premises';
import { propertyAddress, propertyOptions, type PropertyOption } from '../customer/property-options';

/**
 * The resident's properties for an address selector: tenancy groups (residential first) and each property's
 * address from its asset hierarchy, asked for in parallel once the customer has loaded.
 */
export function usePropertyOptions(customer: Customer | undefined): SWRResponse<PropertyOption[], unknown> {
  const { gateway } = useServices();
  return useSWR(customer ? ['property-options', customer.id] : null, async () => {
    if (!customer) return [];
    const tenancies = activeTenancies(customer);
    const premisesIds = [...new Set(tenancies.flatMap((tenancy) => tenancy.premisesIds.slice(0, 1)))];
    const [groups, hierarchies] = await Promise.all([
      gateway.getTenancyGroups(customer.id),
      Promise.all(premisesIds.map((premisesId) => gateway.getAssetHierarchy(premisesId))),
    ]);
    rememberPremises(customer.id, premisesIds);
    const addresses = new Map(
      premisesIds.map((premisesId, index) => [premisesId, propertyAddress(premisesId, hierarchies[index] ?? [])]),
    );
    return propertyOptions(tenancies, groups, addresses);
  });
}
