import type { WorkOrderDocumentContent } from '../../../schemas/generated/gateway.work-order-document-content';
import type { WorkOrderDocumentCreated } from '../../../schemas/generated/gateway.work-order-document-created';
import type { WorkOrderDocuments } from '../../../schemas/generated/gateway.work-order-documents';
import type { WorkOrderDocumentUpload } from '../../../schemas/generated/gateway.work-order-document-upload';
import { authorise } from '../authorise';
import { badRequest, conflict, GatewayHttpError, unprocessable } from '../errors';
import { etagOf } from '../etag';
import { API_PREFIX, type GatewayApp, type RouteDeps } from '../gateway-env';
import { requireIfMatch } from '../if-match';
import { requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { configurationValue } from '../work-orders/configuration-value';
import {
  checkUpload,
  decodeBase64,
  MAX_FILE_BYTES,
  MAX_FILES_PER_WORK_ORDER,
  type UploadProblem,
} from '../work-orders/magic-bytes';
import { requireOwnWorkOrder } from '../work-orders/own-work-order';
import { FINAL_STATUSES } from '../work-orders/stored-work-order';
import { isoDateTime } from '../../db/dates';

type KeyValue = { key: string; value: string };

interface DocumentRow {
  id: string;
  owner_id: string;
  content_type: string;
  file_name: string;
  metadata: string;
  created_at: string;
}

const MESSAGES: Record<UploadProblem['code'], string> = {
  'too-many-files': `A repair can have at most ${MAX_FILES_PER_WORK_ORDER} files. Remove one to add another.`,
  'file-too-large': `The file must be smaller than ${MAX_FILE_BYTES.toLocaleString('en-GB')} bytes.`,
  'unsupported-type': 'The file must be a JPG, PNG, GIF, PDF, MP4, MOV or MPEG.',
  'images-not-allowed': 'Photos cannot be added at the moment. Add a video or a PDF instead.',
  'empty-file': 'The file is empty.',
  'content-mismatch': 'The file is not the type its name and content type say it is.',
  'type-and-name-disagree': "The file's content type does not match its name.",
};

/**
 * A document's entity tag: the hash of what identifies its one version. Its bytes never change under its id, so they
 * need not be hashed, and the list, the upload's answer and the file itself give the same tag without reading them.
 */
const documentEtag = (row: DocumentRow): string =>
  etagOf({
    id: row.id,
    workOrder: row.owner_id,
    contentType: row.content_type,
    fileName: row.file_name,
    metadata: row.metadata,
    created: row.created_at,
  });

const metadataValue = (metadata: KeyValue[], key: string): string | undefined =>
  metadata.find((m) => m.key.toLowerCase() === key.toLowerCase())?.value;

/**
 * The identifiers the gateway writes into a file's metadata itself. A client may send them, but like every id in
 * a body they are checked: each must be the one the token and path already name (422 mismatch otherwise).
 */
function metadataIdProblems(
  metadata: KeyValue[],
  own: Record<string, string>,
): { field: string; code: string; message: string }[] {
  return metadata.flatMap((m, i) => {
    const expected = own[m.key.toLowerCase()];
    return expected === undefined || m.value === expected
      ? []
      : [{ field: `/Metadata/${i}/value`, code: 'mismatch', message: `is not the ${m.key} of this repair` }];
  });
}

/**
 * A repair's media (repairs.md §7): list, fetch (base64), upload (base64 JSON, checked by size, count and
 * magic bytes) and delete. Files are kept in the documents table; the portal re-saves the list of ids to the
 * work order itself, so an upload never changes the work order's ETag under the resident's feet.
 */
export function registerDocumentRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => deps.clock.now();
  const documentsOf = db.prepare(
    "SELECT id, owner_id, content_type, file_name, metadata, created_at FROM documents WHERE owner_type = 'workorder' AND owner_id = ? AND document_type = 'WORKORDER' ORDER BY created_at, id",
  );

  const requireOwnDocument = (workOrderId: string, documentId: string): DocumentRow => {
    const row = db
      .prepare(
        "SELECT id, owner_id, content_type, file_name, metadata, created_at FROM documents WHERE id = ? AND owner_type = 'workorder'",
      )
      .get(documentId) as DocumentRow | undefined;
    // The work order is already the caller's: a document of another repair is "not here", never "not yours".
    requireOwnership({ exists: row !== undefined && row.owner_id === workOrderId, owned: true });
    return row as DocumentRow;
  };

  api.get('/works-orders/:id/documents', (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const rows = documentsOf.all(id) as DocumentRow[];
    const body: WorkOrderDocuments = {
      documents: rows.map((r) => ({
        id: r.id,
        media: { fileName: r.file_name },
        metadata: parseStoredBody<KeyValue[]>('documents', r.id, r.metadata),
        createdDateTime: r.created_at,
        eTag: documentEtag(r),
      })),
    };
    return jsonWithETag(c, body);
  });

  api.get('/works-orders/:id/documents/:docId', (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const row = requireOwnDocument(id, c.req.param('docId'));
    const content = db.prepare('SELECT content FROM documents WHERE id = ?').pluck().get(row.id) as Buffer;
    const body: WorkOrderDocumentContent = {
      id: row.id,
      fileName: row.file_name,
      contentType: row.content_type,
      media: Buffer.from(content).toString('base64'),
      metadata: parseStoredBody<KeyValue[]>('documents', row.id, row.metadata),
    };
    return jsonWithETag(c, body, documentEtag(row));
  });

  api.post('/works-orders/:id/documents', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    const { workOrder: owned } = requireOwnWorkOrder(db, customerId, id, now());
    const upload = await readValidatedBody<WorkOrderDocumentUpload>(
      c,
      deps.validator,
      'work-order-document-upload.schema.json',
    );
    const idProblems = metadataIdProblems(upload.Metadata, {
      'customer-identifier': customerId,
      'asset-identifier': owned.assetIdentifier,
      'works-order-identifier': id,
    });
    if (idProblems.length > 0) throw unprocessable(idProblems);
    const contentType = metadataValue(upload.Metadata, 'content-type');
    const fileName = metadataValue(upload.Metadata, 'filename');
    const missing = [
      ['content-type', contentType],
      ['filename', fileName],
    ].filter(([, v]) => !v);
    if (missing.length > 0) {
      throw badRequest(
        missing.map(([key]) => ({ field: '/Metadata', code: 'required', message: `needs the ${key} entry` })),
      );
    }
    const bytes = decodeBase64(upload.Media);
    if (!bytes)
      throw badRequest([{ field: '/Media', code: 'base64', message: 'must be base64 without a data: prefix' }]);
    const at = now();
    const documentId = db.transaction(() => {
      const { workOrder } = requireOwnWorkOrder(db, customerId, id, at);
      if (FINAL_STATUSES.has(workOrder.status))
        throw conflict(`The repair is ${workOrder.status.toLowerCase()}: no more files can be added.`);
      const existingCount = (documentsOf.all(id) as DocumentRow[]).length;
      const check = checkUpload({
        bytes,
        contentType: contentType ?? '',
        fileName: fileName ?? '',
        existingCount,
        imagesAllowed: configurationValue(db, 'IsImageAllowed') !== 'false',
      });
      if (!check.ok)
        throw new GatewayHttpError(check.problem.status, [
          { field: '/Media', code: check.problem.code, message: MESSAGES[check.problem.code] },
        ]);
      const newId = deps.newId();
      // Who and what the file belongs to comes from the gateway, never from the client's metadata.
      const metadata: KeyValue[] = [
        { key: 'content-type', value: (contentType ?? '').toLowerCase() },
        { key: 'IsMediaAppropriate', value: 'true' },
        { key: 'customer-identifier', value: customerId },
        { key: 'asset-identifier', value: workOrder.assetIdentifier },
        { key: 'works-order-identifier', value: id },
        { key: 'filename', value: fileName ?? '' },
      ];
      db.prepare(
        "INSERT INTO documents (id, owner_type, owner_id, document_type, content_type, file_name, metadata, content, created_at) VALUES (?, 'workorder', ?, 'WORKORDER', ?, ?, ?, ?, ?)",
      ).run(
        newId,
        id,
        (contentType ?? '').toLowerCase(),
        fileName ?? '',
        JSON.stringify(metadata),
        Buffer.from(bytes),
        isoDateTime(at),
      );
      return newId;
    })();
    const created = requireOwnDocument(id, documentId);
    c.header('ETag', documentEtag(created));
    c.header('Location', `${API_PREFIX}/works-orders/${encodeURIComponent(id)}/documents/${documentId}`);
    return c.json({ documentIdentifier: documentId } satisfies WorkOrderDocumentCreated, 201);
  });

  // Like every write that changes an entity, deleting needs the document's entity tag (428 without, 412 stale).
  api.delete('/works-orders/:id/documents/:docId', (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    const docId = c.req.param('docId');
    db.transaction(() => {
      const { workOrder } = requireOwnWorkOrder(db, customerId, id, now());
      const row = requireOwnDocument(id, docId);
      requireIfMatch(c, documentEtag(row));
      if (FINAL_STATUSES.has(workOrder.status))
        throw conflict(`The repair is ${workOrder.status.toLowerCase()}: its files are kept.`);
      db.prepare('DELETE FROM documents WHERE id = ?').run(row.id);
    })();
    return c.body(null, 204);
  });
}
