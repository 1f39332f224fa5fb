// The test control of when a repair's job number comes (test mode only).
import { notFound } from '../errors';
import { type GatewayApp, type RouteDeps } from '../gateway-env';
import { readValidatedBody } from '../schema-validator';
import { jobNumberDueAt, NEVER } from '../work-orders/job-numbers';

const jobNumberControlSchemaId = 'sandbox-job-number.schema.json';
const jobNumberControlSchema = {
  $id: jobNumberControlSchemaId,
  type: 'object',
  properties: { afterMs: { type: 'integer', minimum: 0, maximum: 3_600_000 }, never: { type: 'boolean', const: true } },
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
};

/**
 * Test control (test mode only): POST /__sandbox/work-orders/{id}/job-number {afterMs} or {never: true} sets
 * when this repair's job number arrives after submission, counted from now if it is already submitted. With
 * never, the portal's five polls all come back without one (the job-number error page).
 */
export function registerWorkOrderSandboxRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  deps.validator.addSchema(jobNumberControlSchema);
  sandbox.post('/work-orders/:id/job-number', async (c) => {
    const id = c.req.param('id');
    const body = await readValidatedBody<{ afterMs?: number; never?: true }>(
      c,
      deps.validator,
      jobNumberControlSchemaId,
    );
    const row = db.prepare('SELECT job_no, is_draft FROM work_orders WHERE id = ?').get(id) as
      { job_no: string | null; is_draft: number } | undefined;
    if (!row) throw notFound();
    const delayMs = body.never ? NEVER : (body.afterMs ?? null);
    const dueAt = row.job_no === null && row.is_draft === 0 ? jobNumberDueAt(deps.clock.now(), delayMs) : null;
    db.prepare('UPDATE work_orders SET job_no_delay_ms = ?, job_no_due_at = ? WHERE id = ?').run(delayMs, dueAt, id);
    return c.json({ worksOrderIdentifier: id, jobNo: row.job_no, jobNoDueAt: dueAt });
  });
}
