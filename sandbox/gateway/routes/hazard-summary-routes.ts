import type { HistoryItem } from '../../../schemas/generated/gateway.work-order-history';
import type { WorkOrderHistoryItemCreate } from '../../../schemas/generated/gateway.work-order-history-item-create';
import type { WorkOrderDocumentContent } from '../../../schemas/generated/gateway.work-order-document-content';
import type { WorkOrderDocuments } from '../../../schemas/generated/gateway.work-order-documents';
import { authorise } from '../authorise';
import { badRequest, conflict } from '../errors';
import { etagOf } from '../etag';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { SummaryCache } from '../hazard-summary/summary-cache';
import { hazardEntries, SUMMARY_SENT, SUMMARY_VIEWED } from '../hazard-summary/summary-source';
import { parseStoredBody } from '../representations/stored-body';
import { jsonWithETag } from '../respond';
import { readValidatedBody } from '../schema-validator';
import { requireOwnWorkOrder } from '../work-orders/own-work-order';
import { addHistory } from '../work-orders/work-order-store';

/** The document type of a written summary in the repair's documents (decision 0064). */
export const SUMMARY_DOCUMENT_TYPE = 'HAZSUM';
const MEDIA_TYPES = new Set(['', 'WORKORDER']);

type KeyValue = { key: string; value: string };

/**
 * The written summary of a repair's investigation (Awaab's Law AW-5) and its viewing, a documented extension of the
 * contract (schemas/gateway/work-order-history-item-create.schema.json, docs/decisions/0064):
 * - GET /works-orders/{id}/documents?DocumentType=HAZSUM lists the repair's summaries, one per HAZSUM01 entry (the
 *   entry's id is the document's), with content-length among the metadata so a link can say the file's size; without
 *   DocumentType (or WORKORDER) the list is the repair's media, as before (document-routes.ts);
 * - GET /works-orders/{id}/documents/{docId} of a summary's id gives the tagged PDF, as a media file is given;
 * - POST /works-orders/{id}/historyItems {identifier: HAZSUMV01} records that the resident opened it, once.
 * Registered before the media routes, so what is not a summary goes on to them.
 */
export function registerHazardSummaryRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => deps.clock.now();
  const summaries = new SummaryCache(db);

  const describe = async (workOrderId: string, summaryId: string, sentAt: string) => {
    const pdf = (await summaries.pdfOf(workOrderId, summaryId)) ?? Buffer.alloc(0);
    const metadata: KeyValue[] = [
      { key: 'content-type', value: 'application/pdf' },
      { key: 'document-type', value: SUMMARY_DOCUMENT_TYPE },
      { key: 'works-order-identifier', value: workOrderId },
      { key: 'filename', value: 'written-summary.pdf' },
      { key: 'content-length', value: String(pdf.length) },
    ];
    const eTag = etagOf({ id: summaryId, workOrder: workOrderId, created: sentAt });
    return { pdf, metadata, eTag };
  };

  api.get('/works-orders/:id/documents', async (c, next) => {
    const documentType = (c.req.query('DocumentType') ?? '').trim();
    if (MEDIA_TYPES.has(documentType)) return next();
    if (documentType !== SUMMARY_DOCUMENT_TYPE)
      throw badRequest([{ field: 'DocumentType', code: 'enum', message: 'must be WORKORDER or HAZSUM' }]);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, authorise(c, db), id, now());
    const sent = hazardEntries(db, id).filter((e) => e.identifier === SUMMARY_SENT);
    const documents = await Promise.all(
      sent.map(async (entry) => {
        const { metadata, eTag } = await describe(id, entry.id, entry.at);
        return { id: entry.id, media: { fileName: 'written-summary.pdf' }, metadata, createdDateTime: entry.at, eTag };
      }),
    );
    return jsonWithETag(c, { documents } satisfies WorkOrderDocuments);
  });

  api.get('/works-orders/:id/documents/:docId', async (c, next) => {
    const id = c.req.param('id');
    const docId = c.req.param('docId');
    requireOwnWorkOrder(db, authorise(c, db), id, now());
    const entry = hazardEntries(db, id).find((e) => e.id === docId && e.identifier === SUMMARY_SENT);
    if (!entry) return next();
    const { pdf, metadata, eTag } = await describe(id, entry.id, entry.at);
    const body: WorkOrderDocumentContent = {
      id: entry.id,
      fileName: 'written-summary.pdf',
      contentType: 'application/pdf',
      media: pdf.toString('base64'),
      metadata,
    };
    return jsonWithETag(c, body, eTag);
  });

  api.post('/works-orders/:id/historyItems', async (c) => {
    const customerId = authorise(c, db);
    const id = c.req.param('id');
    requireOwnWorkOrder(db, customerId, id, now());
    const { identifier } = await readValidatedBody<WorkOrderHistoryItemCreate>(
      c,
      deps.validator,
      'work-order-history-item-create.schema.json',
    );
    const at = now();
    const { item, created } = db.transaction(() => {
      const entries = hazardEntries(db, id);
      if (!entries.some((e) => e.identifier === SUMMARY_SENT))
        throw conflict('No written summary has been sent for this repair yet.');
      // Opened once is recorded once: a second opening (another tab, a retry) answers with the first record.
      const recorded = entries.find((e) => e.identifier === identifier && identifier === SUMMARY_VIEWED);
      const itemId = recorded?.id ?? deps.newId();
      if (!recorded) addHistory(db, { id: itemId, workOrderId: id, identifier, subType: 'WorkOrder', at });
      const stored = db.prepare('SELECT body FROM work_order_history WHERE id = ?').pluck().get(itemId) as string;
      return { item: parseStoredBody<HistoryItem>('work_order_history', itemId, stored), created: !recorded };
    })();
    return c.json(item, created ? 201 : 200);
  });
}
