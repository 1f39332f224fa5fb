import type { Customer } from '../../schemas/generated/gateway.customer';
import type { CustomerUpdate } from '../../schemas/generated/gateway.customer-update';
import type { TenancyGroups } from '../../schemas/generated/gateway.tenancy-groups';
import type { GatewayRequest, GatewayResponse } from './request';
import { keptAnswers } from './kept-answers';
import { encodePath } from './url';

/** A customer with the entity tag to send as If-Match when updating it. */
export interface VersionedCustomer {
  customer: Customer;
  etag: string;
}

export interface CustomerCalls {
  /** GET /customers/{id}: profile, tenancies, addresses and eTag. */
  getCustomer(customerId: string): Promise<VersionedCustomer>;
  /** PUT /customers/{id} with If-Match; a stale etag throws PreconditionFailedError and changes nothing. */
  updateCustomer(customerId: string, update: CustomerUpdate, etag: string): Promise<VersionedCustomer>;
  /** GET /customers/{id}/tenancies. */
  getTenancyGroups(customerId: string): Promise<TenancyGroups>;
  /** GET /customers/{id}/premises/{pid}/tenancies. */
  getPremisesTenancyGroups(customerId: string, premisesId: string): Promise<TenancyGroups>;
}

// The header is the gateway's word on the version; the body's eTag is the fallback the spec also shows.
function versioned(response: GatewayResponse<Customer>): VersionedCustomer {
  return { customer: response.data, etag: response.etag ?? response.data.eTag };
}

/**
 * How long one answer of a customer's tenancy groups serves every caller: a journey step opened from its address asks
 * for them alongside the customer record (src/journey/use-context-sources.ts askContextAhead), and its address list
 * asks again once the record has come; the groups change only when a tenancy does (issue 13). Like
 * ASSET_HIERARCHY_TTL_MS. The same for one premises' groups: the repair's asset page asks for them on arrival, and the
 * asset check on its Continue takes that answer instead of a round trip of its own.
 */
export const TENANCY_GROUPS_TTL_MS = 60_000;

export function createCustomerCalls(request: GatewayRequest, now: () => number = () => Date.now()): CustomerCalls {
  const tenancyGroups = keptAnswers<TenancyGroups>(TENANCY_GROUPS_TTL_MS, now);
  // A customer's groups and one premises' groups are the same kind of answer, kept by their address.
  const groupsAt = (path: string): Promise<TenancyGroups> =>
    tenancyGroups(path, () =>
      request<TenancyGroups | null>({ method: 'GET', path }).then((response) => response.data ?? []),
    );
  const getCustomer = async (customerId: string): Promise<VersionedCustomer> =>
    versioned(await request<Customer>({ method: 'GET', path: encodePath`/customers/${customerId}` }));

  return {
    getCustomer,

    async updateCustomer(customerId, update, etag) {
      const response = await request<Customer | null>({
        method: 'PUT',
        path: encodePath`/customers/${customerId}`,
        body: update,
        etag,
      });
      // The contract does not show the PUT's body; when there is none, read the new version so the caller
      // never holds a customer and an entity tag that disagree.
      if (response.data === null || typeof response.data !== 'object' || !('id' in response.data)) {
        return getCustomer(customerId);
      }
      return versioned({ ...response, data: response.data });
    },

    getTenancyGroups: (customerId) => groupsAt(encodePath`/customers/${customerId}/tenancies`),

    getPremisesTenancyGroups: (customerId, premisesId) =>
      groupsAt(encodePath`/customers/${customerId}/premises/${premisesId}/tenancies`),
  };
}
