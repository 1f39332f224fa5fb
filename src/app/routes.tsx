import { lazy, Suspense } from 'react';
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
import { Loading } from '../ui/loading';
import {
  CUSTOMER_API_ERROR_PATH,
  DMC_QUESTIONS_PATH,
  GENERIC_ERROR_PATH,
  HOME_PATH,
  MAINTENANCE_PATH,
  REPAIR_DETAIL_PATH,
  REPAIR_HISTORY_PATH,
  REPAIR_JOURNEY_ERROR_PATH,
  START_PATH,
  STUDIO_PATH,
  VIEW_MEDIA_PATH,
  WORK_ORDER_ERROR_PATH,
} from '../shared/paths';
import { RouteErrorPage } from './route-error-page';

// Development builds only (npm run dev): the analysts' studio. In a production build import.meta.env.DEV is false,
// so this branch and the studio's code are left out of the bundle entirely.
const StudioPage = import.meta.env.DEV ? lazy(async () => ({ default: (await import('../studio/studio-route')).StudioRoute })) : null;

// Pages past the home page load when first opened (PERF-03: the start and home pages' first download is near its
// budget, and every page added to it would be downloaded by residents who never open it).
const RepairHistoryPage = lazy(async () => ({ default: (await import('../pages/repairs/history/repair-history-page')).RepairHistoryPage }));
const RepairDetailPage = lazy(async () => ({ default: (await import('../pages/repairs/detail/repair-detail-page')).RepairDetailPage }));
const ViewMediaPage = lazy(async () => ({ default: (await import('../pages/repairs/redirects/view-media-page')).ViewMediaPage }));
const DmcQuestionsPage = lazy(async () => ({ default: (await import('../pages/repairs/redirects/dmc-questions-page')).DmcQuestionsPage }));

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
  [REPAIR_HISTORY_PATH]: <Suspense fallback={<Loading />}><RepairHistoryPage /></Suspense>,
  [REPAIR_DETAIL_PATH]: <Suspense fallback={<Loading />}><RepairDetailPage /></Suspense>,
  [VIEW_MEDIA_PATH]: <Suspense fallback={<Loading />}><ViewMediaPage /></Suspense>,
  [DMC_QUESTIONS_PATH]: <Suspense fallback={<Loading />}><DmcQuestionsPage /></Suspense>,
  ...(StudioPage ? { [STUDIO_PATH]: <Suspense fallback={<Loading />}><StudioPage /></Suspense> } : {}),
};

/** One lazy route per journey step address (journeys/*.json); the journey code loads only when one is opened. */
export const JOURNEY_ROUTES: RouteObject[] = journeyRoutes(journeyManifest);

// Development builds only: journey pages sit inside the record mode (src/studio/record-mode.tsx), which reports each
// step to the fixture recorder while `?record=1` or the studio's "Record this journey" is on.
const JOURNEY_CHILDREN: RouteObject[] = import.meta.env.DEV
  ? [{ lazy: async () => ({ Component: (await import('../studio/record-mode')).Component }), children: JOURNEY_ROUTES }]
  : JOURNEY_ROUTES;

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
      ...JOURNEY_CHILDREN,
      { path: '*', element: null },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(portalRoutes);
}
