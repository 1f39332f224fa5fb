import { createAccountCalls, type AccountCalls } from './accounts';
import { createAppointmentCalls, type AppointmentCalls } from './appointments';
import { createAssetCalls, type AssetCalls } from './assets';
import { createCaseActivityCalls, type CaseActivityCalls } from './case-activities';
import { createConfigurationCalls, type ConfigurationCalls } from './configuration';
import { createCustomerCalls, type CustomerCalls } from './customers';
import { createDocumentCalls, type DocumentCalls } from './documents';
import { createReferenceDataCalls, type ReferenceDataCalls } from './reference-data';
import { createRepairActionCheckCalls, type RepairActionCheckCalls } from './repair-action-checks';
import { createRepairDecisionCalls, type RepairDecisionCalls } from './repair-decisions';
import { createRepairReferenceCalls, type RepairReferenceCalls } from './repair-reference';
import { createRequester, type GatewayRequest, type RequesterOptions } from './request';
import { createServiceRequestCalls, type ServiceRequestCalls } from './service-requests';
import { createSessionCalls, type SessionCalls } from './session';
import type { GatewayContext } from './types';
import { createWorkOrderCalls, type WorkOrderCalls } from './work-orders';

/** The typed client of the association's API gateway: one function per call, grouped by area. */
export interface GatewayClient
  extends CustomerCalls,
    AssetCalls,
    ConfigurationCalls,
    SessionCalls,
    AccountCalls,
    ReferenceDataCalls,
    RepairReferenceCalls,
    RepairDecisionCalls,
    RepairActionCheckCalls,
    ServiceRequestCalls,
    WorkOrderCalls,
    AppointmentCalls,
    DocumentCalls,
    CaseActivityCalls {
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
    ...createRepairReferenceCalls(request),
    ...createRepairDecisionCalls(request),
    ...createRepairActionCheckCalls(request),
    ...createServiceRequestCalls(request),
    ...createWorkOrderCalls(request),
    ...createAppointmentCalls(request),
    ...createDocumentCalls(request),
    ...createCaseActivityCalls(request),
  };
}
