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
  PreconditionFailedError,
  UnauthorisedError,
  isGatewayError,
  statusLabel,
  type GatewayErrorDetails,
  type GatewayProblem,
  type StatusLabel,
} from './errors';
export { encodePath, type Query, type QueryValue } from './url';
export type { GatewayContext } from './types';
export type { CustomerCalls, VersionedCustomer } from './customers';
export type { AssetCalls, AssetAssociatesWithParties } from './assets';
export type { ConfigurationCalls } from './configuration';
export type { SessionCalls } from './session';
export type { AccountCalls, Account, Accounts } from './accounts';
export { REFERRAL_REASON_NAMESPACE, type ReferenceDataCalls, type ReferralReason } from './reference-data';
export type { CreatedServiceRequest, FinancialEnquiry, ServiceRequestCalls } from './service-requests';
export {
  activeTenancies,
  formatAddress,
  isCatalystCustomer,
  isProfileIncomplete,
  isResidentialGroup,
  shortenAddress,
} from './customer-view';
