export { createGatewayClient, type GatewayClient } from './create-gateway-client';
export {
  createRequester,
  type GatewayRequest,
  type GatewayRequestOptions,
  type GatewayResponse,
  type RequesterOptions,
} from './request';
export {
  GatewayError,
  GatewayHttpError,
  GatewayNetworkError,
  GatewayTimeoutError,
  MissingAppointmentIdError,
  PreconditionFailedError,
  UnauthorisedError,
  isGatewayError,
  isShownFailure,
  statusLabel,
  type GatewayErrorDetails,
  type GatewayProblem,
  type StatusLabel,
} from './errors';
export { encodePath, type Query, type QueryValue } from './url';
export { WRITE_CHECK_DELAYS_MS, isOutcomeUnknownFailure, isRetriedByStep } from './retry-policy';
export type { GatewayContext } from './types';
export type { CustomerCalls, VersionedCustomer } from './customers';
export type { AssetCalls, AssetAssociatesWithParties } from './assets';
export type { ConfigurationCalls } from './configuration';
export type { SessionCalls } from './session';
export type { AccountCalls, Account, Accounts, AccountView } from './accounts';
export type { PaymentAttempt, PaymentAttemptCreate, PaymentCalls, PaymentToken } from './payments';
export { REFERRAL_REASON_NAMESPACE, type ReferenceDataCalls, type ReferralReason } from './reference-data';
export type { CreatedServiceRequest, FinancialEnquiry, ServiceRequestCalls } from './service-requests';
export {
  toRepairWorkOrder,
  workOrderIdFromLocation,
  type HistoryItem,
  type RepairListItem,
  type RepairWorkOrder,
  type WorkOrder,
  type WorkOrderCalls,
  type WorkOrderCreate,
  type WorkOrderHistory,
  type WorkOrderNote,
  type WorkOrderNoteCreated,
  type WorkOrderSearchResult,
  type WorkOrderUpdate,
} from './work-orders';
export type { WorkOrderSearchCalls, WorkOrderSearchQuery } from './work-order-search';
export type {
  AppointmentAvailability,
  AppointmentBooking,
  AppointmentCalls,
  AppointmentConfirmation,
  AppointmentReschedule,
  Availability,
  BookedAppointment,
  Slot,
} from './appointments';
export type {
  CancellationEligibilityRequest,
  CancellationEligibilityResult,
  RepairActionCheckCalls,
  RescheduleEligibilityRequest,
  RescheduleEligibilityResult,
} from './repair-action-checks';
export {
  fromBase64,
  toBase64,
  type DocumentCalls,
  type DocumentSummary,
  type FetchedMedia,
  type MediaFile,
} from './documents';
export type { CaseActivities, CaseActivity, CaseActivityCalls, CaseActivityUpdate } from './case-activities';
export type {
  Case,
  CaseAnswer,
  CaseCalls,
  CaseCreate,
  CaseCreated,
  CaseList,
  CasePage,
  CaseQuestion,
  CaseSearchQuery,
  CaseTeamDeterminationRequest,
  CaseType,
  OwningTeam,
  QuestionOption,
} from './cases';
export type {
  Communication,
  CommunicationCalls,
  CommunicationCreated,
  CommunicationList,
  CommunicationQuery,
  CommunicationSend,
  ProfileUpdateNotification,
  StatementRequest,
} from './communications';
export {
  COMMUNICATION_TEMPLATES,
  profileUpdateNotification,
  statementRequest,
  type ProfileUpdateNotificationInput,
  type StatementRequestInput,
} from './communication-bodies';
export type { ComplianceCalls, CompliancePage, ComplianceRecord, ComplianceRecords } from './compliance';
export { COMPLIANCE_TYPES, type ComplianceType } from './compliance-types';
export type {
  AssetDocument,
  AssetDocumentCalls,
  AssetDocumentPage,
  AssetDocuments,
  AssetDocumentType,
  FetchedAssetDocument,
} from './asset-documents';
export type { CustomerDocumentCalls, FetchedCustomerDocument } from './customer-documents';
export type { Transaction, TransactionCalls, TransactionList, TransactionQuery } from './transactions';
export { TRANSACTION_TYPES, type TransactionType } from './transaction-types';
export {
  DAMP_MOULD_ASSESSMENT_ENTRY,
  type DampMouldAssessment,
  type RepairLocations,
  type RepairReason,
  type RepairReasonQuery,
  type RepairReferenceCalls,
} from './repair-reference';
export {
  NEW_WORK_ORDER_ID,
  heatingAttributeOf,
  joinHeatingAttributes,
  supplementaryCodes,
  type Contractor,
  type ContractorQuery,
  type EligibilityRequest,
  type EligibilityResult,
  type EnhancedEligibilityRequest,
  type RepairDecisionCalls,
  type RepairPriorityRequest,
  type RepairPriorityResult,
  type SorDeterminationRequest,
  type SorDeterminationResult,
} from './repair-decisions';
export {
  activeTenancies,
  contactDetailsOf,
  formatAddress,
  isCatalystCustomer,
  isProfileIncomplete,
  isResidentialGroup,
  shortenAddress,
  type ContactDetails,
} from './customer-view';
