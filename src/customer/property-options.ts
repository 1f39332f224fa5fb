import type { Asset } from '../../schemas/generated/gateway.asset';
import type { TenancySummary } from '../../schemas/generated/gateway.customer';
import type { TenancyGroups } from '../../schemas/generated/gateway.tenancy-groups';
import { formatAddress, isResidentialGroup, shortenAddress } from '../gateway';

/** One property a resident can choose in an address selector. */
export interface PropertyOption {
  /** The tenancy's first premises id: the property. */
  premisesId: string;
  tenancyId: string;
  /**
   * When the tenancy began, as the gateway wrote it: repair searches send it as raisedSince (repairs.md §6), so a
   * resident sees only the repairs of their own tenancy, not a previous tenant's.
   */
  tenancyStartDate: string;
  /** The property's address, shortened to 84 characters and "..". */
  address: string;
  residential: boolean;
}

/**
 * The property's own address from its asset hierarchy (the asset whose id is the premises id, else the one of
 * type Property). The hierarchy is the specification's address source on the home page; the customer record's
 * postal addresses are correspondence addresses and need not match a tenancy.
 */
export function propertyAddress(premisesId: string, hierarchy: readonly Asset[]): string {
  const property =
    hierarchy.find((asset) => asset.id === premisesId) ?? hierarchy.find((asset) => asset.assetType === 'Property');
  const postal = property?.addresses.postalAddresses?.[0];
  return postal ? formatAddress(postal) : '';
}

/**
 * The choices for an address selector: one per property of the active tenancies, residential first, then
 * non-residential, each part keeping the newest tenancy first as `tenancies` is given (activeTenancies order).
 * A tenancy without a group entry counts as residential, as every group but Non-residential and Commercial does.
 */
export function propertyOptions(
  tenancies: readonly TenancySummary[],
  groups: TenancyGroups,
  addresses: ReadonlyMap<string, string>,
): PropertyOption[] {
  const groupOf = new Map(groups.map((entry) => [entry.tenancyIdentifier, entry.tenancyGroup]));
  const seen = new Set<string>();
  const options: PropertyOption[] = [];
  for (const tenancy of tenancies) {
    const premisesId = tenancy.premisesIds[0];
    if (premisesId === undefined || seen.has(premisesId)) continue;
    seen.add(premisesId);
    const group = groupOf.get(tenancy.tenancyId);
    options.push({
      premisesId,
      tenancyId: tenancy.tenancyId,
      tenancyStartDate: tenancy.tenancyStartDate,
      address: shortenAddress(addresses.get(premisesId) ?? ''),
      residential: group === undefined || isResidentialGroup(group),
    });
  }
  return [...options.filter((option) => option.residential), ...options.filter((option) => !option.residential)];
}
