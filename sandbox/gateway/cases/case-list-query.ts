import type { CaseSearchQuery } from '../../../schemas/generated/gateway.case-search-query';
import type { Db } from '../../db/open-database';
import type { ErrorItem } from '../errors';
import { likePattern } from '../list-query';
import type { SchemaValidator } from '../schema-validator';

export const CASE_LIST_LIMITS = { defaultLimit: 10, maxLimit: 50 } as const;

const QUERY_NAMES = [
  'customerId',
  'status',
  'searchText',
  'assetIdentifier',
  'caseReferenceNumber',
  'orderBy',
  'limit',
  'after',
  'before',
] as const;

/**
 * The query of GET /cases as the schema describes it (case-search-query.schema.json, the one the portal is typed
 * from): empty parameters are left out, limit is read as a number, and every problem is answered at once.
 */
export function parseCaseQuery(
  get: (name: string) => string | undefined,
  validator: SchemaValidator,
): { query: CaseSearchQuery; problems: ErrorItem[] } {
  const raw: Record<string, string | number> = {};
  for (const name of QUERY_NAMES) {
    const value = (get(name) ?? '').trim();
    if (value !== '') raw[name] = name === 'limit' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  }
  const problems = validator
    .validate('case-search-query.schema.json', raw)
    .map((item) => ({ ...item, field: (item.field ?? '').replace(/^\//, '') || 'query' }));
  const query = raw as unknown as CaseSearchQuery;
  for (const name of ['after', 'before'] as const) {
    const key = query[name];
    if (key !== undefined && decodeKey(key) === null)
      problems.push({ field: name, code: 'key', message: 'is not a key from a page of this list' });
  }
  return { query, problems };
}

/** A row's place in the list: its created date, then its id (ties broken the same way in both orders). */
interface Key {
  createdDate: string;
  id: string;
}

export function encodeKey(key: Key): string {
  return Buffer.from(`${key.createdDate}\n${key.id}`, 'utf8').toString('base64url');
}

function decodeKey(text: string): Key | null {
  const [createdDate, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('\n');
  if (
    rest.length > 0 ||
    id === undefined ||
    id === '' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(createdDate ?? '')
  )
    return null;
  return { createdDate: createdDate as string, id };
}

export interface CaseListPage {
  rows: { id: string; body: string }[];
  next: string | null;
  previous: string | null;
}

/**
 * One page of a customer's cases, paged by key (decision 0038): rows after (or before) the key in the order asked,
 * read from cases_list (cases_search with a search text) without counting anything: limit + 1 rows say whether there
 * is a page further on, and one indexed probe whether there is one behind. Page 1 and page 1 000 cost the same.
 */
export function pageOfCases(db: Db, query: CaseSearchQuery): CaseListPage {
  const where = ['c.customer_id = @customerId'];
  const params: Record<string, string | number> = { customerId: query.customerId };
  if (query.status !== undefined) {
    where.push('c.status = @status');
    params.status = query.status;
  }
  if (query.assetIdentifier !== undefined) {
    const assets = query.assetIdentifier.split(',');
    where.push(`c.asset_id IN (${assets.map((_, i) => `@asset${i}`).join(', ')})`);
    assets.forEach((id, i) => (params[`asset${i}`] = id));
  }
  if (query.caseReferenceNumber !== undefined) {
    where.push('c.reference = @reference COLLATE NOCASE');
    params.reference = query.caseReferenceNumber;
  }
  if (query.searchText !== undefined) {
    where.push("c.search_text LIKE @searchText ESCAPE '\\'");
    params.searchText = likePattern(query.searchText);
  }
  // Named, because the planner would rather compute search_text from the body than read it from the index.
  const from = `cases c INDEXED BY ${query.searchText === undefined ? 'cases_list' : 'cases_search'}`;
  const filter = where.join(' AND ');
  const limit = query.limit ?? CASE_LIST_LIMITS.defaultLimit;
  const newestFirst = query.orderBy !== 'createdDate asc';
  // "Onwards" is the list's own direction; a before key walks it backwards and turns the rows round.
  const backwards = query.before !== undefined;
  const walkDescending = newestFirst !== backwards;
  const key = decodeKey(query.after ?? query.before ?? '');
  const beyond = (descending: boolean) => (descending ? '<' : '>');
  const keyFilter = key === null ? '' : ` AND (c.created_date, c.id) ${beyond(walkDescending)} (@keyDate, @keyId)`;
  const keyParams = key === null ? {} : { keyDate: key.createdDate, keyId: key.id };
  const direction = walkDescending ? 'DESC' : 'ASC';
  const walked = db
    .prepare(
      `SELECT c.id, c.created_date AS createdDate FROM ${from} WHERE ${filter}${keyFilter} ORDER BY c.created_date ${direction}, c.id ${direction} LIMIT @limit`,
    )
    .all({ ...params, ...keyParams, limit: limit + 1 }) as Key[];
  const more = walked.length > limit;
  const inOrder = walked.slice(0, limit);
  if (backwards) inOrder.reverse();
  const first = inOrder[0];
  const last = inOrder[inOrder.length - 1];
  const exists = (edge: Key, descending: boolean): boolean =>
    db
      .prepare(
        `SELECT 1 FROM ${from} WHERE ${filter} AND (c.created_date, c.id) ${beyond(descending)} (@keyDate, @keyId) LIMIT 1`,
      )
      .get({ ...params, keyDate: edge.createdDate, keyId: edge.id }) !== undefined;
  const hasNext = last !== undefined && (backwards ? exists(last, newestFirst) : more);
  const hasPrevious = first !== undefined && (backwards ? more : key !== null && exists(first, !newestFirst));
  const bodies = rowsInOrder(
    db,
    inOrder.map((row) => row.id),
  );
  return {
    rows: bodies,
    next: hasNext && last ? encodeKey(last) : null,
    previous: hasPrevious && first ? encodeKey(first) : null,
  };
}

function rowsInOrder(db: Db, ids: string[]): { id: string; body: string }[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT id, body FROM cases WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as {
    id: string;
    body: string;
  }[];
  const byId = new Map(rows.map((row) => [row.id, row.body]));
  return ids.map((id) => ({ id, body: byId.get(id) ?? '' }));
}
