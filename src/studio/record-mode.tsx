import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useServices } from '../shared/services';
import { defaultRuntime } from '../journey/default-runtime';
import { JourneyRuntimeProvider, useJourneyRuntime, type JourneyRuntime } from '../journey/journey-runtime';
import { captureGatewayCalls } from './fetch-capture';
import { RecordBlockedPage } from './record-blocked-page';
import { RecordingBar } from './recording-bar';
import { recordingStore, type RecordingStore } from './recording-store';
import { createStudioApi, type StudioApi } from './studio-api';
import './studio.css';

const studioApi = createStudioApi((input, init) => window.fetch(input, init));

/**
 * Development builds only (src/app/routes.tsx adds it around the journey routes under import.meta.env.DEV):
 * record mode. Switched on by `?record=1` on a journey page or the studio's "Record this journey"; while on, the
 * journey session reports each move to the recorder, gateway calls are captured, and the bar offers the fixture.
 */
export function RecordMode({ store = recordingStore(), api = studioApi }: { store?: RecordingStore; api?: StudioApi }) {
  const { search } = useLocation();
  const { config } = useServices();
  const requested = new URLSearchParams(search).get('record') === '1';
  const stored = useSyncExternalStore(store.subscribe, store.isOn, store.isOn);
  const on = stored || requested;

  useEffect(() => {
    if (requested) store.setOn(true);
  }, [requested, store]);
  useEffect(() => {
    markJourneyPage(1);
    return () => markJourneyPage(-1);
  }, []);
  useEffect(
    () => (on ? captureGatewayCalls(window, config.gatewayBaseUrl, (call) => store.addCall(call)) : undefined),
    [on, config.gatewayBaseUrl, store],
  );
  // The runtime the journey pages would use anyway (the portal's, or a test's), told about every step.
  const base = useJourneyRuntime(defaultRuntime);
  const runtime = useMemo<JourneyRuntime | null>(
    () => (on ? { ...base, listen: (event) => store.observe(event), RecordBlockedPage } : null),
    [on, base, store],
  );

  return (
    <>
      {runtime ? (
        <JourneyRuntimeProvider value={runtime}>
          <Outlet />
        </JourneyRuntimeProvider>
      ) : (
        <Outlet />
      )}
      {on && <RecordingBar store={store} api={api} />}
    </>
  );
}

// Whether a journey page (inside RecordMode, which shows the bar itself) is open: the bar elsewhere then stays away.
let journeyPagesOpen = 0;
const openListeners = new Set<() => void>();
const onJourneyPage = () => journeyPagesOpen > 0;
function subscribeJourneyPage(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}
function markJourneyPage(delta: number): void {
  journeyPagesOpen += delta;
  openListeners.forEach((listener) => listener());
}

/**
 * Development builds only, on every page that is not a journey's (src/app/layout.tsx): the bar stays while record
 * mode is on, so a walk that ends on the home page (an ending, a way out) is downloaded there. Nothing is recorded
 * on those pages: their calls are not the journey's. The studio shows the bar in its own place.
 */
export function RecordingBarElsewhere({
  store = recordingStore(),
  api = studioApi,
}: {
  store?: RecordingStore;
  api?: StudioApi;
}) {
  const { pathname } = useLocation();
  const on = useSyncExternalStore(store.subscribe, store.isOn, store.isOn);
  const inJourney = useSyncExternalStore(subscribeJourneyPage, onJourneyPage, onJourneyPage);
  return on && !inJourney && pathname !== '/studio' ? <RecordingBar store={store} api={api} /> : null;
}

/** The element around the journey routes in development builds (src/app/routes.tsx). */
export function RecordModeRoute() {
  return <RecordMode />;
}
