import { createAccountCalls, type AccountCalls } from './accounts';
import { createAssetCalls, type AssetCalls } from './assets';
import { createConfigurationCalls, type ConfigurationCalls } from './configuration';
import { createCustomerCalls, type CustomerCalls } from './customers';
import { createReferenceDataCalls, type ReferenceDataCalls } from './reference-data';
import { createRequester, type GatewayRequest, type RequesterOptions } from './request';
import { createServiceRequestCalls, type ServiceRequestCalls } from './service-requests';
import { createSessionCalls, type SessionCalls } from './session';
import type { GatewayContext } from './types';

/** The typed client of the association's API gateway: one function per call, grouped by area. */
export interface GatewayClient
  extends CustomerCalls,
    AssetCalls,
    ConfigurationCalls,
    SessionCalls,
    AccountCalls,
    ReferenceDataCalls,
    ServiceRequestCalls {
  /** The raw requester, for calls whose area has no typed functions yet. */
  request: GatewayRequest;
}

export function createGatewayClient(ctx: GatewayContext, options: RequesterOptions = {}): GatewayClient {
  const request = createRequester(ctx, options);
  return {
    request,
    ...createCustomerCalls(request),
    ...createAssetCalls(request),
    ...createConfigurationCalls(request),
    ...createSessionCalls(request),
    ...createAccountCalls(request),
    ...createReferenceDataCalls(request),
    ...createServiceRequestCalls(request),
  };
}
