import type { Communication } from '../../../schemas/generated/gateway.communication';
import type { CommunicationCreated } from '../../../schemas/generated/gateway.communication-created';
import type { CommunicationList } from '../../../schemas/generated/gateway.communication-list';
import type { CommunicationSend } from '../../../schemas/generated/gateway.communication-send';
import type { CommunicationStatusUpdate } from '../../../schemas/generated/gateway.communication-status-update';
import type { Db } from '../../db/open-database';
import { authorise } from '../authorise';
import { badRequest, preconditionFailed, type ErrorItem } from '../errors';
import { etagOf } from '../etag';
import type { GatewayApp, GatewayContext, RouteDeps } from '../gateway-env';
import { listFilter } from '../list-filter';
import { bodiesInOrder, ListQueryReader, pageOfIds } from '../list-query';
import { requireOwnCustomer, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { recordStatementRequestMessage } from '../statements/statement-request-message';
import { contentProblems } from './communication-content';
import { isoDateTime } from '../../db/dates';

/** A message as stored: the representation without its eTag, which is the hash of the rest. */
type StoredCommunication = Omit<Communication, 'eTag'>;

/** The message with its own eTag, so each can be marked read with If-Match (like a case activity). */
function versioned(stored: StoredCommunication): { representation: Communication; etag: string } {
  const etag = etagOf(stored);
  return { representation: { ...stored, eTag: etag }, etag };
}

export interface CommunicationQuery {
  fromDate: string | null;
  toDate: string | null;
  status: '' | 'READ' | 'UNREAD';
  assetIdentifier: string;
  searchText: string;
  limit: number;
  skip: number;
  order: 'asc' | 'desc';
}

export const MESSAGE_LIMITS = { defaultLimit: 10, maxLimit: 100 } as const;

/** The list's query (portal.md §3 "Message query", §9 "Messages"): every problem at once, as 400 items. */
export function parseCommunicationQuery(get: (name: string) => string | undefined): {
  query: CommunicationQuery;
  problems: ErrorItem[];
} {
  const read = new ListQueryReader(get);
  const fromDate = read.isoDay(['fromDate']);
  const toDate = read.isoDay(['toDate']);
  if (fromDate !== null && toDate !== null && fromDate > toDate) {
    read.problem({ field: 'fromDate', code: 'date-range', message: 'must not be after toDate' });
  }
  const query: CommunicationQuery = {
    fromDate,
    toDate,
    status: read.choice(
      ['status'],
      { READ: 'READ', UNREAD: 'UNREAD', All: '' } as const,
      '',
      'READ, UNREAD, All or empty (all)',
    ),
    assetIdentifier: read.text(['assetIdentifier'], 64).value,
    searchText: read.text(['searchText'], 200).value,
    limit: read.integer(['limit'], MESSAGE_LIMITS.defaultLimit, 1, MESSAGE_LIMITS.maxLimit),
    skip: read.integer(['skip'], 0, 0, 1_000_000),
    // The spec names the parameter sort and orderBy (§3, §7): either is read.
    order: read.choice(
      ['sort', 'orderBy'],
      { 'createdDate desc': 'desc', 'createdDate asc': 'asc', createdDate: 'asc' } as const,
      'desc',
      "'createdDate desc' or 'createdDate asc'",
    ),
  };
  return { query, problems: read.problems };
}

/**
 * The page's SQL filter, answered from an index alone (migration 005): communications_inbox, or with searchText
 * communications_search, whose generated column search_text holds the subject, the body and the sender's name
 * (organisation and person), so a search parses no JSON.
 */
function filterOf(
  customerId: string,
  query: CommunicationQuery,
): { filter: string; params: Record<string, string | number> } {
  return listFilter({
    owner: { column: 'm.customer_id', param: 'customerId', value: customerId },
    dateColumn: 'm.created_date',
    fromDay: query.fromDate,
    toDay: query.toDate,
    equals: [
      { column: 'm.status', param: 'status', value: query.status },
      { column: 'm.asset_id', param: 'assetIdentifier', value: query.assetIdentifier },
    ],
    search: { column: 'm.search_text', text: query.searchText },
  });
}

/**
 * The resident's unread messages (of one asset when asked): their number and their categories, on the partial index.
 */
function unreadSummary(db: Db, customerId: string, assetIdentifier: string): { total: number; categories: string[] } {
  const rows = db
    .prepare(
      `SELECT category, COUNT(*) AS n FROM communications WHERE customer_id = @customerId AND status = 'UNREAD'${assetIdentifier === '' ? '' : ' AND asset_id = @assetIdentifier'} GROUP BY category ORDER BY category`,
    )
    .all({ customerId, ...(assetIdentifier === '' ? {} : { assetIdentifier }) }) as { category: string; n: number }[];
  return { total: rows.reduce((sum, row) => sum + row.n, 0), categories: rows.map((row) => row.category) };
}

/** If-Match of a request: absent (no condition), or whether it names the current version (`*` names any). */
function ifMatchOf(c: GatewayContext, currentEtag: string): 'absent' | 'matches' | 'stale' {
  const header = c.req.header('If-Match')?.trim();
  if (!header) return 'absent';
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(currentEtag) ? 'matches' : 'stale';
}

export type StoredOutboundCommunication = CommunicationSend & {
  id: string;
  customerIdentifier: string;
  createdDate: string;
};

/**
 * The resident's messages (portal.md §2 "Messages", §3, §7): the inbox list, filtered, sorted, counted and paged in
 * SQL; marking one read; and sending an e-mail for the customer from a template (custom statement request, profile
 * update notification), kept in outbound_communications.
 */
export function registerCommunicationRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  const loadOwnMessage = (customerId: string, messageId: string): StoredCommunication => {
    const row = db.prepare('SELECT customer_id, body FROM communications WHERE id = ?').get(messageId) as
      { customer_id: string; body: string } | undefined;
    requireOwnership({ exists: row !== undefined, owned: row?.customer_id === customerId });
    return parseStoredBody<StoredCommunication>('communications', messageId, row?.body ?? '');
  };

  api.get('/customers/:id/communications', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const { query, problems } = parseCommunicationQuery((name) => c.req.query(name));
    if (problems.length > 0) throw badRequest(problems);
    const { filter, params } = filterOf(customerId, query);
    // Named, because the planner would rather compute search_text from the body than read it from the index.
    const from = `communications m INDEXED BY ${query.searchText === '' ? 'communications_inbox' : 'communications_search'}`;
    const total = db.prepare(`SELECT COUNT(*) FROM ${from} WHERE ${filter}`).pluck().get(params) as number;
    const ids = pageOfIds(db, `SELECT m.id FROM ${from} WHERE ${filter}`, 'm.created_date', 'm.id', params, {
      order: query.order,
      skip: query.skip,
      limit: query.limit,
      total,
    });
    const unread = unreadSummary(db, customerId, query.assetIdentifier);
    const list: CommunicationList = {
      communications: bodiesInOrder(db, 'communications', ids).map(
        (row) => versioned(parseStoredBody<StoredCommunication>('communications', row.id, row.body)).representation,
      ),
      'total-count': total,
      'total-unread': unread.total,
      unreadCatagoryTypes: unread.categories,
    };
    return jsonWithETag(c, list);
  });

  // If-Match is optional here (decision 0031): READ is the only change, and a READ message stays READ, so no update
  // can be lost. When it is sent it is honoured, except that a stale tag on a message already read answers the message
  // (the change asked for has already been made: RFC 9110 §13.1.1) rather than 412.
  api.patch('/customers/:id/communications/:messageId', async (c) => {
    const customerId = c.req.param('id');
    const messageId = c.req.param('messageId');
    requireOwnCustomer(db, authorise(c, db), customerId);
    loadOwnMessage(customerId, messageId);
    await readValidatedBody<CommunicationStatusUpdate>(c, deps.validator, 'communication-status-update.schema.json');
    const saved = db.transaction(() => {
      const stored = loadOwnMessage(customerId, messageId);
      const condition = ifMatchOf(c, versioned(stored).etag);
      if (stored.status === 'READ') return stored;
      if (condition === 'stale') throw preconditionFailed();
      const next: StoredCommunication = { ...stored, status: 'READ' };
      db.prepare("UPDATE communications SET status = 'READ', body = ? WHERE id = ?").run(
        JSON.stringify(next),
        messageId,
      );
      return next;
    })();
    const { representation, etag } = versioned(saved);
    return jsonWithETag(c, representation, etag);
  });

  api.post('/customers/:id/communications', async (c) => {
    const customerId = c.req.param('id');
    // Path ownership before reading the body, so a refused caller learns nothing from validation errors.
    requireOwnCustomer(db, authorise(c, db), customerId);
    const communication = await readValidatedBody<CommunicationSend>(
      c,
      deps.validator,
      'communication-send.schema.json',
    );
    const problems = contentProblems(communication);
    if (problems.length > 0) throw badRequest(problems);
    const paymentRef = (communication.content as { identifier: string; value: string }[]).find(
      (item) => item.identifier === 'payment_ref',
    )?.value;
    if (paymentRef !== undefined) requireOwnPaymentReference(db, customerId, paymentRef);
    const stored: StoredOutboundCommunication = {
      id: deps.newId(),
      customerIdentifier: customerId,
      createdDate: isoDateTime(deps.clock.now()),
      ...communication,
    };
    db.prepare('INSERT INTO outbound_communications (id, customer_id, created_at, body) VALUES (?, ?, ?, ?)').run(
      stored.id,
      customerId,
      stored.createdDate,
      JSON.stringify(stored),
    );
    // A statement request is acknowledged in the resident's messages (issue 15), as the association's reply would be.
    if (communication.communicationTemplateIdentifier === 'custom-statement-request') {
      recordStatementRequestMessage(
        db,
        customerId,
        deps.newId(),
        stored.createdDate,
        communication.content as { identifier: string; value: string }[],
      );
    }
    return c.json({ id: stored.id } satisfies CommunicationCreated, 201);
  });
}

