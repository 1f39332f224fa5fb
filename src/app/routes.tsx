import { lazy, Suspense, type ReactElement } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { journeyManifest } from 'virtual:journey-manifest';
import { journeyRoutes } from '../journey/journey-routes';
import type { PageRoute } from '../shared/page-route';
import { Loading } from '../ui/loading';
import { Layout } from './layout';
import { PAGE_ROUTES } from './page-routes';
import { RouteErrorBoundary } from './route-error-boundary';

/** A page's element: an eager page as it is; a lazy one loads when first opened, showing Loading meanwhile. */
export function pageElement(route: PageRoute): ReactElement {
  const { page: Page, loadPage } = route;
  if (Page) return <Page />;
  const LazyPage = lazy(async () => ({ default: await loadPage() }));
  return (
    <Suspense fallback={<Loading />}>
      <LazyPage />
    </Suspense>
  );
}

/**
 * The screens that exist so far besides journey steps (the areas' route entries and the studio); each is marked
 * `built` in the route table. Everything else, including routes of the specification not built yet, matches '*' and
 * the layout's access rule sends it to '/'.
 */
export const BUILT_PAGES: Record<string, RouteObject['element']> = Object.fromEntries(
  PAGE_ROUTES.map((route) => [route.path, pageElement(route)]),
);

/** One route per journey step address (journeys/*.json); the journey code loads only when one is opened. */
export const JOURNEY_ROUTES: RouteObject[] = journeyRoutes(journeyManifest);

// Development builds only: journey pages sit inside the record mode (src/studio/record-mode.tsx), which reports each
// step to the fixture recorder while `?record=1` or the studio's "Record this journey" is on.
const RecordMode = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('../studio/record-mode')).RecordModeRoute }))
  : null;
const JOURNEY_CHILDREN: RouteObject[] = RecordMode
  ? [
      {
        element: (
          <Suspense fallback={<Loading />}>
            <RecordMode />
          </Suspense>
        ),
        children: JOURNEY_ROUTES,
      },
    ]
  : JOURNEY_ROUTES;

/**
 * The portal's routes, declarative (decision 0030): paths and elements only, so they are React Router's smaller
 * declarative mode in the portal and can sit in a test's memory router as they are.
 */
export const portalRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: null },
      ...Object.entries(BUILT_PAGES).map(([path, element]): RouteObject => ({ path, element })),
      ...JOURNEY_CHILDREN,
      { path: '*', element: null },
    ],
  },
];

/** The portal's screens for the address, inside the route error boundary (the router decides, this renders). */
export function PortalRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(portalRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
