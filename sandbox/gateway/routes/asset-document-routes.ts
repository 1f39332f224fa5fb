import type { AssetDocumentContent } from '../../../schemas/generated/gateway.asset-document-content';
import type { AssetDocument, AssetDocuments } from '../../../schemas/generated/gateway.asset-documents';
import { authorise } from '../authorise';
import { badRequest, type ErrorItem } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { ListQueryReader } from '../list-query';
import { requireOwnership, requireVisibleAsset } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';

export const ASSET_DOCUMENT_TYPES = ['FRA', 'BSR', 'RESIDENTENGAGEMENTSTRATEGY'] as const;
type AssetDocumentType = (typeof ASSET_DOCUMENT_TYPES)[number];

type KeyValue = { key: string; value: string };

interface DocumentRow {
  id: string;
  owner_id: string;
  document_type: AssetDocumentType;
  content_type: string;
  file_name: string;
  metadata: string;
  created_at: string;
}

export interface AssetDocumentQuery {
  /** null: every building-safety type. */
  documentType: AssetDocumentType | null;
  skip: number;
  limit: number;
}

/** DocumentType, Limit and Skip as portal.md §7 spells them (the lower-case spellings are read too). */
export function parseAssetDocumentQuery(get: (name: string) => string | undefined): {
  query: AssetDocumentQuery;
  problems: ErrorItem[];
} {
  const read = new ListQueryReader(get);
  const types = Object.fromEntries(ASSET_DOCUMENT_TYPES.map((type) => [type, type])) as Record<
    AssetDocumentType,
    AssetDocumentType
  >;
  const documentType = read.choice<AssetDocumentType | 'ALL'>(
    ['DocumentType', 'documentType'],
    { ...types, All: 'ALL' },
    'ALL',
    `one of ${ASSET_DOCUMENT_TYPES.join(', ')}`,
  );
  const query: AssetDocumentQuery = {
    documentType: documentType === 'ALL' ? null : documentType,
    skip: read.integer(['Skip', 'skip'], 0, 0, 1_000_000),
    limit: read.integer(['Limit', 'limit'], 10, 1, 100),
  };
  return { query, problems: read.problems };
}

// The inspection date from a document's metadata list, for the order: the newest inspection first.
const INSPECTION_DATE =
  "(SELECT json_extract(e.value, '$.value') FROM json_each(d.metadata) e WHERE json_extract(e.value, '$.key') = 'inspection-date')";

/**
 * An asset's building-safety documents (portal.md §2 "High-rise card", §7): the list by type, newest inspection first,
 * and one document as base64, answered as a repair's file is (document-routes.ts). The asset must be one the caller
 * may see; a document is found only under the asset that owns it.
 */
export function registerAssetDocumentRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/assets/:id/documents', (c) => {
    const assetId = c.req.param('id');
    requireVisibleAsset(db, authorise(c, db), assetId);
    const { query, problems } = parseAssetDocumentQuery((name) => c.req.query(name));
    if (problems.length > 0) throw badRequest(problems);
    const params: Record<string, string | number> = { assetId };
    const where = [
      "d.owner_type = 'asset'",
      'd.owner_id = @assetId',
      `d.document_type IN (${ASSET_DOCUMENT_TYPES.map((t) => `'${t}'`).join(', ')})`,
    ];
    if (query.documentType !== null) {
      where.push('d.document_type = @documentType');
      params.documentType = query.documentType;
    }
    const filter = where.join(' AND ');
    const totalCount = db.prepare(`SELECT COUNT(*) FROM documents d WHERE ${filter}`).pluck().get(params) as number;
    const rows = db
      .prepare(
        `SELECT d.id, d.owner_id, d.document_type, d.content_type, d.file_name, d.metadata, d.created_at FROM documents d WHERE ${filter} ` +
          `ORDER BY ${INSPECTION_DATE} DESC, d.created_at DESC, d.id DESC LIMIT @limit OFFSET @skip`,
      )
      .all({ ...params, limit: query.limit, skip: query.skip }) as DocumentRow[];
    const list: AssetDocuments = {
      documents: rows.map((row): AssetDocument => ({
        id: row.id,
        documentType: row.document_type,
        fileName: row.file_name,
        contentType: row.content_type,
        metadata: parseStoredBody<KeyValue[]>('documents', row.id, row.metadata),
        createdDateTime: row.created_at,
      })),
      totalCount,
    };
    return jsonWithETag(c, list);
  });

  api.get('/assets/:id/documents/:docId', (c) => {
    const assetId = c.req.param('id');
    requireVisibleAsset(db, authorise(c, db), assetId);
    const row = db
      .prepare(
        "SELECT id, owner_id, document_type, content_type, file_name, metadata, created_at FROM documents WHERE id = ? AND owner_type = 'asset'",
      )
      .get(c.req.param('docId')) as DocumentRow | undefined;
    // The asset is already one the caller may see: a document of another asset is "not here", never "not yours".
    requireOwnership({
      exists:
        row !== undefined &&
        row.owner_id === assetId &&
        (ASSET_DOCUMENT_TYPES as readonly string[]).includes(row.document_type),
      owned: true,
    });
    const found = row as DocumentRow;
    const content = db.prepare('SELECT content FROM documents WHERE id = ?').pluck().get(found.id) as Buffer;
    const body: AssetDocumentContent = {
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
