import { Provider as JotaiProvider, useAtomValue, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { Loading } from '../ui/loading';
import { GENERIC_ERROR_PATH } from '../shared/paths';
import { useServices } from '../shared/services';
import { useSession } from '../shared/use-session';
import {
  canVisit,
  contextFailureDestination,
  entryParams,
  findStepByRoute,
  gatherIncludes,
  loadJourney,
  prepareJourney,
  type ConfigProblem,
  type LoadedJourney,
  type Text,
} from '../engine';
import type { ErrorPageState } from '../shared/error-state';
import { afterPaint } from './after-paint';
import { canonicalRoute } from './canonical-route';
import { readChangeMarker } from './change-links';
import { ConfigErrorBoundary } from './config-error-boundary';
import { ConfigErrorPage } from './config-error-page';
import type { RuntimeProblem } from './config-errors';
import { defaultRuntime } from './default-runtime';
import { JourneyEntry } from './journey-entry';
import { journeyIdOf, type JourneyRouteHandle } from './journey-route-handle';
import { useJourneyRuntime, type JourneyRuntime } from './journey-runtime';
import { journeyAtom, toJourneyState } from './journey-state';
import { unavailableContext } from './session/build-context';
import { StepPage } from './step-page';
import { useJourneyContext } from './use-journey-context';
import { useJourneyHost } from './use-journey-host';
import { useRecheckOnLocaleChange } from './use-recheck-on-locale-change';
import { useDiscardWhenLeft } from './use-discard-when-left';
import '../../widgets/widgets.css';
import './journey.css';

// What effects ask ahead of need goes out once the step is drawn, as the later steps' widgets do (issue 13).
const askLater = (task: () => void): void => void afterPaint(task);

// Each runtime gets its own cache entries: in dev an edited journey re-creates the runtime module (hot reload), and
// the page must then load the new document rather than the cached one.
const runtimeTokens = new WeakMap<JourneyRuntime, number>();
let lastToken = 0;
const tokenOf = (runtime: JourneyRuntime): number => {
  const token = runtimeTokens.get(runtime) ?? ++lastToken;
  runtimeTokens.set(runtime, token);
  return token;
};

type Loaded = { ok: true; journey: LoadedJourney } | { ok: false; problems: readonly ConfigProblem[] };

async function load(journeyId: string, runtime: JourneyRuntime): Promise<Loaded> {
  const [json, validateSchema] = await Promise.all([runtime.loadDocument(journeyId), runtime.loadSchemaValidator()]);
  if (json === undefined) {
    return {
      ok: false,
      problems: [{ code: 'JOURNEY_NOT_FOUND', pointer: '', message: `There is no journeys/${journeyId}.json.` }],
    };
  }
  // Development composes and checks the journey as it loads (the journeys its include steps name load on demand too),
  // so an analyst's edit shows its problems at once. A production build has checked every journey
  // (tools/vite-journeys-plugin.ts fails the build otherwise) and serves it composed, so its pages neither carry nor
  // run the lint or the composition (issue 13).
  const result = import.meta.env.DEV
    ? loadJourney(json, {
        validateSchema,
        widgets: Object.keys(runtime.widgets),
        messageKeys: runtime.messageKeys,
        resolveInclude: await gatherIncludes(json, (id) => runtime.loadDocument(id)),
      })
    : prepareJourney(json);
  if (!result.ok) return { ok: false, problems: result.problems };
  const missing = unavailableContext(result.journey.definition);
  return missing.length > 0 ? { ok: false, problems: missing } : { ok: true, journey: result.journey };
}

/**
 * A journey step route (one per step route of every journey, from the manifest): loads the journey document on
 * demand, checks it, builds its context from the gateway, and shows the step the address names — or sends a deep
 * link to a step that may not be visited yet to the first incomplete one.
 */
export function JourneyPage({ handle }: { handle: JourneyRouteHandle }) {
  const { pathname, search } = useLocation();
  const journeyId = journeyIdOf(handle, search, sessionStorage, pathname);
  const runtime = useJourneyRuntime(defaultRuntime);
  useRecheckOnLocaleChange();
  const loaded = useSWR(
    journeyId ? ['journey-document', journeyId, tokenOf(runtime)] : null,
    () => load(journeyId ?? '', runtime),
    {
      revalidateIfStale: false,
    },
  );
  if (!journeyId) return <Navigate to="/" replace />;
  if (loaded.error) throw loaded.error;
  if (!loaded.data) return <Loading />;
  if (!loaded.data.ok) return <ConfigErrorPage journeyId={journeyId} problems={loaded.data.problems} />;
  // The journeys' drafts live in jotai atoms persisted to sessionStorage (journey-state.ts); their store lives with
  // the journey pages, so jotai is not in the first download of the pages that have no journey (issue 13).
  return (
    <JotaiProvider>
      <ConfigErrorBoundary journeyId={journeyId} resetKey={pathname}>
        <RunningJourney key={journeyId} journeyId={journeyId} journey={loaded.data.journey} runtime={runtime} />
      </ConfigErrorBoundary>
    </JotaiProvider>
  );
}

/**
 * The journey in the browser: a thin adapter of the journey session (src/journey/session). It builds the session
 * from the journey's stored draft, the context of this visit and the address, renders the session's step, and goes
 * where the session's moves lead.
 */
function RunningJourney({
  journeyId,
  journey,
  runtime,
}: {
  journeyId: string;
  journey: LoadedJourney;
  runtime: JourneyRuntime;
}) {
  const services = useServices();
  const customerId = useSession()?.customerId ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const context = useJourneyContext(journey.definition, customerId, runtime.now);
  const store = useStore();
  const atom = journeyAtom(journeyId);
  const stored = useAtomValue(atom);
  useDiscardWhenLeft(journey.definition, store, atom);
  const [problem, setProblem] = useState<RuntimeProblem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [pending, setPending] = useState<Text | null>(null);
  // The journey stays mounted from step to step (issue 13: a Continue redraws the step, not the journey); what was
  // about the page left behind is dropped when the address changes.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setLeaving(false);
    setProblem(null);
  }
  const { answers, completed, confirmations, effects } = stored;
  // Typing on a page changes the draft's page values only: the engine's state (and its caches) stay the same.
  const state = useMemo(
    () =>
      context.status === 'ready'
        ? toJourneyState({ answers, completed, confirmations, effects }, context.context)
        : null,
    [answers, completed, confirmations, effects, context],
  );
  const marker = readChangeMarker(location.search);
  const entry = state ? entryParams(journey, Object.fromEntries(new URLSearchParams(location.search))) : null;
  const route = canonicalRoute(journey.definition, location.pathname);
  const stepId = state && !entry ? findStepByRoute(journey, state, route) : null;
  const host = useJourneyHost({
    journey,
    runtime,
    store,
    atom,
    stepId,
    route,
    state,
    marker,
    pending,
    setPending,
    setLeaving,
    onConfigProblem: setProblem,
    environment: { gateway: services.gateway, customerId: customerId ?? '', newId: services.newId, askLater },
    context: context.status === 'ready' ? context.context : null,
    navigate: (to, options) => void navigate(to, options),
    location,
  });

  if (leaving) return null;
  if (problem) return <ConfigErrorPage journeyId={journeyId} problems={[problem]} />;
  if (context.status === 'failed') {
    // The journey may name what failed (portal.md §8: the case address list is cases_servicedown, with the phone).
    const page = contextFailureDestination(journey);
    const message = page?.kind === 'errorPage' && typeof page.message === 'string' ? page.message : undefined;
    const failure: ErrorPageState = { from: location.pathname, ...(message ? { messageKey: message } : {}) };
    return <Navigate to={page?.route ?? GENERIC_ERROR_PATH} replace state={failure} />;
  }
  if (!state || host.startingAnew) return <Loading />;
  if (entry)
    return (
      <JourneyEntry
        key={location.key}
        start={() => host.enter(entry)}
        arrive={host.arrive}
        onConfigProblem={setProblem}
        pending={pending}
      />
    );

  const decision = canVisit(journey, state, stepId ?? '');
  if (!decision.allowed || !stepId || !host.step)
    return <Navigate to={decision.allowed ? '/' : decision.redirect.route} replace />;
  return <StepPage key={`${stepId}${location.search}`} host={host.step} />;
}
