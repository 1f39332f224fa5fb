import type { CustomerDocumentContent } from '../../../schemas/generated/gateway.customer-document-content';
import { authorise } from '../authorise';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireOwnCustomer, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

type KeyValue = { key: string; value: string };

interface DocumentRow {
  id: string;
  owner_id: string;
  document_type: string;
  content_type: string;
  file_name: string;
  metadata: string;
}

/**
 * One of the customer's own documents (portal.md §7 "GET /customers/{id}/documents/{docId}": a statement, which a
 * STATEMENT message names in its content[2]), answered as a building-safety document is (asset-document-routes.ts):
 * the file as base64 with its metadata (decision 0032). The customer must be the caller; a document that is not this
 * customer's (another's, an asset's, a repair's) is "not here", 404, since the path already names the caller.
 */
export function registerCustomerDocumentRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/customers/:id/documents/:docId', (c) => {
    const customerId = c.req.param('id');
    requireOwnCustomer(db, authorise(c, db), customerId);
    const row = db
      .prepare("SELECT id, owner_id, document_type, content_type, file_name, metadata FROM documents WHERE id = ? AND owner_type = 'customer'")
      .get(c.req.param('docId')) as DocumentRow | undefined;
    requireOwnership({ exists: row !== undefined && row.owner_id === customerId, owned: true });
    const found = row as DocumentRow;
    const content = db.prepare('SELECT content FROM documents WHERE id = ?').pluck().get(found.id) as Buffer;
    const body: CustomerDocumentContent = {
      id: found.id,
      documentType: found.document_type,
      fileName: found.file_name,
      contentType: found.content_type,
      media: Buffer.from(content).toString('base64'),
      metadata: parseStoredBody<KeyValue[]>('documents', found.id, found.metadata),
    };
    return jsonWithETag(c, body);
  });
}
