import type { FinancialEnquiry } from '../../../schemas/generated/gateway.financial-enquiry';
import type { ServiceRequestCreated } from '../../../schemas/generated/gateway.service-request-created';
import { authorise } from '../authorise';
import { badRequest, type ErrorItem } from '../errors';
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

  /**
   * Each reason is the referralReason text of a financial-referral-reason entry the portal offers residents
   * (displayOnMyPeabody 1, portal.md §7): an unknown text, or one kept for staff referrals, is refused.
   */
  const referralReasonProblems = (chosen: string[]): ErrorItem[] => {
    const bodies = db
      .prepare("SELECT body FROM reference_data WHERE namespace = 'financial-referral-reason' ORDER BY key")
      .pluck()
      .all() as string[];
    const known = bodies.map((body) =>
      parseStoredBody<{ referralReason: string; displayOnMyPeabody: number }>(
        'reference_data',
        'financial-referral-reason',
        body,
      ),
    );
    return chosen.flatMap((text, i): ErrorItem[] => {
      const reason = known.find((r) => r.referralReason === text);
      if (!reason)
        return [
          {
            field: `/referralReason/${i}`,
            code: 'unknown-reference',
            message: 'is not a financial referral reason (reference data financial-referral-reason)',
          },
        ];
      if (reason.displayOnMyPeabody !== 1)
        return [
          {
            field: `/referralReason/${i}`,
            code: 'not-offered',
            message: 'is a reason for staff referrals only, not one residents can choose',
          },
        ];
      return [];
    });
  };

  const requireOwnAccount = (c: GatewayContext): { customerId: string; accountId: string } => {
    const customerId = c.req.param('id') ?? '';
    const accountId = c.req.param('acc') ?? '';
    requireOwnCustomer(db, authorise(c, db), customerId);
    const owner = db.prepare('SELECT customer_id FROM accounts WHERE id = ?').pluck().get(accountId) as
      string | undefined;
    requireOwnership({ exists: owner !== undefined, owned: owner === customerId });
    return { customerId, accountId };
  };

  api.post('/customer/:id/account/:acc/servicerequest', async (c) => {
    // Path ownership before reading the body, so a refused caller learns nothing from validation errors.
    const { customerId, accountId } = requireOwnAccount(c);
    const enquiry = await readValidatedBody<FinancialEnquiry>(c, deps.validator, 'financial-enquiry.schema.json');
    requireHeldPremises(db, customerId, enquiry.assetIdentifier);
    const problems = referralReasonProblems(enquiry.referralReason);
    if (problems.length > 0) throw badRequest(problems);
    const id = deps.newId();
    const stored: StoredServiceRequest = {
      serviceRequestIdentifier: id,
      customerIdentifier: customerId,
      accountIdentifier: accountId,
      createdDate: deps.clock.now().toISOString(),
      ...enquiry,
    };
    db.prepare(
      'INSERT INTO service_requests (id, customer_id, account_id, created_at, body) VALUES (?, ?, ?, ?, ?)',
    ).run(id, customerId, accountId, stored.createdDate, JSON.stringify(stored));
    c.header(
      'Location',
      `${API_PREFIX}/customer/${encodeURIComponent(customerId)}/account/${encodeURIComponent(accountId)}/servicerequest/${id}`,
    );
    return c.json({ serviceRequestIdentifier: id } satisfies ServiceRequestCreated, 201);
  });

  api.get('/customer/:id/account/:acc/servicerequest/:srid', (c) => {
    const { accountId } = requireOwnAccount(c);
    const id = c.req.param('srid');
    const row = db.prepare('SELECT account_id, body FROM service_requests WHERE id = ?').get(id) as
      { account_id: string; body: string } | undefined;
    requireOwnership({ exists: row !== undefined, owned: row?.account_id === accountId });
    return jsonWithETag(c, parseStoredBody<StoredServiceRequest>('service_requests', id, row?.body ?? ''));
  });
}
