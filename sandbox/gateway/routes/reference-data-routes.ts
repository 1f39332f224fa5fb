import type { ReferenceDataCollection } from '../../../schemas/generated/gateway.reference-data-collection';
import { badRequest, notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

/**
 * GET /reference-data/collection/reference-data?namespace=<name>: one reference-data namespace (e.g.
 * financial-referral-reason) as namespace.keyValues, every entry as stored, in the order the association holds
 * them. Clients filter (the portal lists referral reasons with displayOnMyPeabody 1 only). Like the
 * configuration, it needs a token but no customer: it holds no personal data.
 */
export function registerReferenceDataRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/reference-data/collection/reference-data', (c) => {
    const name = c.req.query('namespace')?.trim() ?? '';
    if (name === '')
      throw badRequest([
        {
          field: 'namespace',
          code: 'required',
          message: 'Say which namespace to read, e.g. ?namespace=financial-referral-reason.',
        },
      ]);
    const rows = db.prepare('SELECT key, body FROM reference_data WHERE namespace = ? ORDER BY rowid').all(name) as {
      key: string;
      body: string;
    }[];
    if (rows.length === 0) throw notFound();
    const collection: ReferenceDataCollection = {
      namespace: {
        name,
        keyValues: rows.map((row) => ({
          key: row.key,
          value: parseStoredBody<object>('reference_data', `${name}/${row.key}`, row.body),
        })),
      },
    };
    return jsonWithETag(c, collection);
  });
}
