import type { PageRoute } from '../../shared/page-route';
import {
  CUSTOMER_API_ERROR_PATH,
  GENERIC_ERROR_PATH,
  MAINTENANCE_PATH,
  REPAIR_JOURNEY_ERROR_PATH,
  WORK_ORDER_ERROR_PATH,
} from '../../shared/paths';
import { CustomerApiErrorPage } from './customer-api-error-page';
import { GenericErrorPage } from './generic-error-page';
import { MaintenancePage } from './maintenance-page';
import { RepairJourneyErrorPage } from './repair-journey-error-page';
import { WorkOrderErrorPage } from './work-order-error-page';

/** The error pages, in the first download: a failure must not depend on another download to be told. */
export const errorRoutes: readonly PageRoute[] = [
  // Its button sends a logged-out visitor to the start page, so a logged-out visitor must reach it.
  { path: GENERIC_ERROR_PATH, access: 'loginExempt', page: GenericErrorPage },
  { path: MAINTENANCE_PATH, access: 'loginExempt', page: MaintenancePage },
  // The retry button reloads the customer, so this page needs the customer id.
  { path: CUSTOMER_API_ERROR_PATH, access: 'needsCustomer', page: CustomerApiErrorPage },
  { path: REPAIR_JOURNEY_ERROR_PATH, access: 'needsLogin', page: RepairJourneyErrorPage },
  { path: WORK_ORDER_ERROR_PATH, access: 'needsLogin', page: WorkOrderErrorPage },
];
