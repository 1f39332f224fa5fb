import { useEffect, useState, type MouseEvent } from 'react';
import { t } from '../shared/i18n';
import {
  describeStep,
  previousStep,
  type Answers,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
} from '../engine';
import { destinationLabel } from '../journey-fixtures';
import { ConfigErrorBoundary } from '../journey/config-error-boundary';
import { ConfigErrorPage } from '../journey/config-error-page';
import { asConfigProblem, type RuntimeProblem } from '../journey/config-errors';
import { JourneyRuntimeProvider, type JourneyRuntime } from '../journey/journey-runtime';
import {
  act,
  callField,
  show,
  type EffectOutcome,
  type JourneySession,
  type SessionDeps,
  type SessionOutcome,
} from '../journey/session';
import type { StepHost } from '../journey/step-host';
import { StepPage } from '../journey/step-page';
import { previewEffectRunner, type PreviewEffectFailure } from './preview-effects';
import { previewSteps } from './preview-steps';
import { SelectField } from '../ui/select-field';

export interface SessionProps {
  readonly journey: LoadedJourney;
  /** The state the preview starts from: the persona's context and the analyst's answers and effect results. */
  readonly start: JourneyState;
  /** The steps the start state passes through: marked done, so the step list and Back follow that path. */
  readonly passed: readonly string[];
  readonly runtime: JourneyRuntime;
  readonly stepId: string | null;
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
  onChooseStep(stepId: string): void;
  /** The chosen step is not on this preview's path: the studio looks for a situation that reaches it. */
  onOffPath(stepId: string): void;
}

/** One preview: the answers given in it so far, and the chosen step shown with them. */
export function PreviewSession({
  journey,
  start,
  passed,
  runtime,
  stepId,
  runEffect,
  onChooseStep,
  onOffPath,
}: SessionProps) {
  const [state, setState] = useState<JourneyState>(() =>
    passed.length > 1
      ? { ...start, completed: Object.fromEntries(passed.slice(0, -1).map((id) => [id, true as const])) }
      : start,
  );
  const [typed, setTyped] = useState<Readonly<Record<string, Answers>>>({});
  const [outcome, setOutcome] = useState<{ text: string; stepId: string | null } | null>(null);
  const [problem, setProblem] = useState<RuntimeProblem | null>(null);
  const [failure, setFailure] = useState<PreviewEffectFailure | null>(null);
  const [shown, setShown] = useState(0);
  const { choices, current, needsSituation } = previewSteps(journey, state, stepId);
  useEffect(() => {
    if (needsSituation !== null) onOffPath(needsSituation);
  }, [needsSituation, onOffPath]);
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
      setOutcome({
        text: t('studio_preview_goes_to', { target: destinationLabel(page), route: page.route }),
        stepId: page.kind === 'step' ? page.stepId : null,
      });
    }
    if (page.kind === 'step') setState(result.session.state);
    return result;
  };

  const session: JourneySession | null =
    current === ''
      ? null
      : {
          state,
          page: { kind: 'step', stepId: current, route: describeStep(journey, state, current).route },
          changeFrom: null,
          blocked: null,
        };
  const host: StepHost | null = session
    ? {
        journey,
        runtime,
        session,
        stepId: current,
        typed: typed[current] ?? null,
        keepTyped: (values) => setTyped((known) => ({ ...known, [current]: values })),
        async perform(action) {
          // A way out is not taken in the preview: it would cancel or save the persona's draft.
          if (action.kind === 'way-out' || (action.kind === 'back' && previousStep(journey, state, current) === null)) {
            setOutcome({
              text: t('studio_preview_way_out', { kind: action.kind === 'way-out' ? action.which : 'exit' }),
              stepId: null,
            });
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
      }
    : null;

  return (
    <>
      <SelectField
        id="studio-step"
        label={t('studio_preview_step')}
        value={current}
        onChoose={(step) => {
          setOutcome(null);
          setFailure(null);
          onChooseStep(step);
        }}
      >
        {choices.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </SelectField>
      {failure && (
        <p className="body" role="alert">
          {t('studio_preview_unavailable', {
            reason: failure.effect ? `${failure.effect}: ${failure.reason}` : failure.reason,
          })}
        </p>
      )}
      {outcome && (
        <div className="inset-text" role="status">
          <p className="body">{outcome.text}</p>
          {outcome.stepId && outcome.stepId !== current && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                const target = outcome.stepId ?? '';
                setOutcome(null);
                setShown((n) => n + 1);
                onChooseStep(target);
              }}
            >
              {t('studio_preview_show_step', { step: outcome.stepId })}
            </button>
          )}
        </div>
      )}
      <section className="studio-preview" aria-label={t('studio_preview_region', { step: current })}>
        <div onClickCapture={keepLinksInPreview}>
          {problem ? (
            <ConfigErrorPage journeyId={journeyId} problems={[problem]} />
          ) : host === null ? null : (
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
