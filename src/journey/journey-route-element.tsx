import { lazy, memo, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { Loading } from '../ui/loading';
import { manifestContextNeeds, preloadJourney } from './journey-documents';
import { useSession } from '../shared/use-session';
import { useServices } from '../shared/services';
import { askContextAhead, useContextSources } from './use-context-sources';
import type { ContextNeeds } from './session/context-needs';
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
  // The context's answers arrive in ContextSources: they draw nothing here or below.
  return (
    <>
      <ContextSources needs={needs} customerId={customerId} />
      <Suspense fallback={<Loading />}>
        <LazyJourneyPage handle={handle} />
      </Suspense>
    </>
  );
}

/**
 * The journey's context sources (SWR's hooks of the gateway's answers), asked from the build's manifest while the
 * journey's code downloads. Memoised: a move to another step of the same journey does not run them again here
 * (issue 29); the journey page reads the same answers for itself.
 */
const ContextSources = memo(function ContextSources({
  needs,
  customerId,
}: {
  needs: ContextNeeds | undefined;
  customerId: string | null;
}) {
  useContextSources(needs, customerId);
  return null;
});
