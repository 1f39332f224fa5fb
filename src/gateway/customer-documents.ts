import type { CustomerDocumentContent } from '../../schemas/generated/gateway.customer-document-content';
import type { CustomerDocuments } from '../../schemas/generated/gateway.customer-documents';
import { decodedMedia, type FetchedMedia } from './media';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

/** One of the customer's own documents (a statement), decoded, as a repair's file is (FetchedMedia), with its type. */
export interface FetchedCustomerDocument extends FetchedMedia {
  documentType: string;
}

/** A monthly statement in the list, by its metadata (portal.md §3 "Statement document"). */
export interface StatementSummary {
  id: string;
  /** The account's payment reference (metadata account-reference). */
  accountReference: string;
  /** The account's id (metadata account-identifier); empty when the gateway does not say. */
  accountIdentifier: string;
  /** YYYY-MM: the month of its inspection-date (the month's last day). */
  yearMonth: string;
  fileName: string;
}

/** The months to list, YYYY-MM, both included. */
export interface StatementMonths {
  yearMonthFrom: string;
  yearMonthTo: string;
}

export interface CustomerDocumentCalls {
  /**
   * GET /customers/{id}/documents?yearMonthFrom=YYYY-MM&yearMonthTo=YYYY-MM (portal.md §7 "Statement list"): the
   * customer's statements of those months, newest first. A document without a month is left out: it cannot be chosen.
   */
  getStatements(customerId: string, months: StatementMonths, signal?: AbortSignal): Promise<StatementSummary[]>;
  /**
   * GET /customers/{id}/documents/{docId}: the file's bytes (a PDF, to open in a new tab), such as the statement a
   * STATEMENT message names in its content[2]. The gateway answers it as base64, like a building-safety document
   * (decision 0032).
   */
  getCustomerDocument(customerId: string, documentId: string, signal?: AbortSignal): Promise<FetchedCustomerDocument>;
}

export function createCustomerDocumentCalls(request: GatewayRequest): CustomerDocumentCalls {
  return {
    async getStatements(customerId, months, signal) {
      const response = await request<Partial<CustomerDocuments> | null>({
        method: 'GET',
        path: encodePath`/customers/${customerId}/documents`,
        query: { yearMonthFrom: months.yearMonthFrom, yearMonthTo: months.yearMonthTo },
        signal,
      });
      return (response.data?.documents ?? []).flatMap((document): StatementSummary[] => {
        const value = (key: string) => document.metadata.find((entry) => entry.key === key)?.value ?? '';
        const yearMonth = value('inspection-date').slice(0, 7);
        if (!/^\d{4}-\d{2}$/.test(yearMonth)) return [];
        return [
          {
            id: document.id,
            accountReference: value('account-reference'),
            accountIdentifier: value('account-identifier'),
            yearMonth,
            fileName: document.fileName,
          },
        ];
      });
    },

    async getCustomerDocument(customerId, documentId, signal) {
      const response = await request<CustomerDocumentContent>({
        method: 'GET',
        path: encodePath`/customers/${customerId}/documents/${documentId}`,
        signal,
      });
      return { ...decodedMedia(response.data), documentType: response.data.documentType };
    },
  };
}
