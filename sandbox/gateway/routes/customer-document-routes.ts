import type { CustomerDocumentContent } from '../../../schemas/generated/gateway.customer-document-content';
import type { CustomerDocument, CustomerDocuments } from '../../../schemas/generated/gateway.customer-documents';
import { authorise } from '../authorise';
import { badRequest, type ErrorItem } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireOwnCustomer, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { StatementCache } from '../statements/statement-cache';

type KeyValue = { key: string; value: string };

interface DocumentRow {
  id: string;
  owner_id: string;
  document_type: string;
  content_type: string;
  file_name: string;
  metadata: string;
  created_at: string;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** yearMonthFrom and yearMonthTo (YYYY-MM, both optional, both included) as portal.md §7 spells them. */
export function parseStatementListQuery(get: (name: string) => string | undefined): {
  from: string | null;
  to: string | null;
  problems: ErrorItem[];
} {
  const problems: ErrorItem[] = [];
  const read = (name: string): string | null => {
    const value = (get(name) ?? '').trim();
    if (value === '') return null;
    if (YEAR_MONTH.test(value)) return value;
    problems.push({ field: name, code: 'format', message: 'must be a month as YYYY-MM' });
    return null;
  };
  const from = read('yearMonthFrom');
  const to = read('yearMonthTo');
  if (from !== null && to !== null && from > to)
    problems.push({ field: 'yearMonthFrom', code: 'date-range', message: 'must not be after yearMonthTo' });
  return { from, to, problems };
}

// A document's metadata value by key, for the month filter and the order.
const metadataValue = (key: string) =>
  `(SELECT json_extract(e.value, '$.value') FROM json_each(d.metadata) e WHERE json_extract(e.value, '$.key') = '${key}')`;
const STATEMENT_MONTH = `substr(${metadataValue('inspection-date')}, 1, 7)`;

/**
 * One of the customer's own documents (portal.md §7 "GET /customers/{id}/documents/{docId}": a statement, which a
 * STATEMENT message names in its content[2]), answered as a building-safety document is (asset-document-routes.ts):
 * the file as base64 with its metadata (decision 0032). The customer must be the caller; a document that is not this
 * customer's (another's, an asset's, a repair's) is "not here", 404, since the path already names the caller.
 */
export function registerCustomerDocumentRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const statements = new StatementCache(db);

  /**
   * The statement list (portal.md §7): the customer's own STATEMENT documents whose month is in the range, filtered
   * in SQL, newest month first (then by account), metadata only.
   */
  api.get('/customers/:id/documents', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const { from, to, problems } = parseStatementListQuery((name) => c.req.query(name));
    if (problems.length > 0) throw badRequest(problems);
    const where = ["d.owner_type = 'customer'", 'd.owner_id = @customerId', "d.document_type = 'STATEMENT'"];
    const params: Record<string, string> = { customerId };
    if (from !== null) {
      where.push(`${STATEMENT_MONTH} >= @from`);
      params.from = from;
    }
    if (to !== null) {
      where.push(`${STATEMENT_MONTH} <= @to`);
      params.to = to;
    }
    const rows = db
      .prepare(
        `SELECT d.id, d.owner_id, d.document_type, d.content_type, d.file_name, d.metadata, d.created_at FROM documents d WHERE ${where.join(' AND ')} ` +
          `ORDER BY ${STATEMENT_MONTH} DESC, ${metadataValue('account-reference')}, d.id`,
      )
      .all(params) as DocumentRow[];
    const list: CustomerDocuments = {
      documents: rows.map((row): CustomerDocument => ({
        id: row.id,
        documentType: 'STATEMENT',
        fileName: row.file_name,
        contentType: row.content_type,
        metadata: parseStoredBody<KeyValue[]>('documents', row.id, row.metadata),
        createdDateTime: row.created_at,
      })),
      totalCount: rows.length,
    };
    return jsonWithETag(c, list);
  });

  api.get('/customers/:id/documents/:docId', async (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const row = db
      .prepare(
        "SELECT id, owner_id, document_type, content_type, file_name, metadata, created_at FROM documents WHERE id = ? AND owner_type = 'customer'",
      )
      .get(c.req.param('docId')) as DocumentRow | undefined;
    requireOwnership({ exists: row !== undefined && row.owner_id === customerId, owned: true });
    const found = row as DocumentRow;
    const metadata = parseStoredBody<KeyValue[]>('documents', found.id, found.metadata);
    // A statement is drawn from its account's transactions when first asked for (statements/); any other document
    // is the stored file.
    const drawn =
      found.document_type === 'STATEMENT' ? await statements.pdfOf(found.id, metadata, found.created_at) : undefined;
    const content = drawn ?? (db.prepare('SELECT content FROM documents WHERE id = ?').pluck().get(found.id) as Buffer);
    const body: CustomerDocumentContent = {
      id: found.id,
      documentType: found.document_type,
      fileName: found.file_name,
      contentType: found.content_type,
      media: Buffer.from(content).toString('base64'),
      metadata,
    };
    return jsonWithETag(c, body);
  });
}
