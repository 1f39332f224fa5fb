import { contractorFacts, type ContractorFacts } from '../../../repairs/contractor-facts';
import { contractorQuery } from '../../../repairs/contractor-query';
import type { GatewayClient, RepairWorkOrder } from '../../../gateway';

/**
 * What the repair's contractor is like (integrated, on hold), from GET /worksorder/{id}/contractors for the repair's
 * job. The gateway chooses a contractor for the job as it stands today, so its answer counts only when it names the
 * repair's own site (an emergency passed to the emergency agent, for one, is answered with a day-time contractor);
 * otherwise the answer is null and the contractor stays unknown.
 */
export async function lookUpContractor(
  gateway: Pick<GatewayClient, 'getContractor'>,
  workOrder: RepairWorkOrder,
  now: Date,
): Promise<ContractorFacts | null> {
  const job = {
    isEmergency: workOrder.isEmergency,
    sorCode: workOrder.sorCode ?? '',
    uprn: workOrder.premisesUniqueReference,
    isVandalism: workOrder.isVandalism,
  };
  const facts = contractorFacts(await gateway.getContractor(workOrder.id, contractorQuery(job, now)));
  return facts.id === workOrder.contractor ? facts : null;
}
