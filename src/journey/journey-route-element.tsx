import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { Loading } from '../ui/loading';
import { manifestContextNeeds, preloadJourney } from './journey-documents';
import { useSession } from '../shared/use-session';
import { useServices } from '../shared/services';
import { askContextAhead, useContextSources } from './use-context-sources';
import { journeyIdOf, type JourneyRouteHandle } from './journey-route-handle';

// The journey page and all it brings (RJSF, the engine, the journeys' documents) load when a journey address is
// first opened; the start and home pages never download them.
const LazyJourneyPage = lazy(async () => ({ default: (await import('./journey-page')).JourneyPage }));

/** A journey step route's element: the journey page for the journeys at this address, loaded on first use. */
export function JourneyRouteElement({ handle }: { handle: JourneyRouteHandle }) {
  const { pathname, search } = useLocation();
  const journeyId = journeyIdOf(handle, search, sessionStorage, pathname);
  const { gateway } = useServices();
  const customerId = useSession()?.customerId ?? null;
  const needs = manifestContextNeeds(journeyId);
  // The context's first calls go out before the code is asked for, once for the page (issue 13).
  const { cache } = useSWRConfig();
  useState(() => askContextAhead(gateway, needs, customerId, cache));
  // The journey's documents download, and its context's calls go out, alongside the page's code rather than after it;
  // the page then finds them loaded (issue 13).
  if (journeyId) preloadJourney(journeyId);
  useContextSources(needs, customerId);
  // The same element while the handle is the same: the answers arriving above re-render nothing below.
  const page = useMemo(() => <LazyJourneyPage handle={handle} />, [handle]);
  return <Suspense fallback={<Loading />}>{page}</Suspense>;
}
