import type { WorkOrderRecord } from '../../../schemas/generated/gateway.work-order-record';

/**
 * A work order as the sandbox keeps it in work_orders.body: the flat field list of repairs.md §3. The gateway
 * answers with the nested shape (representation.ts); requests write flat fields (work-order-update.schema.json).
 */
export type StoredWorkOrder = WorkOrderRecord;

/** Statuses after which nothing about the repair changes any more. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['Cancelled', 'Completed', 'Closed']);

export const DRAFT_STATUS = 'In Diagnosis';

/** repairs.md §4: the statuses a duplicate check looks at. */
export const DUPLICATE_CHECK_STATUSES: readonly string[] = [
  'Unappointed',
  'Appointed',
  'In Progress',
  'In Diagnosis',
  'Catalyst Tier 2 Triage',
  'Catalyst Managing Agent Triage',
  'Catalyst Defect Triage',
];
