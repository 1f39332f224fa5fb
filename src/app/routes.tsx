import { createBrowserRouter, type RouteObject } from 'react-router';
import { journeyManifest } from 'virtual:journey-manifest';
import { journeyRoutes } from '../journey/journey-routes';
import { CustomerApiErrorPage } from '../pages/errors/customer-api-error-page';
import { GenericErrorPage } from '../pages/errors/generic-error-page';
import { MaintenancePage } from '../pages/errors/maintenance-page';
import { RepairJourneyErrorPage } from '../pages/errors/repair-journey-error-page';
import { WorkOrderErrorPage } from '../pages/errors/work-order-error-page';
import { HomePage } from '../pages/home/home-page';
import { StartPage } from '../pages/start/start-page';
import { Layout } from './layout';
import { Loading } from './loading';
import {
  CUSTOMER_API_ERROR_PATH,
  GENERIC_ERROR_PATH,
  HOME_PATH,
  MAINTENANCE_PATH,
  REPAIR_JOURNEY_ERROR_PATH,
  START_PATH,
  WORK_ORDER_ERROR_PATH,
} from './route-table';
import { RouteErrorPage } from './route-error-page';

/**
 * The screens that exist so far besides journey steps; each is marked `built` in the route table. Everything else, including routes
 * of the specification not built yet, matches '*' and the layout's access rule sends it to '/'.
 */
export const BUILT_PAGES: Record<string, RouteObject['element']> = {
  [START_PATH]: <StartPage />,
  [HOME_PATH]: <HomePage />,
  [GENERIC_ERROR_PATH]: <GenericErrorPage />,
  [CUSTOMER_API_ERROR_PATH]: <CustomerApiErrorPage />,
  [REPAIR_JOURNEY_ERROR_PATH]: <RepairJourneyErrorPage />,
  [WORK_ORDER_ERROR_PATH]: <WorkOrderErrorPage />,
  [MAINTENANCE_PATH]: <MaintenancePage />,
};

/** One lazy route per journey step address (journeys/*.json); the journey code loads only when one is opened. */
export const JOURNEY_ROUTES: RouteObject[] = journeyRoutes(journeyManifest);

export const portalRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // Shown while a lazy route's code loads on the first visit (toolchain notes, gotcha 17).
    HydrateFallback: Loading,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: null },
      ...Object.entries(BUILT_PAGES).map(([path, element]): RouteObject => ({ path, element })),
      ...JOURNEY_ROUTES,
      { path: '*', element: null },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(portalRoutes);
}
