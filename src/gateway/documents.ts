import type { WorkOrderDocumentContent } from '../../schemas/generated/gateway.work-order-document-content';
import type { WorkOrderDocumentCreated } from '../../schemas/generated/gateway.work-order-document-created';
import type { DocumentSummary, WorkOrderDocuments } from '../../schemas/generated/gateway.work-order-documents';
import { invalidResponse } from './errors';
import type { GatewayRequest } from './request';
import { encodePath } from './url';
import { decodedMedia, toBase64, type FetchedMedia, type MediaFile } from './media';

export type { DocumentSummary } from '../../schemas/generated/gateway.work-order-documents';
export { toBase64, fromBase64, type FetchedMedia, type MediaFile } from './media';

export interface DocumentCalls {
  /**
   * GET /works-orders/{id}/documents: metadata only (content-type, IsMediaAppropriate, filename…). With HAZSUM, the
   * repair's written summaries instead (Awaab's Law AW-5, an extension of the contract: docs/decisions/0064).
   */
  listWorkOrderDocuments(workOrderId: string, documentType?: 'HAZSUM'): Promise<DocumentSummary[]>;
  /** GET /works-orders/{id}/documents/{docId}: the file's bytes. */
  getWorkOrderDocument(workOrderId: string, documentId: string, signal?: AbortSignal): Promise<FetchedMedia>;
  /**
   * POST /works-orders/{id}/documents (WORKORDER type, base64 media, content-type and filename metadata);
   * resolves to the document identifier. Refusals come as GatewayHttpError 413 (file-too-large), 415
   * (unsupported-type, images-not-allowed) or 422 (content-mismatch, empty-file, too-many-files…).
   */
  uploadWorkOrderDocument(workOrderId: string, file: MediaFile, operationKey?: string): Promise<string>;
  /** DELETE /works-orders/{id}/documents/{docId} with the document's entity tag (its `eTag` in the list). */
  deleteWorkOrderDocument(workOrderId: string, documentId: string, etag: string): Promise<void>;
}

export function createDocumentCalls(request: GatewayRequest): DocumentCalls {
  return {
    async listWorkOrderDocuments(workOrderId, documentType) {
      const response = await request<WorkOrderDocuments | null>({
        method: 'GET',
        path: encodePath`/works-orders/${workOrderId}/documents`,
        ...(documentType ? { query: { DocumentType: documentType } } : {}),
      });
      return response.data?.documents ?? [];
    },

    async getWorkOrderDocument(workOrderId, documentId, signal) {
      const response = await request<WorkOrderDocumentContent>({
        method: 'GET',
        path: encodePath`/works-orders/${workOrderId}/documents/${documentId}`,
        signal,
      });
      return decodedMedia(response.data);
    },

    async uploadWorkOrderDocument(workOrderId, file, operationKey) {
      const path = encodePath`/works-orders/${workOrderId}/documents`;
      const response = await request<WorkOrderDocumentCreated | null>({
        method: 'POST',
        path,
        body: {
          DocumentType: 'WORKORDER',
          Media: toBase64(file.bytes),
          Metadata: [
            { key: 'content-type', value: file.contentType },
            { key: 'filename', value: file.fileName },
          ],
        },
        operationKey,
      });
      const id = response.data?.documentIdentifier;
      if (!id) {
        throw invalidResponse(response, 'POST', path, 'The gateway did not return the document identifier.');
      }
      return id;
    },

    async deleteWorkOrderDocument(workOrderId, documentId, etag) {
      await request<null>({
        method: 'DELETE',
        path: encodePath`/works-orders/${workOrderId}/documents/${documentId}`,
        etag,
      });
    },
  };
}
