import type { ReferenceDataCollection } from '../../../schemas/generated/gateway.reference-data-collection';
import type { RepairReason } from '../../../schemas/generated/gateway.repair-reason';
import { badRequest, notFound } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { repairAssetType } from '../repairs/asset-type';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

const LOCATIONS_NAMESPACE = 'repair-locations';
const CONFIGURATION_NAMESPACE = 'configuration';

const asCollection = (name: string, key: string, value: object): ReferenceDataCollection => ({
  namespace: { name, keyValues: [{ key, value }] },
});

/** 'true' / 'false' filter of a query; absent or empty = no filter. */
function booleanQuery(value: string | undefined, field: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest([{ field, code: 'type', message: 'must be true or false' }]);
}

/** LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Repair reference data, read like the other reference data (token, no customer: nothing personal):
 * - GET /reference-data/collection/repair-locations?assetType=<type>: the locations of one asset type as a
 *   one-entry ReferenceDataCollection. Estate Area reads as Estate and "divided-block" as Divided Block.
 * - GET /reference-data/collection/configuration/{key}: one configuration entry (47 is the damp and mould
 *   assessment) as a one-entry ReferenceDataCollection.
 * - GET /repair-reasons?searchText&assetType&isUsedForCreation&isCatalyst&location: reasons whose description
 *   contains searchText (SQL LIKE, case-insensitive), in the repair reason shape.
 */
export function registerRepairReferenceRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/reference-data/collection/repair-locations', (c) => {
    const asked = c.req.query('assetType') ?? '';
    const assetType = repairAssetType(asked);
    if (assetType === undefined) {
      throw badRequest([
        {
          field: 'assetType',
          code: 'enum',
          message: 'must be Property, Block, Divided Block or Estate (Scheme has no repair locations).',
        },
      ]);
    }
    const row = db
      .prepare('SELECT body FROM reference_data WHERE namespace = ? AND key = ?')
      .get(LOCATIONS_NAMESPACE, assetType) as { body: string } | undefined;
    if (!row) throw notFound();
    return jsonWithETag(
      c,
      asCollection(
        LOCATIONS_NAMESPACE,
        assetType,
        parseStoredBody<object>('reference_data', `${LOCATIONS_NAMESPACE}/${assetType}`, row.body),
      ),
    );
  });

  api.get('/reference-data/collection/configuration/:key', (c) => {
    const key = c.req.param('key');
    const row = db
      .prepare('SELECT body FROM reference_data WHERE namespace = ? AND key = ?')
      .get(CONFIGURATION_NAMESPACE, key) as { body: string } | undefined;
    if (!row) throw notFound();
    return jsonWithETag(
      c,
      asCollection(
        CONFIGURATION_NAMESPACE,
        key,
        parseStoredBody<object>('reference_data', `${CONFIGURATION_NAMESPACE}/${key}`, row.body),
      ),
    );
  });

  api.get('/repair-reasons', (c) => {
    const searchText = (c.req.query('searchText') ?? '').trim();
    const assetTypeQuery = c.req.query('assetType');
    const assetType =
      assetTypeQuery === undefined || assetTypeQuery === '' ? undefined : repairAssetType(assetTypeQuery);
    if (assetTypeQuery && assetType === undefined) {
      throw badRequest([
        { field: 'assetType', code: 'enum', message: 'must be Property, Block, Divided Block or Estate.' },
      ]);
    }
    const isUsedForCreation = booleanQuery(c.req.query('isUsedForCreation'), 'isUsedForCreation');
    // Catalyst-only reasons (new-home defects) are offered to catalyst customers alongside the others.
    const includeCatalyst = booleanQuery(c.req.query('isCatalyst'), 'isCatalyst') === true;
    const location = (c.req.query('location') ?? '').trim();
    const rows = db
      .prepare(
        `SELECT id, location, body FROM repair_reasons
         WHERE description LIKE ? ESCAPE '\\'
           AND (? IS NULL OR asset_type = ?)
           AND (? IS NULL OR is_used_for_creation = ?)
           AND (? = 1 OR is_catalyst = 0)
           AND (? = '' OR location = ?)
         ORDER BY description, id`,
      )
      .all(
        containsPattern(searchText),
        assetType ?? null,
        assetType ?? null,
        isUsedForCreation === undefined ? null : Number(isUsedForCreation),
        isUsedForCreation === undefined ? null : Number(isUsedForCreation),
        Number(includeCatalyst),
        location,
        location,
      ) as { id: number; location: string; body: string }[];
    // Each reason names its location (from its row, the one place it is kept), so a search of every location's
    // reasons can be offered location by location.
    const reasons = rows.map((row) => {
      const reason = parseStoredBody<RepairReason>('repair_reasons', String(row.id), row.body);
      return { ...reason, additionalData: { ...reason.additionalData, location: row.location } };
    });
    return jsonWithETag(c, reasons);
  });
}
