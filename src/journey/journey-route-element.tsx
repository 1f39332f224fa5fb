import { lazy, Suspense } from 'react';
import { Loading } from '../ui/loading';
import type { JourneyRouteHandle } from './journey-route-handle';

// The journey page and all it brings (RJSF, the engine, the journeys' documents) load when a journey address is
// first opened; the start and home pages never download them.
const LazyJourneyPage = lazy(async () => ({ default: (await import('./journey-page')).JourneyPage }));

/** A journey step route's element: the journey page for the journeys at this address, loaded on first use. */
export function JourneyRouteElement({ handle }: { handle: JourneyRouteHandle }) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyJourneyPage handle={handle} />
    </Suspense>
  );
}
