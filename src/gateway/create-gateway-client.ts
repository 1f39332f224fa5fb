import type { AccountCalls } from './accounts';
import type { AppointmentCalls } from './appointments';
import type { AssetDocumentCalls } from './asset-documents';
import { createAssetCalls, type AssetCalls } from './assets';
import type { CaseActivityCalls } from './case-activities';
import type { CaseCalls } from './cases';
import type { CommunicationCalls } from './communications';
import type { ComplianceCalls } from './compliance';
import { createConfigurationCalls, type ConfigurationCalls } from './configuration';
import type { CustomerDocumentCalls } from './customer-documents';
import { createCustomerCalls, type CustomerCalls } from './customers';
import type { DocumentCalls } from './documents';
import type { PaymentCalls } from './payments';
import type { ReferenceDataCalls } from './reference-data';
import type { RepairActionCheckCalls } from './repair-action-checks';
import type { RepairDecisionCalls } from './repair-decisions';
import type { RepairReferenceCalls } from './repair-reference';
import { lazyCalls } from './lazy-calls';
import { createRequester, type GatewayRequest, type RequesterOptions } from './request';
import type { ServiceRequestCalls } from './service-requests';
import { createSessionCalls, type SessionCalls } from './session';
import type { TransactionCalls } from './transactions';
import type { GatewayContext } from './types';
import type { WorkOrderSearchCalls } from './work-order-search';
import type { WorkOrderCalls } from './work-orders';

/** The typed client of the association's API gateway: one function per call, grouped by area. */
export interface GatewayClient
  extends
    CustomerCalls,
    AssetCalls,
    ConfigurationCalls,
    SessionCalls,
    AccountCalls,
    PaymentCalls,
    ReferenceDataCalls,
    RepairReferenceCalls,
    RepairDecisionCalls,
    RepairActionCheckCalls,
    ServiceRequestCalls,
    WorkOrderCalls,
    WorkOrderSearchCalls,
    AppointmentCalls,
    DocumentCalls,
    CaseActivityCalls,
    CaseCalls,
    CommunicationCalls,
    ComplianceCalls,
    AssetDocumentCalls,
    CustomerDocumentCalls,
    TransactionCalls {
  /** The raw requester, for calls whose area has no typed functions yet. */
  request: GatewayRequest;
}

export function createGatewayClient(ctx: GatewayContext, options: RequesterOptions = {}): GatewayClient {
  const request = createRequester(ctx, options);
  // What the start and home pages call comes with the client; every other area's code loads on its first call
  // (issue 13: the first download carries only what the first pages need). Each lazy area names all its calls: the
  // type makes a missing or unknown name a compile error.
  return {
    request,
    ...createCustomerCalls(request),
    ...createAssetCalls(request, options.now),
    ...createConfigurationCalls(request, ctx),
    ...createSessionCalls(request),
    ...lazyCalls<AccountCalls>(request, async () => (await import('./accounts')).createAccountCalls, {
      getAccounts: true,
      getAccountView: true,
    }),
    ...lazyCalls<PaymentCalls>(request, async () => (await import('./payments')).createPaymentCalls, {
      createPaymentAttempt: true,
      getPaymentToken: true,
      getPaymentAttempt: true,
    }),
    ...lazyCalls<ReferenceDataCalls>(request, async () => (await import('./reference-data')).createReferenceDataCalls, {
      getReferralReasons: true,
    }),
    ...lazyCalls<RepairReferenceCalls>(
      request,
      async () => (await import('./repair-reference')).createRepairReferenceCalls,
      {
        getRepairLocations: true,
        getDampMouldAssessment: true,
        searchRepairReasons: true,
      },
    ),
    ...lazyCalls<RepairDecisionCalls>(
      request,
      async () => (await import('./repair-decisions')).createRepairDecisionCalls,
      {
        checkRepairEligibility: true,
        checkEnhancedRepairEligibility: true,
        checkAssetEligibility: true,
        determineSor: true,
        getRepairPriority: true,
        getContractor: true,
      },
    ),
    ...lazyCalls<RepairActionCheckCalls>(
      request,
      async () => (await import('./repair-action-checks')).createRepairActionCheckCalls,
      {
        checkCancellationEligibility: true,
        checkRescheduleEligibility: true,
      },
    ),
    ...lazyCalls<ServiceRequestCalls>(
      request,
      async () => (await import('./service-requests')).createServiceRequestCalls,
      { createFinancialEnquiry: true },
    ),
    ...lazyCalls<WorkOrderCalls>(request, async () => (await import('./work-orders')).createWorkOrderCalls, {
      createWorkOrderDraft: true,
      getWorkOrder: true,
      updateWorkOrder: true,
      cancelWorkOrder: true,
      getWorkOrderHistory: true,
      recordWorkOrderHistoryItem: true,
      addWorkOrderNote: true,
    }),
    ...lazyCalls<WorkOrderSearchCalls>(
      request,
      async () => (await import('./work-order-search')).createWorkOrderSearchCalls,
      { searchWorkOrders: true },
    ),
    ...lazyCalls<AppointmentCalls>(request, async () => (await import('./appointments')).createAppointmentCalls, {
      getAppointmentAvailability: true,
      bookAppointment: true,
      rescheduleAppointment: true,
    }),
    ...lazyCalls<DocumentCalls>(request, async () => (await import('./documents')).createDocumentCalls, {
      listWorkOrderDocuments: true,
      getWorkOrderDocument: true,
      uploadWorkOrderDocument: true,
      deleteWorkOrderDocument: true,
    }),
    ...lazyCalls<CaseActivityCalls>(request, async () => (await import('./case-activities')).createCaseActivityCalls, {
      getCaseActivities: true,
      completeCaseActivity: true,
    }),
    ...lazyCalls<CaseCalls>(request, async () => (await import('./cases')).createCaseCalls, {
      getCaseTypes: true,
      determineCaseTeam: true,
      createCase: true,
      searchCases: true,
    }),
    ...lazyCalls<CommunicationCalls>(request, async () => (await import('./communications')).createCommunicationCalls, {
      getCommunications: true,
      markCommunicationRead: true,
      sendCommunication: true,
    }),
    ...lazyCalls<ComplianceCalls>(request, async () => (await import('./compliance')).createComplianceCalls, {
      getCompliance: true,
    }),
    ...lazyCalls<AssetDocumentCalls>(
      request,
      async () => (await import('./asset-documents')).createAssetDocumentCalls,
      {
        listAssetDocuments: true,
        getAssetDocument: true,
      },
    ),
    ...lazyCalls<CustomerDocumentCalls>(
      request,
      async () => (await import('./customer-documents')).createCustomerDocumentCalls,
      {
        getCustomerDocument: true,
        getStatements: true,
      },
    ),
    ...lazyCalls<TransactionCalls>(request, async () => (await import('./transactions')).createTransactionCalls, {
      getTransactions: true,
    }),
  };
}
