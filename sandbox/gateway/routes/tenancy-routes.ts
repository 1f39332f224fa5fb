import type { Db } from '../../db/open-database';
import type { TenancyGroups } from '../../../schemas/generated/gateway.tenancy-groups';
import { authorise } from '../authorise';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireHeldPremises, requireOwnCustomer } from '../ownership';
import { jsonWithETag } from '../respond';

/** Tenancy groups (residential or not) of the customer's tenancies, active and ended alike. */
export function registerTenancyRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/customers/:id/tenancies', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    return jsonWithETag(c, tenancyGroups(db, customerId));
  });

  api.get('/customers/:id/premises/:pid/tenancies', (c) => {
    const customerId = c.req.param('id');
    const premisesId = c.req.param('pid');
    requireOwnCustomer(db, authorise(c, db), customerId);
    requireHeldPremises(db, customerId, premisesId);
    return jsonWithETag(c, tenancyGroups(db, customerId, premisesId));
  });
}

function tenancyGroups(db: Db, customerId: string, premisesId?: string): TenancyGroups {
  const rows = db
    .prepare(
      `SELECT id, tenancy_group, premises_id FROM tenancies
       WHERE customer_id = ? AND (? IS NULL OR premises_id = ?) ORDER BY start_date, id`,
    )
    .all(customerId, premisesId ?? null, premisesId ?? null) as {
    id: string;
    tenancy_group: string;
    premises_id: string;
  }[];
  return rows.map((row) => ({
    tenancyIdentifier: row.id,
    tenancyGroup: row.tenancy_group,
    premisesIdentifier: row.premises_id,
  }));
}
