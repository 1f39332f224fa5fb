import { useAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useMatches, useNavigate } from 'react-router';
import useSWR from 'swr';
import { Loading } from '../ui/loading';
import { GENERIC_ERROR_PATH } from '../shared/paths';
import { useServices } from '../shared/services';
import { useSession } from '../shared/use-session';
import {
  canVisit,
  enteredState,
  entryParams,
  exitPlan,
  findStepByRoute,
  gatherIncludes,
  loadJourney,
  type ConfigProblem,
  type Destination,
  type EffectRequest,
  type EndingRef,
  type JourneyState,
  type LoadedJourney,
  type Text,
} from '../engine';
import type { ErrorPageState } from '../shared/error-state';
import { unavailableContext } from './build-context';
import { canonicalRoute } from './canonical-route';
import { readChangeMarker, summaryRowId } from './change-links';
import { ConfigErrorBoundary } from './config-error-boundary';
import { ConfigErrorPage } from './config-error-page';
import { asConfigProblem, type RuntimeProblem } from './config-errors';
import { runEffects } from './continue-step';
import { defaultRuntime } from './default-runtime';
import { journeyMessageOf } from '../shared/journey-message';
import { enterJourney, type EntryResult } from './enter-journey';
import { withPendingMessage } from './pending-message';
import { textOf } from './text';
import { journeyIdOf, markLatestJourney } from './journey-routes';
import { useJourneyRuntime, type JourneyRuntime } from './journey-runtime';
import { CLEAR_JOURNEY, journeyAtom, toJourneyState, toStoredJourney } from './journey-state';
import { StepPage } from './step-page';
import { useJourneyContext } from './use-journey-context';
import type { WayOutKind } from './way-out-actions';
import '../../widgets/widgets.css';
import './journey.css';
import { clearPageDrafts } from './page-draft';

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
    return { ok: false, problems: [{ code: 'JOURNEY_NOT_FOUND', pointer: '', message: `There is no journeys/${journeyId}.json.` }] };
  }
  // The journeys its include steps name (journeys/<id>.json) load on demand too, before the composition.
  const resolveInclude = await gatherIncludes(json, (id) => runtime.loadDocument(id));
  const result = loadJourney(json, { validateSchema, widgets: Object.keys(runtime.widgets), messageKeys: runtime.messageKeys, resolveInclude });
  if (!result.ok) return { ok: false, problems: result.problems };
  const missing = unavailableContext(result.journey.definition);
  return missing.length > 0 ? { ok: false, problems: missing } : { ok: true, journey: result.journey };
}

/**
 * A journey step route (one per step route of every journey, from the manifest): loads the journey document on
 * demand, checks it, builds its context from the gateway, and shows the step the address names — or sends a deep
 * link to a step that may not be visited yet to the first incomplete one.
 */
export function JourneyPage() {
  const { pathname, search } = useLocation();
  const journeyId = journeyIdOf(useMatches(), search);
  const runtime = useJourneyRuntime(defaultRuntime);
  const loaded = useSWR(journeyId ? ['journey-document', journeyId, tokenOf(runtime)] : null, () => load(journeyId ?? '', runtime), {
    revalidateIfStale: false,
  });
  if (!journeyId) return <Navigate to="/" replace />;
  if (loaded.error) throw loaded.error;
  if (!loaded.data) return <Loading />;
  if (!loaded.data.ok) return <ConfigErrorPage journeyId={journeyId} problems={loaded.data.problems} />;
  return (
    <ConfigErrorBoundary journeyId={journeyId} key={pathname}>
      <RunningJourney journeyId={journeyId} journey={loaded.data.journey} runtime={runtime} />
    </ConfigErrorBoundary>
  );
}

/** React Router's lazy route module: the journey page is its Component. */
export { JourneyPage as Component };

