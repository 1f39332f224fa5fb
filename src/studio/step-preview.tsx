import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { t } from '../shared/i18n';
import { gatherIncludes, loadJourney, type JourneyState, type LoadedJourney } from '../engine';
import { ConfigErrorPage } from '../journey/config-error-page';
import { asConfigProblem, type RuntimeProblem } from '../journey/config-errors';
import type { JourneyRuntime } from '../journey/journey-runtime';
import { ContextForm } from './context-form';
import { editableValues, withOverrides } from './context-values';
import { explainState, type StateExplanation } from './explain-state';
import { stateEffectRunner } from './preview-effects';
import { PreviewSession } from './preview-session';
import { EMPTY_PREVIEW_INPUT, journeyNames, type PreviewSettings, type PreviewStateInput } from './preview-state';
import { StateExplanationView } from './state-explanation';
import { SentCalls, type SentByEffect } from './sent-calls';
import { StateForm } from './state-form';
import { situationControls } from './situation-input';
import { SituationNoteView, type SituationNote } from './situation-note';
import type { StudioApi } from './studio-api';
import { SelectField } from '../ui/select-field';

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
    return loadJourney(json, {
      validateSchema,
      widgets: Object.keys(runtime.widgets),
      messageKeys: runtime.messageKeys,
      resolveInclude,
    });
  });
  const [stateInput, setStateInput] = useState<PreviewStateInput>(EMPTY_PREVIEW_INPUT);
  const [settings, setSettings] = useState<PreviewSettings | null>(null);
  const clock = settings?.clock ?? null;
  const context = useSWR(['studio-context', persona, journeyId, version, clock], () =>
    api.context(persona, journeyId, clock),
  );
  const [overrides, setOverrides] = useState<Record<string, boolean | string>>({});
  const [sent, setSent] = useState<readonly SentByEffect[]>([]);
  const runEffect = useMemo(
    () =>
      stateEffectRunner(settings, async (request) => {
        const outcome = await api.runEffect(persona, request, clock);
        const calls = outcome.sent ?? [];
        if (calls.length > 0) setSent((known) => [...known, { effect: request.effect, calls }]);
        return outcome;
      }),
    [settings, api, persona, clock],
  );
  const stepId = props.stepId;
  useEffect(() => setSent([]), [stepId, journeyId, version]);
  const previewRuntime = useMemo<JourneyRuntime>(() => ({ ...runtime, runEffect }), [runtime, runEffect]);
  const [note, setNote] = useState<SituationNote | null>(null);
  const [formKey, setFormKey] = useState(0);
  const journeyRef = useRef<LoadedJourney | null>(null);
  const sought = useRef(new Set<string>());
  const onChoose = useRef(props.onChoose);
  onChoose.current = props.onChoose;
  // A step off the preview's path is drawn from a fixture walk's situation, once per step and journey version: a
  // situation that still does not reach it (the analyst changed it since) is said, not sought again.
  const seek = useCallback(
    (step: string) => {
      const key = `${journeyId}|${version}|${step}`;
      if (sought.current.has(key)) {
        setNote((known) => (known?.step === step && known.kind !== 'found' ? known : { kind: 'off-path', step }));
        return;
      }
      sought.current.add(key);
      setNote({ kind: 'seeking', step });
      api.situation(journeyId, step, persona).then(
        (situation) => {
          const journey = journeyRef.current;
          const controls =
            journey && situationControls(journey.definition, journeyNames(journey.definition), situation);
          if (!controls) {
            setNote({ kind: 'none', step, reason: t('studio_situation_unreadable', { fixture: situation.fixture }) });
            return;
          }
          setOverrides({ ...controls.overrides });
          setStateInput(controls.input);
          setSettings(controls.settings);
          setFormKey((n) => n + 1);
          setNote({
            kind: 'found',
            step,
            fixture: situation.fixture,
            persona: situation.persona,
            page: situation.stepId,
          });
          if (situation.persona !== persona) onChoose.current({ persona: situation.persona, step });
        },
        (error: unknown) =>
          setNote({ kind: 'none', step, reason: error instanceof Error ? error.message : String(error) }),
      );
    },
    [api, journeyId, version, persona],
  );
  // Every demo resident the sandbox seeds, as record mode offers them (one list, so neither can miss one).
  const personas = useSWR('studio-personas', () => api.personas());

  const personaChooser = (
    <SelectField
      id="studio-persona"
      label={t('studio_preview_persona')}
      value={persona}
      onChoose={(chosen) => props.onChoose({ persona: chosen })}
    >
      {(personas.data ?? []).map((p) => (
        <option key={p.key} value={p.key}>{`${p.key} (${p.name})`}</option>
      ))}
      {!personas.data?.some((p) => p.key === persona) && <option value={persona}>{persona}</option>}
    </SelectField>
  );

  if (loaded.error || context.error) {
    const error = (loaded.error ?? context.error) as Error;
    return (
      <>
        {personaChooser}
        <p className="body" role="alert">
          {t('studio_preview_unavailable', { reason: error.message })}
        </p>
      </>
    );
  }
  if (!loaded.data || !context.data)
    return (
      <>
        {personaChooser}
        <p className="loading" role="status">
          {t('loading')}
        </p>
      </>
    );
  if (!loaded.data.ok)
    return (
      <>
        {personaChooser}
        <p className="body">{t('studio_preview_needs_clean_journey')}</p>
      </>
    );
  const journey = loaded.data.journey;
  journeyRef.current = journey;
  const editable = editableValues(journey.definition, context.data);
  const previewContext = withOverrides(context.data, overrides);
  const startState: JourneyState = {
    answers: settings?.answers ?? {},
    context: previewContext,
    effects: settings?.effects ?? {},
  };
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
      <ContextForm editable={editable} overrides={overrides} onChange={setOverrides} />
      {note && note.step === props.stepId && <SituationNoteView note={note} />}
      <StateForm
        key={`${journeyId}|${version}|${formKey}`}
        names={journeyNames(journey.definition)}
        input={stateInput}
        onApply={(input, applied) => {
          setStateInput(input);
          setSettings(applied);
        }}
      />
      {explanationProblem ? (
        <ConfigErrorPage journeyId={journeyId} problems={[explanationProblem]} />
      ) : (
        explanation && <StateExplanationView explanation={explanation} />
      )}
      {/* While the situation of a step off the path is sought, the step drawn on its own (another step number, another
          Back) is not shown: the note says a walk is being found, and the step is drawn as the portal draws it. */}
      <div hidden={note?.kind === 'seeking' && note.step === props.stepId}>
        <PreviewSession
          key={`${journeyId}|${version}|${persona}|${JSON.stringify(overrides)}|${JSON.stringify(settings)}`}
          journey={journey}
          start={startState}
          passed={explanation?.steps.map((step) => step.id) ?? []}
          runtime={previewRuntime}
          stepId={props.stepId}
          runEffect={runEffect}
          onChooseStep={(step) => props.onChoose({ step })}
          onOffPath={seek}
        />
      </div>
      <SentCalls sent={sent} />
    </>
  );
}