/**
 * A payment reference in a body is an id like any other (decision 0029): one of the customer's tenancies or accounts
 * (403 when it is someone else's, 404 when nobody has it).
 */
function requireOwnPaymentReference(db: Db, customerId: string, paymentRef: string): void {
  const owners = db
    .prepare(
      'SELECT customer_id FROM tenancies WHERE payment_reference = @ref UNION SELECT customer_id FROM accounts WHERE pay_ref = @ref',
    )
    .pluck()
    .all({ ref: paymentRef }) as string[];
  requireOwnership({ exists: owners.length > 0, owned: owners.includes(customerId) });
}

/** Test control: GET /__sandbox/communications[?customerId=…], what the portal sent, newest first (at most 100). */
export function registerCommunicationSandboxRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  sandbox.get('/communications', (c) => {
    const customerId = (c.req.query('customerId') ?? '').trim();
    const rows = db
      .prepare(
        `SELECT id, body FROM outbound_communications${customerId === '' ? '' : ' WHERE customer_id = @customerId'} ORDER BY created_at DESC, rowid DESC LIMIT 100`,
      )
      .all(customerId === '' ? {} : { customerId }) as { id: string; body: string }[];
    return c.json({
      communications: rows.map((row) =>
        parseStoredBody<StoredOutboundCommunication>('outbound_communications', row.id, row.body),
      ),
    });
  });
}
