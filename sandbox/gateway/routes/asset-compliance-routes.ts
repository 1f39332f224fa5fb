import type { ComplianceRecord, ComplianceRecords } from '../../../schemas/generated/gateway.compliance-records';
import { authorise } from '../authorise';
import { badRequest, type ErrorItem } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { ListQueryReader } from '../list-query';
import { requireVisibleAsset } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

export const GAS_SERVICING = 'Annual Domestic Gas Servicing';
export const EICR_5Y = 'EICR 5Y';

export interface ComplianceQuery {
  complianceType: typeof GAS_SERVICING | typeof EICR_5Y;
  order: 'asc' | 'desc';
  skip: number;
  limit: number;
}

/**
 * complianceType as portal.md §7 sends it (gas by default, "EICR 5Y"), or as §3 names the electrical type ("Electrical
 * EICR 5 year"), case-insensitively; orderBy=visitDue is the latest visit due first (decision 0031).
 */
export function parseComplianceQuery(get: (name: string) => string | undefined): {
  query: ComplianceQuery;
  problems: ErrorItem[];
} {
  const read = new ListQueryReader(get);
  const query: ComplianceQuery = {
    complianceType: read.choice(
      ['complianceType'],
      { [GAS_SERVICING]: GAS_SERVICING, [EICR_5Y]: EICR_5Y, 'Electrical EICR 5 year': EICR_5Y } as const,
      GAS_SERVICING,
      `'${GAS_SERVICING}' or '${EICR_5Y}'`,
    ),
    order: read.choice(
      ['orderBy'],
      { visitDue: 'desc', 'visitDue desc': 'desc', 'visitDue asc': 'asc' } as const,
      'desc',
      "'visitDue', 'visitDue desc' or 'visitDue asc'",
    ),
    skip: read.integer(['skip', 'Skip'], 0, 0, 1_000_000),
    limit: read.integer(['limit', 'Limit'], 10, 1, 100),
  };
  return { query, problems: read.problems };
}

/**
 * GET /assets/{id}/compliance: the gas servicing or electrical inspection visits of an asset the caller may see (their
 * property, or an asset above it), filtered, ordered and paged in SQL on compliance_asset (migration 005).
 */
export function registerAssetComplianceRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/assets/:id/compliance', (c) => {
    const assetId = c.req.param('id');
    requireVisibleAsset(db, authorise(c, db), assetId);
    const { query, problems } = parseComplianceQuery((name) => c.req.query(name));
    if (problems.length > 0) throw badRequest(problems);
    const params = { assetId, complianceType: query.complianceType };
    const where = 'asset_id = @assetId AND compliance_type = @complianceType';
    const totalCount = db.prepare(`SELECT COUNT(*) FROM compliance WHERE ${where}`).pluck().get(params) as number;
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const rows = db
      .prepare(
        `SELECT id, body FROM compliance WHERE ${where} ORDER BY visit_due ${direction}, id ${direction} LIMIT @limit OFFSET @skip`,
      )
      .all({ ...params, limit: query.limit, skip: query.skip }) as { id: string; body: string }[];
    const records: ComplianceRecords = {
      compliances: rows.map((row) => parseStoredBody<ComplianceRecord>('compliance', row.id, row.body)),
      totalCount,
    };
    return jsonWithETag(c, records);
  });
}
