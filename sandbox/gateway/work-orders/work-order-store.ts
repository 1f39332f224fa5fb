import type { Db } from '../../db/open-database';
import { parseStoredBody } from '../representations/stored-body';
import { isExpiredDraft } from './draft-expiry';
import { nextJobNumber } from './job-numbers';
import type { StoredWorkOrder } from './stored-work-order';
import { isoDateTime } from '../../db/dates';

export interface WorkOrderRow {
  id: string;
  job_no: string | null;
  customer_id: string;
  asset_id: string;
  premises_id: string | null;
  status: string;
  is_draft: number;
  raised_date: string;
  updated_at: string | null;
  job_no_due_at: string | null;
  job_no_delay_ms: number | null;
  body: string;
}

export interface LoadedWorkOrder {
  row: WorkOrderRow;
  workOrder: StoredWorkOrder;
}

/**
 * Gives every submitted repair whose job number is due by `now` its number, in due order. Run before any
 * read, so the number appears exactly when the injected clock passes the due time: polling sees it arrive.
 */
export function assignDueJobNumbers(db: Db, now: Date): void {
  const due = db
    .prepare(
      'SELECT id, body FROM work_orders WHERE job_no IS NULL AND job_no_due_at IS NOT NULL AND job_no_due_at <= ? ORDER BY job_no_due_at, id',
    )
    .all(now.toISOString()) as { id: string; body: string }[];
  if (due.length === 0) return;
  const highest = db.prepare('SELECT MAX(CAST(job_no AS INTEGER)) FROM work_orders WHERE job_no IS NOT NULL').pluck();
  const write = db.prepare('UPDATE work_orders SET job_no = ?, job_no_due_at = NULL, body = ? WHERE id = ?');
  db.transaction(() => {
    for (const { id, body } of due) {
      const jobNo = nextJobNumber(highest.get() as number | null);
      const workOrder = parseStoredBody<StoredWorkOrder>('work_orders', id, body);
      write.run(jobNo, JSON.stringify({ ...workOrder, jobNo }), id);
    }
  })();
}

/** The work order as it stands now; undefined when there is none or it is a draft that expired. */
export function loadWorkOrder(db: Db, id: string, now: Date): LoadedWorkOrder | undefined {
  assignDueJobNumbers(db, now);
  const row = db.prepare('SELECT * FROM work_orders WHERE id = ?').get(id) as WorkOrderRow | undefined;
  if (!row || isExpiredDraft(row, now)) return undefined;
  return { row, workOrder: parseStoredBody<StoredWorkOrder>('work_orders', id, row.body) };
}

/** Writes the work order's body and the columns derived from it; every change restarts the draft's 48 hours. */
export function saveWorkOrder(
  db: Db,
  workOrder: StoredWorkOrder,
  now: Date,
  extra: { jobNoDueAt?: string | null } = {},
): void {
  const sets = [
    'job_no = @jobNo',
    'status = @status',
    'priority = @priority',
    'area = @area',
    'is_draft = @isDraft',
    'body = @body',
    'updated_at = @updatedAt',
  ];
  if (extra.jobNoDueAt !== undefined) sets.push('job_no_due_at = @jobNoDueAt');
  db.prepare(`UPDATE work_orders SET ${sets.join(', ')} WHERE id = @id`).run({
    id: workOrder.id,
    jobNo: workOrder.jobNo ?? null,
    status: workOrder.status,
    priority: workOrder.priority ?? null,
    area: workOrder.area ?? null,
    isDraft: workOrder.isDraft ? 1 : 0,
    body: JSON.stringify(workOrder),
    updatedAt: isoDateTime(now),
    ...(extra.jobNoDueAt !== undefined ? { jobNoDueAt: extra.jobNoDueAt } : {}),
  });
}

export function insertWorkOrder(db: Db, workOrder: StoredWorkOrder, now: Date): void {
  db.prepare(
    `INSERT INTO work_orders (id, job_no, customer_id, asset_id, premises_id, status, priority, area, channel, raised_date, is_draft, body, updated_at)
     VALUES (@id, NULL, @customerId, @assetId, @premisesId, @status, @priority, @area, @channel, @raisedDate, 1, @body, @updatedAt)`,
  ).run({
    id: workOrder.id,
    customerId: workOrder.customerIdentifier,
    assetId: workOrder.assetIdentifier,
    premisesId: workOrder.premisesId ?? null,
    status: workOrder.status,
    priority: workOrder.priority ?? null,
    area: workOrder.area ?? null,
    channel: workOrder.channel,
    raisedDate: workOrder.raisedDate,
    body: JSON.stringify(workOrder),
    updatedAt: isoDateTime(now),
  });
}

export type HistorySubType = 'WorkOrder' | 'Appointment' | 'Status';

/** Adds an entry to the repair's history (GET …/historyItems), stamped now. */
export function addHistory(
  db: Db,
  entry: {
    id: string;
    workOrderId: string;
    identifier: string;
    subType: HistorySubType;
    at: Date;
    appointment?: { start: string; end: string };
  },
): void {
  const at = isoDateTime(entry.at);
  const body = {
    id: entry.id,
    identifier: entry.identifier,
    subType: entry.subType,
    createDateTime: at,
    ...(entry.appointment
      ? { appointmentStartDatetime: entry.appointment.start, appointmentEndDatetime: entry.appointment.end }
      : {}),
  };
  db.prepare('INSERT INTO work_order_history (id, work_order_id, created_at, body) VALUES (?, ?, ?, ?)').run(
    entry.id,
    entry.workOrderId,
    at,
    JSON.stringify(body),
  );
}
