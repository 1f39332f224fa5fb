import type { ConfigurationValue } from '../../../schemas/generated/gateway.configuration-value';
import { notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { jsonWithETag } from '../respond';

/** Feature toggles and settings by name. Any signed-in account may read them; they hold no personal data. */
export function registerConfigurationRoutes(api: GatewayApp, deps: RouteDeps): void {
  api.get('/configuration/:name', (c) => {
    const row = deps.db.prepare('SELECT name, value FROM configuration WHERE name = ?').get(c.req.param('name')) as
      ConfigurationValue | undefined;
    if (!row) throw notFound();
    return jsonWithETag(c, { name: row.name, value: row.value } satisfies ConfigurationValue);
  });
}
