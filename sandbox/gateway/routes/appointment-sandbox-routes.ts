// The test controls of the contractors' diaries (test mode only).
import { notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { readValidatedBody } from '../schema-validator';
import { type Band } from '../work-orders/bands';
import { loadContractor } from '../work-orders/contractor-store';

const capacitySchemaId = 'sandbox-contractor-capacity.schema.json';
const capacitySchema = {
  $id: capacitySchemaId,
  type: 'object',
  required: ['weekly'],
  properties: {
    weekly: {
      type: 'array',
      maxItems: 21,
      items: {
        type: 'object',
        required: ['weekday', 'band', 'slots'],
        properties: {
          weekday: { type: 'integer', minimum: 0, maximum: 6 },
          band: { enum: ['AM', 'PM', 'ALL'] },
          slots: { type: 'integer', minimum: 0, maximum: 50 },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
};

/**
 * Test controls (test mode only): PUT /__sandbox/contractors/{id}/capacity {weekly: [{weekday, band, slots}]}
 * replaces the contractor's diary (an empty list: no capacity, so availability is empty); DELETE restores the
 * default profile. Set capacity has no outside work in it, so tests can count places exactly.
 */
export function registerAppointmentSandboxRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  deps.validator.addSchema(capacitySchema);
  const requireContractor = (id: string) => {
    if (!loadContractor(db, id)) throw notFound();
  };
  sandbox.put('/contractors/:id/capacity', async (c) => {
    const id = c.req.param('id');
    requireContractor(id);
    const { weekly } = await readValidatedBody<{ weekly: { weekday: number; band: Band; slots: number }[] }>(
      c,
      deps.validator,
      capacitySchemaId,
    );
    db.transaction(() => {
      db.prepare('DELETE FROM contractor_capacity WHERE contractor_id = ?').run(id);
      db.prepare('INSERT OR IGNORE INTO contractor_capacity_set (contractor_id) VALUES (?)').run(id);
      const insert = db.prepare(
        'INSERT OR REPLACE INTO contractor_capacity (contractor_id, weekday, band, slots) VALUES (?, ?, ?, ?)',
      );
      for (const row of weekly) insert.run(id, row.weekday, row.band, row.slots);
    })();
    return c.json({ contractorId: id, weekly });
  });
  sandbox.delete('/contractors/:id/capacity', (c) => {
    const id = c.req.param('id');
    requireContractor(id);
    db.transaction(() => {
      db.prepare('DELETE FROM contractor_capacity WHERE contractor_id = ?').run(id);
      db.prepare('DELETE FROM contractor_capacity_set WHERE contractor_id = ?').run(id);
    })();
    return c.body(null, 204);
  });
}