function RunningJourney({ journeyId, journey, runtime }: { journeyId: string; journey: LoadedJourney; runtime: JourneyRuntime }) {
  const { gateway, newId } = useServices();
  const session = useSession();
  const customerId = session?.customerId ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const context = useJourneyContext(journey.definition, customerId, runtime.now);
  const [stored, setStored] = useAtom(journeyAtom(journeyId));
  const [problem, setProblem] = useState<RuntimeProblem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const state = useMemo(() => (context.status === 'ready' ? toJourneyState(stored, context.context) : null), [stored, context]);

  if (leaving) return null;
  if (problem) return <ConfigErrorPage journeyId={journeyId} problems={[problem]} />;
  if (context.status === 'failed') {
    const failure: ErrorPageState = { from: location.pathname };
    return <Navigate to={GENERIC_ERROR_PATH} replace state={failure} />;
  }
  if (!state) return <Loading />;

  const save = (next: JourneyState) => {
    markLatestJourney(journeyId);
    setStored(toStoredJourney(next));
  };
  const runEffect = (request: EffectRequest, signal?: AbortSignal) =>
    runtime.runEffect(request, { gateway, customerId: customerId ?? '', now: runtime.now, newId, ...(signal ? { signal } : {}) });

  // Read by go(), which an entry calls too.
  const marker = readChangeMarker(location.search);
  const entry = entryParams(journey, Object.fromEntries(new URLSearchParams(location.search)));
  if (entry) {
    return (
      <JourneyEntry
        key={location.key}
        start={async (showPending) => {
          // Told before and after, so the record mode gives the entry the calls made in between.
          runtime.observe?.({ kind: 'entering', journey, params: entry });
          const result = await enterJourney({
            journey,
            state: enteredState(entry, state.context),
            runEffect: (request) => withPendingMessage(request, () => runEffect(request), showPending),
          });
          runtime.observe?.({ kind: 'entry', journey, params: entry, state: result.state, destination: result.destination });
          return result;
        }}
        arrive={(result) => {
          clearPageDrafts(sessionStorage, journeyId);
          go(result.destination, result.state, { replace: true });
        }}
        onConfigProblem={setProblem}
      />
    );
  }

  const stepId = findStepByRoute(journey, state, canonicalRoute(journey.definition, location.pathname));
  const decision = canVisit(journey, state, stepId ?? '');
  if (!decision.allowed || !stepId) return <Navigate to={decision.allowed ? '/' : decision.redirect.route} replace />;

  /** Exit, Save and exit, Leave or an ending: its effects, then where it goes with its message. */
  async function wayOut(kind: WayOutKind | EndingRef, current: JourneyState, options: { replace?: boolean } = {}): Promise<Text | null> {
    const plan = exitPlan(journey, current, kind);
    if (!plan) return null;
    const result = await runEffects(journey, current, plan.effects, (request) => runEffect(request));
    if (result.failed && 'message' in result.failed) {
      save(result.state);
      return result.failed.message;
    }
    if (result.failed) {
      go(result.failed.destination, result.state);
      return null;
    }
    setLeaving(true);
    if (plan.clearDraft) {
      setStored(CLEAR_JOURNEY);
      clearPageDrafts(sessionStorage, journeyId);
    } else save(result.state);
    // An ending's message may tell what its own effects did, so its values are worked out after them.
    const message = (exitPlan(journey, result.state, kind) ?? plan).message;
    await navigate(plan.to, { ...(message ? { state: { journeyMessage: journeyMessageOf(message) } } : {}), ...options });
    return null;
  }

  /** Goes where a destination leads; `replace` when the page the resident left should not be gone back to (an entry). */
  function go(destination: Destination, next: JourneyState, options: { replace?: boolean } = {}): void {
    if (destination.kind === 'exit' || destination.kind === 'saveAndExit' || destination.kind === 'leave') {
      void wayOut(destination.kind, next, options);
      return;
    }
    if (destination.kind === 'end') {
      void wayOut({ ending: destination.name }, next, options);
      return;
    }
    save(next);
    if (destination.kind === 'errorPage') {
      const message = typeof destination.message === 'string' ? destination.message : undefined;
      const failure: ErrorPageState = { from: location.pathname, ...(message ? { messageKey: message } : {}) };
      void navigate(destination.route, { state: failure, ...options });
      return;
    }
    if (destination.kind === 'step' && marker) {
      // Changing an answer: back on the summary at the changed row, or on to a step the change made necessary.
      const target = destination.stepId === marker.returnTo
        ? `${destination.route}${marker.row ? `#${summaryRowId(marker.row)}` : ''}`
        : `${destination.route}${location.search}`;
      void navigate(target);
      return;
    }
    void navigate(destination.route, options);
  }

  const summaryRoute = marker ? summaryRouteOf(journey, marker.returnTo) : null;
  return (
    <StepPage
      key={`${stepId}${location.search}`}
      journey={journey}
      state={state}
      stepId={stepId}
      runtime={runtime}
      returnTo={marker && summaryRoute ? marker.returnTo : null}
      summaryRoute={summaryRoute}
      save={save}
      go={go}
      wayOut={wayOut}
      runEffect={runEffect}
      onConfigProblem={setProblem}
    />
  );
}

/**
 * An address that enters the journey (its entry's parameters): the journey starts afresh from them once, shows the
 * loading state meanwhile, and replaces the address with where the entry leads, so Back returns to the page that
 * sent the resident here rather than starting the journey again.
 */
function JourneyEntry(props: {
  /** Starts the entry; `showPending` shows an effect's pending message (e.g. SSR061 while availability loads). */
  start: (showPending: (message: Text | null) => void) => Promise<EntryResult>;
  arrive: (result: EntryResult) => void;
  onConfigProblem: (problem: RuntimeProblem) => void;
}) {
  const started = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [pending, setPending] = useState<Text | null>(null);
  useEffect(() => {
    // Once per address, though React may mount an effect twice in development.
    if (started.current) return;
    started.current = true;
    props.start(setPending).then(props.arrive, (error: unknown) => {
      const problem = asConfigProblem(error);
      if (problem) props.onConfigProblem(problem);
      else setFailure({ error });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // An unexpected failure goes to the route's error boundary, as a failure while rendering would.
  if (failure) throw failure.error;
  return <Loading {...(pending ? { text: textOf(pending) } : {})} />;
}

/** The address of the check-answers step a change came from, or null when the marker names no such step. */
function summaryRouteOf(journey: LoadedJourney, summaryStepId: string): string | null {
  return journey.definition.steps.find((step) => step.id === summaryStepId && step.kind === 'check-answers')?.route ?? null;
}
