import type { Communication } from '../../schemas/generated/gateway.communication';
import type { CommunicationCreated } from '../../schemas/generated/gateway.communication-created';
import type { CommunicationList } from '../../schemas/generated/gateway.communication-list';
import type { CommunicationSend } from '../../schemas/generated/gateway.communication-send';
import { invalidResponse } from './errors';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { Communication } from '../../schemas/generated/gateway.communication';
export type { CommunicationList } from '../../schemas/generated/gateway.communication-list';
export type { CommunicationCreated } from '../../schemas/generated/gateway.communication-created';
export type {
  CommunicationSend,
  ProfileUpdateNotification,
  StatementRequest,
} from '../../schemas/generated/gateway.communication-send';

/** The inbox's query (portal.md §3 "Message query"); absent values are not sent, empty strings are (no filter). */
export interface CommunicationQuery {
  /** YYYY-MM-DD, inclusive (a London day). The inbox's default is two years ago. */
  fromDate?: string;
  /** YYYY-MM-DD, inclusive. The inbox's default is today. */
  toDate?: string;
  /** '' (or absent) for all. */
  status?: 'READ' | 'UNREAD' | '';
  /** Only the messages about this property. It also narrows total-unread and unreadCatagoryTypes to it. */
  assetIdentifier?: string;
  /** Contained in the subject, the body or the sender's name, case aside. */
  searchText?: string;
  /** 1 to 100; the gateway's default is 10. The home card asks for 2, the phone list for 100. */
  limit?: number;
  skip?: number;
  /** Newest first by default. */
  sort?: 'createdDate desc' | 'createdDate asc';
}

export interface CommunicationCalls {
  /**
   * GET /customers/{id}/communications: one page of the resident's messages, each with the eTag to mark it read with,
   * the number of matches (total-count), and the resident's unread messages (total-unread, unreadCatagoryTypes: all of
   * them, or those about assetIdentifier when it is sent, whatever the other filters).
   */
  getCommunications(customerId: string, query?: CommunicationQuery, signal?: AbortSignal): Promise<CommunicationList>;
  /**
   * PATCH /customers/{id}/communications/{messageId} {status: READ}: the message, read. The eTag from the list is sent
   * as If-Match when given; the gateway does not require it (decision 0031) and answers a message already read as it
   * is, whatever the tag. A tag of another version of an unread message throws PreconditionFailedError.
   */
  markCommunicationRead(customerId: string, messageId: string, etag?: string | null): Promise<Communication>;
  /**
   * POST /customers/{id}/communications: sends an e-mail for the customer from a template (build the body with
   * statementRequest or profileUpdateNotification of communication-bodies.ts). Pass the operation key kept for this
   * request, so a retry after a lost answer does not send it twice.
   */
  sendCommunication(
    customerId: string,
    communication: CommunicationSend,
    operationKey?: string,
    signal?: AbortSignal,
  ): Promise<CommunicationCreated>;
}

function isCommunication(data: unknown): data is Communication {
  return typeof data === 'object' && data !== null && 'identifier' in data && 'status' in data && 'message' in data;
}

export function createCommunicationCalls(request: GatewayRequest): CommunicationCalls {
  return {
    async getCommunications(customerId, query = {}, signal) {
      const response = await request<Partial<CommunicationList> | null>({
        method: 'GET',
        path: encodePath`/customers/${customerId}/communications`,
        query: {
          fromDate: query.fromDate,
          toDate: query.toDate,
          status: query.status,
          assetIdentifier: query.assetIdentifier,
          searchText: query.searchText,
          limit: query.limit,
          skip: query.skip,
          sort: query.sort,
        },
        signal,
      });
      const data = response.data;
      return {
        communications: data?.communications ?? [],
        'total-count': data?.['total-count'] ?? 0,
        'total-unread': data?.['total-unread'] ?? 0,
        unreadCatagoryTypes: data?.unreadCatagoryTypes ?? [],
      };
    },

    async markCommunicationRead(customerId, messageId, etag = null) {
      const path = encodePath`/customers/${customerId}/communications/${messageId}`;
      const response = await request<unknown>({ method: 'PATCH', path, body: { status: 'READ' }, etag });
      if (!isCommunication(response.data))
        throw invalidResponse(response, 'PATCH', path, 'The gateway did not return the message.');
      return response.data;
    },

    async sendCommunication(customerId, communication, operationKey, signal) {
      const path = encodePath`/customers/${customerId}/communications`;
      const response = await request<Partial<CommunicationCreated> | null>({
        method: 'POST',
        path,
        body: communication,
        operationKey,
        signal,
      });
      const id = response.data?.id;
      // A 2xx without the identifier cannot be confirmed to the resident: treat it as the failure it is.
      if (typeof id !== 'string' || id === '')
        throw invalidResponse(response, 'POST', path, 'The gateway did not return the communication identifier.');
      return { id };
    },
  };
}
