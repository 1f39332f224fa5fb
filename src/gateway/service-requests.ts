import type { FinancialEnquiry } from '../../schemas/generated/gateway.financial-enquiry';
import type { ServiceRequestCreated } from '../../schemas/generated/gateway.service-request-created';
import { invalidResponse } from './errors';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { FinancialEnquiry } from '../../schemas/generated/gateway.financial-enquiry';

/** A created service request: its identifier and, when the gateway gives one, where to read it. */
export interface CreatedServiceRequest {
  serviceRequestIdentifier: string;
  location: string | null;
}

export interface ServiceRequestCalls {
  /**
   * POST /customer/{id}/account/{acc}/servicerequest: creates a financial inclusion enquiry. Pass the
   * operation key kept for this submission, so a retry after a lost answer is recognised and not created twice.
   */
  createFinancialEnquiry(
    customerId: string,
    accountId: string,
    enquiry: FinancialEnquiry,
    operationKey?: string,
    signal?: AbortSignal,
  ): Promise<CreatedServiceRequest>;
}

export function createServiceRequestCalls(request: GatewayRequest): ServiceRequestCalls {
  return {
    async createFinancialEnquiry(customerId, accountId, enquiry, operationKey, signal) {
      const path = encodePath`/customer/${customerId}/account/${accountId}/servicerequest`;
      const response = await request<ServiceRequestCreated | null>({
        method: 'POST',
        path,
        body: enquiry,
        operationKey,
        signal,
      });
      const identifier = response.data?.serviceRequestIdentifier;
      // A 2xx without the identifier cannot be confirmed to the resident: treat it as the failure it is.
      if (typeof identifier !== 'string' || identifier === '') {
        throw invalidResponse(response, 'POST', path, 'The gateway did not return the service request identifier.');
      }
      return { serviceRequestIdentifier: identifier, location: response.location };
    },
  };
}
