import type { GatewayClient, RepairListItem, WorkOrderSearchQuery } from '../../../gateway';

/** One slice of the resident's repairs and how many match in all. */
export interface RepairSlice {
  items: RepairListItem[];
  total: number;
}

/** One page of the search, as the gateway pages it. */
export async function loadRepairSlice(
  gateway: GatewayClient,
  query: WorkOrderSearchQuery,
  skip: number,
  limit: number,
): Promise<RepairSlice> {
  const result = await gateway.searchWorkOrders({ ...query, skip, limit });
  return { items: result.models, total: result.totalCount };
}
