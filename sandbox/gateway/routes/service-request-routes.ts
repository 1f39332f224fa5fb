import type { FinancialEnquiry } from '../../../schemas/generated/gateway.financial-enquiry';
import type { ServiceRequestCreated } from '../../../schemas/generated/gateway.service-request-created';
import { authorise } from '../authorise';
import { API_PREFIX, type GatewayApp, type GatewayContext, type RouteDeps } from '../gateway-env';
import { requireHeldPremises, requireOwnCustomer, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';

/** A stored service request: the body as posted, with who, which account and when. */
export interface StoredServiceRequest extends FinancialEnquiry {
  serviceRequestIdentifier: string;
  customerIdentifier: string;
  accountIdentifier: string;
  createdDate: string;
}

/**
 * Service requests on an account: POST creates a financial inclusion enquiry (idempotent by X-Operation-Key,
 * through the gateway's middleware), GET reads one back (the POST's Location). The account must be the
 * customer's and the asset the premises of one of its tenancies, active or ended (the gateway's premises rule).
 */
export function registerServiceRequestRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  const requireOwnAccount = (c: GatewayContext): { customerId: string; accountId: string } => {
    const customerId = c.req.param('id') ?? '';
    const accountId = c.req.param('acc') ?? '';
    requireOwnCustomer(db, authorise(c, db), customerId);
    const owner = db.prepare('SELECT customer_id FROM accounts WHERE id = ?').pluck().get(accountId) as string | undefined;
    requireOwnership({ exists: owner !== undefined, owned: owner === customerId });
    return { customerId, accountId };
  };

  api.post('/customer/:id/account/:acc/servicerequest', async (c) => {
    // Path ownership before reading the body, so a refused caller learns nothing from validation errors.
    const { customerId, accountId } = requireOwnAccount(c);
    const enquiry = await readValidatedBody<FinancialEnquiry>(c, deps.validator, 'financial-enquiry.schema.json');
    requireHeldPremises(db, customerId, enquiry.assetIdentifier);
    const id = deps.newId();
    const stored: StoredServiceRequest = {
      serviceRequestIdentifier: id,
      customerIdentifier: customerId,
      accountIdentifier: accountId,
      createdDate: deps.clock.now().toISOString(),
      ...enquiry,
    };
    db.prepare('INSERT INTO service_requests (id, customer_id, account_id, created_at, body) VALUES (?, ?, ?, ?, ?)').run(
      id,
      customerId,
      accountId,
      stored.createdDate,
      JSON.stringify(stored),
    );
    c.header('Location', `${API_PREFIX}/customer/${encodeURIComponent(customerId)}/account/${encodeURIComponent(accountId)}/servicerequest/${id}`);
    return c.json({ serviceRequestIdentifier: id } satisfies ServiceRequestCreated, 201);
  });

  api.get('/customer/:id/account/:acc/servicerequest/:srid', (c) => {
    const { accountId } = requireOwnAccount(c);
    const id = c.req.param('srid');
    const row = db.prepare('SELECT account_id, body FROM service_requests WHERE id = ?').get(id) as { account_id: string; body: string } | undefined;
    requireOwnership({ exists: row !== undefined, owned: row?.account_id === accountId });
    return jsonWithETag(c, parseStoredBody<StoredServiceRequest>('service_requests', id, row?.body ?? ''));
  });
}
