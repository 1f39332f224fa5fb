import type { AssetDocumentContent } from '../../schemas/generated/gateway.asset-document-content';
import type { AssetDocument, AssetDocuments } from '../../schemas/generated/gateway.asset-documents';
import { decodedMedia, type FetchedMedia } from './media';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { AssetDocument, AssetDocuments } from '../../schemas/generated/gateway.asset-documents';

/** The high-rise card's documents (portal.md §3 "High-rise data"). */
export type AssetDocumentType = AssetDocument['documentType'];

/** A building-safety document's file, decoded, as a repair's file is (FetchedMedia), with its type. */
export interface FetchedAssetDocument extends FetchedMedia {
  documentType: AssetDocumentType;
}

export interface AssetDocumentPage {
  /** 1 by default: the newest, as the high-rise card asks. */
  limit?: number;
  skip?: number;
}

export interface AssetDocumentCalls {
  /**
   * GET /assets/{id}/documents?DocumentType=…&Limit=1&Skip=0: the asset's documents of that type, newest inspection
   * first (metadata inspection-date), metadata only. Only the newest unless a page says otherwise.
   */
  listAssetDocuments(
    assetId: string,
    documentType: AssetDocumentType,
    signal?: AbortSignal,
    page?: AssetDocumentPage,
  ): Promise<AssetDocument[]>;
  /** GET /assets/{id}/documents/{docId}: the file's bytes (a PDF, to open in a new tab). */
  getAssetDocument(assetId: string, documentId: string, signal?: AbortSignal): Promise<FetchedAssetDocument>;
}

export function createAssetDocumentCalls(request: GatewayRequest): AssetDocumentCalls {
  return {
    async listAssetDocuments(assetId, documentType, signal, page = {}) {
      const response = await request<Partial<AssetDocuments> | null>({
        method: 'GET',
        path: encodePath`/assets/${assetId}/documents`,
        query: { DocumentType: documentType, Limit: page.limit ?? 1, Skip: page.skip ?? 0 },
        signal,
      });
      return response.data?.documents ?? [];
    },

    async getAssetDocument(assetId, documentId, signal) {
      const response = await request<AssetDocumentContent>({
        method: 'GET',
        path: encodePath`/assets/${assetId}/documents/${documentId}`,
        signal,
      });
      return { ...decodedMedia(response.data), documentType: response.data.documentType };
    },
  };
}
