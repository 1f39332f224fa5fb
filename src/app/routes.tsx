import { lazy, Suspense, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { journeyManifest } from 'virtual:journey-manifest';
import { journeyRoutes } from '../journey/journey-routes';
import type { PageRoute } from '../shared/page-route';
import { Loading } from '../ui/loading';
import { Layout } from './layout';
import { PAGE_ROUTES } from './page-routes';
import { RouteErrorPage } from './route-error-page';

/** A page's element: an eager page as it is; a lazy one loads when first opened, showing Loading meanwhile. */
export function pageElement(route: PageRoute): ReactElement {
  const { page: Page, loadPage } = route;
  if (Page) return <Page />;
  const LazyPage = lazy(async () => ({ default: await loadPage() }));
  return <Suspense fallback={<Loading />}><LazyPage /></Suspense>;
}

/**
 * The screens that exist so far besides journey steps (the areas' route entries and the studio); each is marked
 * `built` in the route table. Everything else, including routes of the specification not built yet, matches '*' and
 * the layout's access rule sends it to '/'.
 */
export const BUILT_PAGES: Record<string, RouteObject['element']> = Object.fromEntries(PAGE_ROUTES.map((route) => [route.path, pageElement(route)]));

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
