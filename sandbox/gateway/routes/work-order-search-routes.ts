import type { WorkOrderSearchResult } from '../../../schemas/generated/gateway.work-order-search-result';
import { authorise } from '../authorise';
import { badRequest } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { draftExpiryCutoff, NOT_EXPIRED_DRAFT_SQL } from '../work-orders/draft-expiry';
import { toRepairListItem, toWorkOrderRepresentation } from '../work-orders/representation';
import { likePattern, parseSearchQuery } from '../work-orders/search-query';
import type { StoredWorkOrder } from '../work-orders/stored-work-order';
import { assignDueJobNumbers } from '../work-orders/work-order-store';
import { RepairCountCache } from '../work-orders/repair-count-cache';
import type { Db } from '../../db/open-database';

/**
 * GET /search/works-orders: the caller's repairs, filtered, sorted and paged in SQL. Only the caller's own
 * repairs are ever searched, the duplicate check included. Drafts past their 48 hours and drafts the resident
 * left (cancelled drafts) are not found.
 */
/**
 * The ids of one page, in the order asked. A page in the second half is read from the far end of the index, in the
 * opposite order, so no page walks more than half the list: the last page of 10 000 repairs costs what the first does.
 */
function pageOfIds(
  db: Db,
  filter: string,
  params: Record<string, string | number>,
  page: { orderBy: 'asc' | 'desc'; skip: number; limit: number; total: number },
): string[] {
  const { skip, limit, total } = page;
  if (skip >= total || limit <= 0) return [];
  const forward = page.orderBy === 'asc' ? 'ASC' : 'DESC';
  const fromEnd = skip > total / 2;
  const direction = fromEnd ? (forward === 'ASC' ? 'DESC' : 'ASC') : forward;
  const offset = fromEnd ? Math.max(0, total - skip - limit) : skip;
  const count = fromEnd ? Math.min(limit, total - skip) : limit;
  const ids = db
    .prepare(
      `SELECT w.id FROM work_orders w WHERE ${filter} ORDER BY w.raised_date ${direction}, w.id ${direction} LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all({ ...params, limit: count, offset }) as string[];
  return fromEnd ? ids.reverse() : ids;
}

export function registerWorkOrderSearchRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const counts = new RepairCountCache(db);

  api.get('/search/works-orders', (c) => {
    const customerId = authorise(c, db);
    const { query, problems } = parseSearchQuery(
      (name) => c.req.query(name),
      (name) => c.req.queries(name) ?? [],
    );
    if (problems.length > 0) throw badRequest(problems);
    const now = deps.clock.now();
    assignDueJobNumbers(db, now);

    const where = [
      'w.customer_id = @customerId',
      NOT_EXPIRED_DRAFT_SQL,
      "NOT (w.is_draft = 1 AND w.status = 'Cancelled')",
    ];
    const params: Record<string, string | number> = { customerId, draftCutoff: draftExpiryCutoff(now) };
    const inList = (column: string, name: string, values: string[]) => {
      where.push(`${column} IN (${values.map((_, i) => `@${name}${i}`).join(', ')})`);
      values.forEach((v, i) => (params[`${name}${i}`] = v));
    };
    if (query.propertiesIds.length > 0) inList('w.premises_id', 'property', query.propertiesIds);
    if (query.statuses.length > 0) inList('w.status', 'status', query.statuses);
    if (query.priorities.length > 0) inList('w.priority', 'priority', query.priorities);
    if (query.areas.length > 0) inList('w.area', 'area', query.areas);
    if (query.raisedSince) {
      where.push('w.raised_date >= @raisedSince');
      params.raisedSince = query.raisedSince;
    }
    if (query.sor) {
      where.push("UPPER(json_extract(w.body, '$.sorCode')) = UPPER(@sor)");
      params.sor = query.sor;
    }
    if (query.location) {
      where.push(
        "(json_extract(w.body, '$.repairLocation') = @location COLLATE NOCASE OR CAST(json_extract(w.body, '$.repairLocationId') AS TEXT) = @location)",
      );
      params.location = query.location;
    }
    if (query.description) {
      where.push("json_extract(w.body, '$.description') LIKE @description ESCAPE '\\'");
      params.description = likePattern(query.description);
    }
    if (query.searchText) {
      where.push(
        "(w.job_no LIKE @text ESCAPE '\\' OR json_extract(w.body, '$.description') LIKE @text ESCAPE '\\' OR json_extract(w.body, '$.trade') LIKE @text ESCAPE '\\'" +
          " OR json_extract(w.body, '$.repairReason') LIKE @text ESCAPE '\\' OR json_extract(w.body, '$.repairLocation') LIKE @text ESCAPE '\\' OR w.status LIKE @text ESCAPE '\\')",
      );
      params.text = likePattern(query.searchText);
    }
    const filter = where.join(' AND ');
    // Counted and paged on the index alone (migration 004); the page's bodies are read afterwards, by id. The repairs
    // that are not drafts are counted once per version of the resident's repairs; drafts, which expire with time,
    // every time (few, and on their own index).
    const { draftCutoff: _cutoff, ...search } = params;
    const nonDrafts = counts.nonDrafts(
      customerId,
      JSON.stringify([filter, search]),
      () =>
        db
          .prepare(`SELECT COUNT(*) FROM work_orders w WHERE ${filter} AND w.is_draft = 0`)
          .pluck()
          .get(params) as number,
    );
    const drafts = db
      .prepare(`SELECT COUNT(*) FROM work_orders w WHERE ${filter} AND w.is_draft = 1`)
      .pluck()
      .get(params) as number;
    const totalCount = nonDrafts + drafts;
    const pageIds = pageOfIds(db, filter, params, {
      orderBy: query.orderBy,
      skip: query.skip,
      limit: query.limit,
      total: totalCount,
    });
    const bodies = new Map(
      (
        db
          .prepare(`SELECT id, body FROM work_orders WHERE id IN (${pageIds.map(() => '?').join(', ')})`)
          .all(...pageIds) as { id: string; body: string }[]
      ).map((row) => [row.id, row.body]),
    );
    const rows = pageIds.map((id) => ({ id, body: bodies.get(id) ?? '' }));
    const page = rows.map((r) => parseStoredBody<StoredWorkOrder>('work_orders', r.id, r.body));
    const result: WorkOrderSearchResult = {
      models: page.map(toRepairListItem),
      worksOrders: page.map(toWorkOrderRepresentation),
      totalCount,
    };
    return jsonWithETag(c, result);
  });
}
