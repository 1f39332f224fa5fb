import { useMemo, useState, type MouseEvent } from 'react';
import useSWR from 'swr';
import { t } from '../shared/i18n';
import { computePath, describeStep, gatherIncludes, loadJourney, previousStep, type Answers, type EffectRequest, type JourneyState, type LoadedJourney } from '../engine';
import { destinationLabel } from '../journey-fixtures';
import { ConfigErrorBoundary } from '../journey/config-error-boundary';
import { ConfigErrorPage } from '../journey/config-error-page';
import { asConfigProblem, type RuntimeProblem } from '../journey/config-errors';
import { JourneyRuntimeProvider, type JourneyRuntime } from '../journey/journey-runtime';
import { act, callField, show, type EffectOutcome, type JourneySession, type SessionDeps, type SessionOutcome } from '../journey/session';
import type { StepHost } from '../journey/step-host';
import { StepPage } from '../journey/step-page';
import { editableValues, withOverrides } from './context-values';
import { explainState, type StateExplanation } from './explain-state';
import { previewEffectRunner, stateEffectRunner, type PreviewEffectFailure } from './preview-effects';
import { EMPTY_PREVIEW_INPUT, journeyNames, type PreviewSettings, type PreviewStateInput } from './preview-state';
import { StateExplanationView } from './state-explanation';
import { StateForm } from './state-form';
import type { StudioApi, StudioPersona } from './studio-api';

const PERSONAS: ReadonlyArray<StudioPersona['key']> = ['alex', 'bea', 'chris', 'dana', 'eli'];

export interface StepPreviewProps {
  readonly api: StudioApi;
  /** The portal's runtime (widgets, validators, schema check); the preview runs effects through the studio. */
  readonly runtime: JourneyRuntime;
  readonly journeyId: string;
  /** Changes after every edit of a journey file, so the preview loads it again. */
  readonly version: number;
  readonly persona: string;
  readonly stepId: string | null;
  onChoose(choice: { persona?: string; step?: string }): void;
}

/** The steps an analyst can preview: every step, and the pages generated from data on this context's path. */
function stepChoices(journey: LoadedJourney, state: JourneyState): string[] {
  const defined = journey.definition.steps.filter((step) => !step.generate).map((step) => step.id);
  let onPath: readonly string[] = [];
  try {
    onPath = computePath(journey, state).steps;
  } catch {
    // A condition that fails is shown when the step is previewed.
  }
  return [...new Set([...defined, ...onPath])];
}

/**
 * Any step of a journey shown by the real runtime (StepPage) for a chosen persona, with the persona's context from
 * the sandbox and the analyst's changes to it. Read-only: answers stay in the preview; Continue says where it would
 * go (and offers to show that step); effects run in the sandbox on a throw-away copy of its data.
 */
