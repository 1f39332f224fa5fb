import { Hono } from 'hono';
import { errorHandler, notFoundHandler } from './error-response';
import { FaultStore } from './faults/fault-store';
import { API_PREFIX, SANDBOX_PREFIX, type GatewayApp, type GatewayDeps, type RouteDeps } from './gateway-env';
import { IdempotencyStore } from './idempotency-store';
import { authenticate } from './middleware/authenticate';
import { bodyDepth } from './middleware/body-depth';
import { correlationId } from './middleware/correlation-id';
import { cors } from './middleware/cors';
import { faultInjection } from './middleware/fault-injection';
import { idempotency } from './middleware/idempotency';
import { requestSize } from './middleware/request-size';
import { responseHeaders } from './middleware/response-headers';
import { subscriptionKey } from './middleware/subscription-key';
import { registerAccountsRoutes } from './routes/accounts-routes';
import { registerAppointmentRoutes } from './routes/appointment-routes';
import { registerAppointmentSandboxRoutes } from './routes/appointment-sandbox-routes';
import { registerAssetComplianceRoutes } from './routes/asset-compliance-routes';
import { registerAssetDocumentRoutes } from './routes/asset-document-routes';
import { registerAssetRoutes } from './routes/asset-routes';
import { registerCancelRescheduleEligibilityRoutes } from './routes/cancel-reschedule-eligibility-routes';
import { registerCaseActivityRoutes } from './routes/case-activity-routes';
import { registerCaseRoutes } from './routes/case-routes';
import { registerCommunicationRoutes, registerCommunicationSandboxRoutes } from './routes/communication-routes';
import { registerConfigurationRoutes } from './routes/configuration-routes';
import { registerCustomerDocumentRoutes } from './routes/customer-document-routes';
import { registerCustomerRoutes } from './routes/customer-routes';
import { registerDocumentRoutes } from './routes/document-routes';
import { registerHazardSummaryRoutes } from './routes/hazard-summary-routes';
import { registerEligibilityRoutes } from './routes/eligibility-routes';
import { registerPaymentAttemptRoutes, registerPaymentAttemptSandboxRoutes } from './routes/payment-attempt-routes';
import { registerReferenceDataRoutes } from './routes/reference-data-routes';
import { registerRepairDecisionRoutes } from './routes/repair-decision-routes';
import { registerRepairReferenceRoutes } from './routes/repair-reference-routes';
import { registerSandboxConfigurationRoutes } from './routes/sandbox-configuration-routes';
import { registerSandboxFaultRoutes } from './routes/sandbox-fault-routes';
import { registerServiceRequestRoutes } from './routes/service-request-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerTenancyRoutes } from './routes/tenancy-routes';
import { registerTransactionRoutes } from './routes/transaction-routes';
import { registerWorkOrderRoutes } from './routes/work-order-routes';
import { registerWorkOrderSandboxRoutes } from './routes/work-order-sandbox-routes';
import { registerWorkOrderSearchRoutes } from './routes/work-order-search-routes';
import { registerWorkOrderStateSandboxRoutes } from './routes/work-order-state-routes';
import { createSchemaValidator } from './schema-validator';

export { API_PREFIX, SANDBOX_PREFIX } from './gateway-env';
export type { GatewayApp, GatewayDeps, GatewayEnv, RouteDeps } from './gateway-env';

/** Route groups of the gateway API, each registered on the /customerselfserve/api/v1 base path. */
const gatewayRouteGroups: ((api: GatewayApp, deps: RouteDeps) => void)[] = [
  registerCustomerRoutes,
  registerTenancyRoutes,
  registerAssetRoutes,
  registerAssetComplianceRoutes,
  registerAssetDocumentRoutes,
  registerConfigurationRoutes,
  registerSessionRoutes,
  registerAccountsRoutes,
  registerPaymentAttemptRoutes,
  registerTransactionRoutes,
  registerReferenceDataRoutes,
  // Before the work-order groups: their fixed paths (/works-orders/eligibilityoutcomes …) must not be read as ids.
  registerRepairReferenceRoutes,
  registerEligibilityRoutes,
  registerRepairDecisionRoutes,
  registerServiceRequestRoutes,
  registerWorkOrderRoutes,
  registerWorkOrderSearchRoutes,
  registerAppointmentRoutes,
  registerCancelRescheduleEligibilityRoutes,
  // Before the media routes: a written summary (decision 0064) is answered there, anything else goes on to them.
  registerHazardSummaryRoutes,
  registerDocumentRoutes,
  registerCaseActivityRoutes,
  registerCaseRoutes,
  registerCommunicationRoutes,
  registerCustomerDocumentRoutes,
];

/**
 * The sandbox gateway: the association's API contract at /customerselfserve/api/v1 and, in test mode, the
 * test controls at /__sandbox. Middleware runs in this order for every gateway request:
 * correlation id → no-store/nosniff → CORS (answers preflights) → faults → reference data (read again when its
 * files changed) → body size → subscription key → bearer token → body depth → POST idempotency → route. Routes added
 * to the returned app later under the prefix get the same chain; the test controls get the body-depth bound too.
 */
export function createGatewayApp(deps: GatewayDeps): GatewayApp {
  const routeDeps: RouteDeps = {
    ...deps,
    validator: deps.validator ?? createSchemaValidator(),
    faults: new FaultStore(() => deps.newId(), API_PREFIX),
  };
  const app: GatewayApp = new Hono();
  // Set before basePath() views are taken: they copy the handlers at that moment.
  app.onError(errorHandler);
  app.notFound(notFoundHandler);

  app.use(
    '*',
    correlationId(() => deps.newId()),
    responseHeaders(),
    cors(deps.allowedOrigins),
  );
  if (deps.testMode)
    app.use(
      `${API_PREFIX}/*`,
      faultInjection(routeDeps.faults, API_PREFIX, (request) => Promise.resolve(app.fetch(request))),
    );
  const { referenceData } = deps;
  if (referenceData) {
    app.use(`${API_PREFIX}/*`, async (_c, next) => {
      referenceData.refresh();
      await next();
    });
  }
  app.use(
    `${API_PREFIX}/*`,
    requestSize(),
    subscriptionKey(),
    authenticate(deps.verifyAccessToken),
    bodyDepth(),
    idempotency(new IdempotencyStore(deps.clock)),
  );

  const api = app.basePath(API_PREFIX);
  for (const register of gatewayRouteGroups) register(api, routeDeps);
  // Outside test mode the controls do not exist, so every /__sandbox path is a plain 404.
  if (deps.testMode) {
    app.use(`${SANDBOX_PREFIX}/*`, bodyDepth());
    const sandbox = app.basePath(SANDBOX_PREFIX);
    registerSandboxFaultRoutes(sandbox, routeDeps);
    registerSandboxConfigurationRoutes(sandbox, routeDeps);
    registerWorkOrderSandboxRoutes(sandbox, routeDeps);
    registerAppointmentSandboxRoutes(sandbox, routeDeps);
    registerWorkOrderStateSandboxRoutes(sandbox, routeDeps);
    registerCommunicationSandboxRoutes(sandbox, routeDeps);
    registerPaymentAttemptSandboxRoutes(sandbox, routeDeps);
  }
  return app;
}
