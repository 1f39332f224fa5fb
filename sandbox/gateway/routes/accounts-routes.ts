import type { Accounts } from '../../../schemas/generated/gateway.accounts';
import { authorise } from '../authorise';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireOwnCustomer } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

/**
 * GET /customers/{id}/accounts: every account of the customer, on active and ended tenancies alike (the client
 * decides which to show), in the order the association holds them.
 */
export function registerAccountsRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/customers/:id/accounts', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const rows = db.prepare('SELECT id, body FROM accounts WHERE customer_id = ? ORDER BY rowid').all(customerId) as { id: string; body: string }[];
    const accounts: Accounts = rows.map((row) => parseStoredBody('accounts', row.id, row.body));
    return jsonWithETag(c, accounts);
  });
}
