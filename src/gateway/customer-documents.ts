import type { CustomerDocumentContent } from '../../schemas/generated/gateway.customer-document-content';
import { fromBase64, type FetchedMedia } from './media';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

/** One of the customer's own documents (a statement), decoded, as a repair's file is (FetchedMedia), with its type. */
export interface FetchedCustomerDocument extends FetchedMedia {
  documentType: string;
}

export interface CustomerDocumentCalls {
  /**
   * GET /customers/{id}/documents/{docId}: the file's bytes (a PDF, to open in a new tab), such as the statement a
   * STATEMENT message names in its content[2]. The gateway answers it as base64, like a building-safety document
   * (decision 0032).
   */
  getCustomerDocument(customerId: string, documentId: string, signal?: AbortSignal): Promise<FetchedCustomerDocument>;
}

export function createCustomerDocumentCalls(request: GatewayRequest): CustomerDocumentCalls {
  return {
    async getCustomerDocument(customerId, documentId, signal) {
      const response = await request<CustomerDocumentContent>({
        method: 'GET',
        path: encodePath`/customers/${customerId}/documents/${documentId}`,
        ...(signal ? { signal } : {}),
      });
      const { id, documentType, media, contentType, fileName, metadata } = response.data;
      return { id, documentType, bytes: fromBase64(media), contentType, fileName, metadata };
    },
  };
}
