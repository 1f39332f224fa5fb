import { CONFIGURATION } from '../../db/seed/configuration';
import { notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { readValidatedBody } from '../schema-validator';

const settingSchemaId = 'sandbox-configuration-setting.schema.json';

// The sandbox's own control body: a setting's new value, a string as GET /configuration/{name} answers it.
const settingSchema = {
  $id: settingSchemaId,
  type: 'object',
  required: ['value'],
  properties: { value: { type: 'string', maxLength: 2000 } },
  additionalProperties: false,
};

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * /__sandbox/configuration: switch feature toggles and settings of a running sandbox (`npm run dev` or test mode,
 * decision 0063), so an analyst
 * who puts a step behind a toggle can walk both sides in the portal. GET lists every setting; PUT …/{name}
 * `{"value":"false"}` sets one (a new name too); DELETE …/{name} puts back the seeded value (or removes a name the
 * seed does not have). The portal keeps a toggle it has read for five minutes in a tab: log in again to see a switch
 * at once. The studio's preview reads the same table, so it sees the switch too.
 */
export function registerSandboxConfigurationRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  deps.validator.addSchema(settingSchema);
  const nameOf = (raw: string): string => {
    if (!NAME.test(raw)) throw notFound();
    return raw;
  };

  sandbox.get('/configuration', (c) => {
    const rows = db.prepare('SELECT name, value FROM configuration ORDER BY name').all() as {
      name: string;
      value: string;
    }[];
    return c.json(Object.fromEntries(rows.map((row) => [row.name, row.value])));
  });

  sandbox.put('/configuration/:name', async (c) => {
    const name = nameOf(c.req.param('name'));
    const { value } = await readValidatedBody<{ value: string }>(c, deps.validator, settingSchemaId);
    db.prepare(
      'INSERT INTO configuration (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
    ).run(name, value);
    return c.json({ name, value });
  });

  sandbox.delete('/configuration/:name', (c) => {
    const name = nameOf(c.req.param('name'));
    const seeded = CONFIGURATION[name];
    if (seeded === undefined) db.prepare('DELETE FROM configuration WHERE name = ?').run(name);
    else db.prepare('UPDATE configuration SET value = ? WHERE name = ?').run(seeded, name);
    return c.body(null, 204);
  });

  // What the reference-data files say now: the problems of a bad edit (file and JSON pointer), or when they were read.
  sandbox.get('/reference-data', (c) => {
    if (!deps.referenceData) throw notFound();
    return c.json(deps.referenceData.refresh());
  });
}
