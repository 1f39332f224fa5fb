import type { Customer } from '../../../schemas/generated/gateway.customer';
import type { RepairWorkOrder, WorkOrderHistory } from '../../gateway';
import type { RepairClockFacts } from './repair-clock';

/**
 * The tenancy type of the home a repair is for: the tenancy whose property (its first premises id) is the repair's
 * premises, else the one that lists it at all (a block's repair); null when the customer holds none of them, so the
 * clock never assumes a tenure it cannot see (AW-1).
 */
export function tenancyTypeFor(customer: Customer | undefined, premisesId: string | undefined): string | null {
  if (!customer || !premisesId) return null;
  const tenancies = (customer.tenanciesSummaries ?? []).map((t) => t.tenancySummary);
  const found =
    tenancies.find((t) => t.premisesIds[0] === premisesId) ?? tenancies.find((t) => t.premisesIds.includes(premisesId));
  return found?.tenancyType ?? null;
}

/** What the repair's clock reads from the work order, its history and the customer record. */
export function repairClockFacts(
  workOrder: RepairWorkOrder,
  history: WorkOrderHistory,
  customer: Customer | undefined,
): RepairClockFacts {
  return {
    status: workOrder.status,
    priority: workOrder.priority ?? null,
    sorCode: workOrder.sorCode ?? null,
    isEmergency: workOrder.isEmergency,
    isDampAndMould: workOrder.isDampAndMould,
    tenancyType: tenancyTypeFor(customer, workOrder.premisesId),
    raisedDate: workOrder.raisedDate,
    history: history.map((item) => ({ identifier: item.identifier, at: item.createDateTime })),
  };
}
