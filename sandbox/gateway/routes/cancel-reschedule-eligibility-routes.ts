import type { CancellationEligibilityRequest } from '../../../schemas/generated/gateway.cancellation-eligibility-request';
import type { CancellationEligibilityResult } from '../../../schemas/generated/gateway.cancellation-eligibility-result';
import type { RescheduleEligibilityRequest } from '../../../schemas/generated/gateway.reschedule-eligibility-request';
import type { RescheduleEligibilityResult } from '../../../schemas/generated/gateway.reschedule-eligibility-result';
import { authorise, callerSubject } from '../authorise';
import { forbidden, unprocessable } from '../errors';
import type { GatewayApp, GatewayContext, RouteDeps } from '../gateway-env';
import { readValidatedBody } from '../schema-validator';
import { cancelFacts, contractorOf, rescheduleFacts } from '../work-orders/action-facts';
import { decideCancelEligibility } from '../work-orders/cancel-eligibility';
import { contractorPhone } from '../work-orders/contractor-record';
import { requireOwnWorkOrder } from '../work-orders/own-work-order';
import type { StoredWorkOrder } from '../work-orders/stored-work-order';
import { decideRescheduleEligibility } from '../work-orders/reschedule-eligibility';

/**
 * userIdentifier is the client's claim of who asks: like X-Agent-Id it grants nothing, and naming someone else is
 * refused.
 */
function requireCallerClaim(c: GatewayContext, customerId: string, userIdentifier: string | undefined): void {
  const claimed = userIdentifier?.trim();
  if (claimed && claimed !== customerId && claimed !== callerSubject(c)) throw forbidden();
}

/**
 * contractorSiteIdentifier is the repair's contractor as the portal read it. The answer comes from the stored
 * repair, but an id in a body is checked, never trusted: naming another site than the repair's is refused.
 */
function requireRepairContractor(workOrder: StoredWorkOrder, site: string | null | undefined): void {
  const named = site?.trim();
  if (named && named !== workOrder.contractor) {
    throw unprocessable([
      { field: '/contractorSiteIdentifier', code: 'mismatch', message: "is not this repair's contractor site" },
    ]);
  }
}

/**
 * The two checks the repair detail runs before offering Cancel and Reschedule (repairs.md §4, §7). They change
 * nothing, so they need no operation key. Both answer from the stored repair, the contractor's record and the
 * site lists of the configuration; the request's copies of those fields are informational (decision 0016).
 */
export function registerCancelRescheduleEligibilityRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db, validator } = deps;
  const now = () => deps.clock.now();

  api.post('/wo-cancellation-eligibility', async (c) => {
    const customerId = authorise(c, db);
    const body = await readValidatedBody<CancellationEligibilityRequest>(
      c,
      validator,
      'cancellation-eligibility-request.schema.json',
    );
    requireCallerClaim(c, customerId, body.userIdentifier);
    const at = now();
    const { workOrder } = requireOwnWorkOrder(db, customerId, body.worksOrderIdentifier, at);
    requireRepairContractor(workOrder, body.contractorSiteIdentifier);
    const outcome = decideCancelEligibility(cancelFacts(db, workOrder, at));
    const answer: CancellationEligibilityResult = { isEligible: outcome.isEligible, errorCode: outcome.errorCode };
    return c.json(answer);
  });

  api.post('/works-orders/:id/appointments/reschedule-eligibility', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const body = await readValidatedBody<RescheduleEligibilityRequest>(
      c,
      validator,
      'reschedule-eligibility-request.schema.json',
    );
    requireCallerClaim(c, customerId, body.userIdentifier);
    const at = now();
    const { workOrder } = requireOwnWorkOrder(db, customerId, id, at);
    requireRepairContractor(workOrder, body.contractorSiteIdentifier);
    const outcome = decideRescheduleEligibility(rescheduleFacts(db, workOrder, at));
    const contractor = contractorOf(db, workOrder);
    // SSR071 and SSR075 tell the resident whom to phone; the record's name and number win over the repair's copy.
    const name = contractor?.name ?? workOrder.contractorName;
    const phone = (contractor && contractorPhone(contractor)) ?? workOrder.contractorPhoneNumber;
    const mustName = outcome.errorCode === 'SSR071' || outcome.errorCode === 'SSR075';
    const answer: RescheduleEligibilityResult = {
      isEligible: outcome.isEligible,
      errorCode: outcome.errorCode,
      ...(name !== undefined || mustName ? { contractorName: name ?? '' } : {}),
      ...(phone !== undefined || mustName ? { contractorPhoneNumber: phone ?? '' } : {}),
    };
    return c.json(answer);
  });
}