export function StepPreview(props: StepPreviewProps) {
  const { api, runtime, journeyId, version, persona } = props;
  const loaded = useSWR(['studio-journey-document', journeyId, version], async () => {
    const [json, validateSchema] = await Promise.all([api.journeyDocument(journeyId), runtime.loadSchemaValidator()]);
    // Included journeys come from disk too, so an edit of an included file shows at once.
    const resolveInclude = await gatherIncludes(json, (id) => api.journeyDocument(id));
    return loadJourney(json, { validateSchema, widgets: Object.keys(runtime.widgets), messageKeys: runtime.messageKeys, resolveInclude });
  });
  const [stateInput, setStateInput] = useState<PreviewStateInput>(EMPTY_PREVIEW_INPUT);
  const [settings, setSettings] = useState<PreviewSettings | null>(null);
  const clock = settings?.clock ?? null;
  const context = useSWR(['studio-context', persona, journeyId, version, clock], () => api.context(persona, journeyId, clock));
  const [overrides, setOverrides] = useState<Record<string, boolean | string>>({});
  const runEffect = useMemo(() => stateEffectRunner(settings, (request) => api.runEffect(persona, request, clock)), [settings, api, persona, clock]);
  const previewRuntime = useMemo<JourneyRuntime>(() => ({ ...runtime, runEffect }), [runtime, runEffect]);

  const personaChooser = (
    <div className="form-group">
      <label className="label" htmlFor="studio-persona">{t('studio_preview_persona')}</label>
      <select className="select" id="studio-persona" value={persona} onChange={(event) => props.onChoose({ persona: event.target.value })}>
        {PERSONAS.map((key) => <option key={key} value={key}>{key}</option>)}
      </select>
    </div>
  );

  if (loaded.error || context.error) {
    const error = (loaded.error ?? context.error) as Error;
    return <>{personaChooser}<p className="body" role="alert">{t('studio_preview_unavailable', { reason: error.message })}</p></>;
  }
  if (!loaded.data || !context.data) return <>{personaChooser}<p className="loading" role="status">{t('loading')}</p></>;
  if (!loaded.data.ok) return <>{personaChooser}<p className="body">{t('studio_preview_needs_clean_journey')}</p></>;
  const journey = loaded.data.journey;
  const editable = editableValues(journey.definition, context.data);
  const previewContext = withOverrides(context.data, overrides);
  const startState: JourneyState = { answers: settings?.answers ?? {}, context: previewContext, effects: settings?.effects ?? {} };
  let explanation: StateExplanation | null = null;
  let explanationProblem: RuntimeProblem | null = null;
  try {
    explanation = explainState(journey, startState);
  } catch (error) {
    explanationProblem = asConfigProblem(error);
    if (!explanationProblem) throw error;
  }

  return (
    <>
      {personaChooser}
      {editable.length > 0 && (
        <fieldset className="studio-fieldset">
          <legend className="label">{t('studio_preview_context')}</legend>
          <div className="studio-context">
            {editable.map((entry) => {
              const id = `studio-context-${entry.path.replace(/[^A-Za-z0-9]/g, '-')}`;
              const value = overrides[entry.path] ?? entry.value;
              return entry.kind === 'boolean' ? (
                <div key={entry.path}>
                  <input id={id} type="checkbox" checked={value === true} onChange={(event) => setOverrides({ ...overrides, [entry.path]: event.target.checked })} />
                  {' '}
                  <label htmlFor={id}>{entry.path}</label>
                </div>
              ) : (
                <div key={entry.path}>
                  <label className="label" htmlFor={id}>{entry.path}</label>
                  <input className="input" id={id} type="text" value={String(value)} onChange={(event) => setOverrides({ ...overrides, [entry.path]: event.target.value })} />
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
      <StateForm
        key={`${journeyId}|${version}`}
        names={journeyNames(journey.definition)}
        input={stateInput}
        onApply={(input, applied) => { setStateInput(input); setSettings(applied); }}
      />
      {explanationProblem ? <ConfigErrorPage journeyId={journeyId} problems={[explanationProblem]} /> : explanation && <StateExplanationView explanation={explanation} />}
      <PreviewSession
        key={`${journeyId}|${version}|${persona}|${JSON.stringify(overrides)}|${JSON.stringify(settings)}`}
        journey={journey}
        start={startState}
        passed={explanation?.steps.map((step) => step.id) ?? []}
        runtime={previewRuntime}
        stepId={props.stepId}
        runEffect={runEffect}
        onChooseStep={(step) => props.onChoose({ step })}
      />
    </>
  );
}

interface SessionProps {
  readonly journey: LoadedJourney;
  /** The state the preview starts from: the persona's context and the analyst's answers and effect results. */
  readonly start: JourneyState;
  /** The steps the start state passes through: marked done, so the step list and Back follow that path. */
  readonly passed: readonly string[];
  readonly runtime: JourneyRuntime;
  readonly stepId: string | null;
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
  onChooseStep(stepId: string): void;
}

/** One preview: the answers given in it so far, and the chosen step shown with them. */
function PreviewSession({ journey, start, passed, runtime, stepId, runEffect, onChooseStep }: SessionProps) {
  const [state, setState] = useState<JourneyState>(() => (passed.length > 1 ? { ...start, completed: Object.fromEntries(passed.slice(0, -1).map((id) => [id, true as const])) } : start));
  const [typed, setTyped] = useState<Readonly<Record<string, Answers>>>({});
  const [outcome, setOutcome] = useState<{ text: string; stepId: string | null } | null>(null);
  const [problem, setProblem] = useState<RuntimeProblem | null>(null);
  const [failure, setFailure] = useState<PreviewEffectFailure | null>(null);
  const [shown, setShown] = useState(0);
  const choices = stepChoices(journey, state);
  const current = stepId && choices.includes(stepId) ? stepId : (choices[0] ?? '');
  const journeyId = journey.definition.id;
  const deps: SessionDeps = { journey, runEffect: previewEffectRunner(runEffect, setFailure) };

  // Links inside the preview (Change on a check-answers step) would leave the studio for the running journey.
  const keepLinksInPreview = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (link && !link.classList.contains('back-link')) {
      event.preventDefault();
      event.stopPropagation();
      setOutcome({ text: t('studio_preview_link', { href: link.getAttribute('href') ?? '' }), stepId: null });
    }
  };
  // Anything else that goes wrong is shown too: a step left on "Loading…" would say nothing.
  const reportProblem = (error: unknown): null => {
    const found = asConfigProblem(error);
    if (found) setProblem(found);
    else setFailure({ effect: '', reason: error instanceof Error ? error.message : String(error) });
    return null;
  };
  /** Keeps what a move left; says where it would go when it leaves the step (the preview does not follow). */
  const settle = (result: SessionOutcome): SessionOutcome => {
    const page = result.session.page;
    if (page.kind !== 'step' || page.stepId !== current) {
      setOutcome({ text: t('studio_preview_goes_to', { target: destinationLabel(page), route: page.route }), stepId: page.kind === 'step' ? page.stepId : null });
    }
    if (page.kind === 'step') setState(result.session.state);
    return result;
  };

  const session: JourneySession | null = current === '' ? null : {
    state, page: { kind: 'step', stepId: current, route: describeStep(journey, state, current).route }, changeFrom: null, blocked: null,
  };
  const host: StepHost | null = session ? {
    journey,
    runtime,
    session,
    stepId: current,
    typed: typed[current] ?? null,
    keepTyped: (values) => setTyped((known) => ({ ...known, [current]: values })),
    async perform(action) {
      // A way out is not taken in the preview: it would cancel or save the persona's draft.
      if (action.kind === 'way-out' || (action.kind === 'back' && previousStep(journey, state, current) === null)) {
        setOutcome({ text: t('studio_preview_way_out', { kind: action.kind === 'way-out' ? action.which : 'exit' }), stepId: null });
        return null;
      }
      try {
        return settle(await act(deps, session, action));
      } catch (error) {
        return reportProblem(error);
      }
    },
    async show(signal) {
      try {
        const result = await show(deps, session, signal);
        return signal.aborted ? null : settle(result);
      } catch (error) {
        return reportProblem(error);
      }
    },
    callField: (fieldId, name, argument, values) => callField(deps, session, fieldId, name, argument, values),
    pending: null,
    backHref: previousStep(journey, state, current)?.route ?? journey.definition.exit.to,
    onConfigProblem: setProblem,
  } : null;

  return (
    <>
      <div className="form-group">
        <label className="label" htmlFor="studio-step">{t('studio_preview_step')}</label>
        <select className="select" id="studio-step" value={current} onChange={(event) => { setOutcome(null); setFailure(null); onChooseStep(event.target.value); }}>
          {choices.map((id) => <option key={id} value={id}>{id}</option>)}
        </select>
      </div>
      {failure && (
        <p className="body" role="alert">
          {t('studio_preview_unavailable', { reason: failure.effect ? `${failure.effect}: ${failure.reason}` : failure.reason })}
        </p>
      )}
      {outcome && (
        <div className="inset-text" role="status">
          <p className="body">{outcome.text}</p>
          {outcome.stepId && outcome.stepId !== current && (
            <button type="button" className="button button--secondary" onClick={() => { const target = outcome.stepId ?? ''; setOutcome(null); setShown((n) => n + 1); onChooseStep(target); }}>
              {t('studio_preview_show_step', { step: outcome.stepId })}
            </button>
          )}
        </div>
      )}
      <section className="studio-preview" aria-label={t('studio_preview_region', { step: current })}>
        <div onClickCapture={keepLinksInPreview}>
          {problem ? <ConfigErrorPage journeyId={journeyId} problems={[problem]} /> : host === null ? null : (
            <JourneyRuntimeProvider value={runtime}>
              <ConfigErrorBoundary journeyId={journeyId} resetKey={`${current}-${shown}`} key={`${current}-${shown}`}>
                <StepPage key={`${current}-${shown}`} host={host} />
              </ConfigErrorBoundary>
            </JourneyRuntimeProvider>
          )}
        </div>
      </section>
    </>
  );
}
