import type { CustomerUpdate } from '../../../schemas/generated/gateway.customer-update';
import { authorise } from '../authorise';
import { notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireIfMatch } from '../if-match';
import { requireOwnCustomer } from '../ownership';
import {
  applyContactUpdate,
  customerRepresentation,
  loadStoredCustomer,
  saveStoredCustomer,
} from '../representations/customer';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';

/** GET and PUT /customers/{id}: the caller's own profile and contact details. */
export function registerCustomerRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/customers/:id', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const stored = loadStoredCustomer(db, customerId);
    if (!stored) throw notFound();
    const customer = customerRepresentation(db, customerId, stored);
    return jsonWithETag(c, customer, customer.eTag);
  });

  api.put('/customers/:id', async (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const update = await readValidatedBody<CustomerUpdate>(c, deps.validator, 'customer-update.schema.json');
    // Compare and write in one transaction so no other write can slip between the If-Match check and ours.
    const updated = db.transaction(() => {
      const stored = loadStoredCustomer(db, customerId);
      if (!stored) throw notFound();
      requireIfMatch(c, customerRepresentation(db, customerId, stored).eTag);
      const next = applyContactUpdate(stored, update);
      saveStoredCustomer(db, customerId, next);
      return customerRepresentation(db, customerId, next);
    })();
    return jsonWithETag(c, updated, updated.eTag);
  });
}
