import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import {
  alternativeDestination,
  applyAnswers,
  describeStep,
  enteredAnswers,
  effectsOnEnter,
  normaliseValue,
  previousStep,
  progress,
  sanitiseValue,
  summariseAnswers,
  validateStep,
  type Answers,
  type Destination,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
  type StepView,
  type Text,
  type ValidationIssue,
} from '../engine';
import { AlternativeButton } from './alternative-button';
import { CheckAnswers } from './check-answers';
import { asConfigProblem, type RuntimeProblem } from './config-errors';
import { continueStep, runEffects } from './continue-step';
import { ErrorSummary, type SummaryError } from './error-summary';
import type { EffectOutcome } from './journey-runtime';
import { clearPageDraft, readPageDraft, writePageDraft } from './page-draft';
import { fieldKey, buildStepSchema } from './step-schema';
import { headingFieldIndex } from './heading-field';
import { stepValidator } from './step-validator';
import { noMatchField } from './no-match';
import { journeyTemplates } from './templates';
import { withPendingMessage } from './pending-message';
import { textOf } from './text';
import { buildUiSchema, fieldControlId } from './ui-schema';
import { useFieldCalls } from './use-field-calls';
import { WayOutActions, type WayOutKind } from './way-out-actions';
import type { JourneyRuntime } from './journey-runtime';

export interface StepPageProps {
  readonly journey: LoadedJourney;
  readonly state: JourneyState;
  readonly stepId: string;
  readonly runtime: JourneyRuntime;
  /** The check-answers step the resident is changing an answer for, if any. */
  readonly returnTo: string | null;
  save(state: JourneyState): void;
  /** Goes where a destination leads (a step, a way out, an error page); `state` is what to keep. */
  go(destination: Destination, state: JourneyState): void;
  /** Runs Exit, Save and exit or Leave with its effects (already confirmed); resolves to a failure message, if any. */
  wayOut(kind: WayOutKind, state: JourneyState): Promise<Text | null>;
  runEffect(request: EffectRequest, signal?: AbortSignal): Promise<EffectOutcome>;
  onConfigProblem(problem: RuntimeProblem): void;
  /** The route of the summary to return to when Back is pressed while changing an answer. */
  readonly summaryRoute: string | null;
}

const initialValues = (view: StepView): Answers => Object.fromEntries(view.fields.map((f) => [f.definition.id, f.value]));

function byField(issues: readonly ValidationIssue[]): Record<string, ValidationIssue> {
  const result: Record<string, ValidationIssue> = {};
  for (const issue of issues) if (issue.field && !result[issue.field]) result[issue.field] = issue;
  return result;
}

const messageOf = (issue: ValidationIssue) => textOf(issue.code, issue.params);

/**
 * A notice that what the resident typed was changed (characters removed, text cut), by the widget or the strip rules.
 * It must stay in view after the keystroke that caused it: the characters are gone, so nothing later could bring
 * it back. It goes when the resident continues.
 */
const REMOVAL = 'typing';
const isRemovalNotice = (issue: ValidationIssue): boolean => issue.rule === REMOVAL;
const asRemovalNotice = (issue: ValidationIssue): ValidationIssue => ({ ...issue, rule: REMOVAL });

/** Notices first, without repeats of a code. */
function withoutRepeats(issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.filter((issue, index) => issues.findIndex((other) => other.code === issue.code) === index);
}

/** A journey step: question form, check-answers summary or outcome panel, with the GOV.UK page furniture. */
export function StepPage(props: StepPageProps) {
  const { journey, state, stepId, runtime } = props;
  const initialView = useMemo(() => describeStep(journey, state, stepId), [journey, state, stepId]);
  const journeyId = journey.definition.id;
  const [values, setValues] = useState<Answers>(() => ({
    ...initialValues(initialView),
    ...(readPageDraft(sessionStorage, journeyId, stepId) ?? {}),
  }));
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [typing, setTyping] = useState<Record<string, ValidationIssue[]>>({});
  const [noMatch, setNoMatch] = useState<Record<string, boolean>>({});
  const [effectMessage, setEffectMessage] = useState<Text | null>(null);
  const [pending, setPending] = useState<Text | null>(null);
  const [entering, setEntering] = useState(() => effectsOnEnter(journey, state, stepId).length > 0);
  const inFlight = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const view = describeStep(journey, state, stepId, values);
  const definition = view.definition;
  const visible = view.fields.map((field, index) => ({ field, index })).filter(({ field }) => field.visible);
  const idPrefix = `step-${stepId.replace(/[^A-Za-z0-9-]/g, '-')}`;
  const fieldErrors = byField(issues);
  const typingErrors = Object.fromEntries(Object.entries(typing).flatMap(([id, list]) => {
    const error = list.find((issue) => issue.severity === 'error');
    return error ? [[id, error]] : [];
  }));
  const errorTexts = Object.fromEntries(
    view.fields.map((f) => f.definition.id).flatMap((id) => {
      const issue = fieldErrors[id] ?? typingErrors[id];
      return issue ? [[id, messageOf(issue)]] : [];
    }),
  );
  const title = textOf(definition.title);
  const pageHeadingIsQuestion = headingFieldIndex(view) !== null;
  useDocumentTitle(issues.length > 0 ? `${t('journey_error_title_prefix')}${title}` : title);

  // Effects on entering the step (e.g. loading the reasons to choose from); leaving the step aborts them.
  useEffect(() => {
    runtime.observe?.({ kind: 'shown', journey, stepId, route: initialView.route, changeFrom: props.returnTo });
    const requests = effectsOnEnter(journey, stateRef.current, stepId);
    if (requests.length === 0) {
      runtime.observe?.({ kind: 'entered', stepId });
      return;
    }
    const controller = new AbortController();
    setEntering(true);
    void runEffects(journey, stateRef.current, requests, (request) => props.runEffect(request, controller.signal)).then((result) => {
      if (controller.signal.aborted) return;
      setEntering(false);
      runtime.observe?.({ kind: 'entered', stepId, ...(result.failed ? { failed: result.failed } : {}) });
      if (result.failed && 'destination' in result.failed) props.go(result.failed.destination, result.state);
      else {
        if (result.failed) setEffectMessage(result.failed.message);
        props.save(result.state);
      }
    }).catch((error: unknown) => {
      const problem = asConfigProblem(error);
      if (problem) props.onConfigProblem(problem);
      else throw error;
    });
    return () => controller.abort();
    // Run once per step shown: later answer changes must not call the gateway again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [journey, stepId]);

  const schema = useMemo(() => buildStepSchema(initialView), [initialView]);
  const schemaKey = JSON.stringify(schema);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableSchema = useMemo(() => schema, [schemaKey]);
  const validator = useMemo(() => stepValidator(runtime.validatorFunctions, stableSchema), [runtime.validatorFunctions, stableSchema]);
  const formData = Object.fromEntries(view.fields.map((f, i) => [fieldKey(i), values[f.definition.id]]));

  const onTypingIssue = (fieldId: string, code: string) => {
    if (!code) return;
    const notice: ValidationIssue = { code, field: fieldId, severity: 'warning', rule: REMOVAL };
    setTyping((current) => ({ ...current, [fieldId]: withoutRepeats([...(current[fieldId] ?? []), notice]) }));
  };
  const onNoMatch = (fieldId: string, none: boolean) => setNoMatch((current) => (current[fieldId] === none ? current : { ...current, [fieldId]: none }));
  const fieldCalls = useFieldCalls({
    journey, stepId, state, values, runEffect: (request) => props.runEffect(request), onConfigProblem: props.onConfigProblem,
    ...(runtime.observe ? { observe: runtime.observe } : {}),
  });
  const uiSchema = buildUiSchema(view, textOf, { idPrefix, errors: errorTexts, onTypingIssue, onNoMatch, fieldCalls });
  const unmatched = noMatchField(view, noMatch);

  function onChange(event: IChangeEvent) {
    const data = (event.formData ?? {}) as Record<string, unknown>;
    const next: Record<string, unknown> = { ...values };
    const newTyping: Record<string, ValidationIssue[]> = {};
    view.fields.forEach((field, index) => {
      const id = field.definition.id;
      const raw = data[fieldKey(index)];
      if (raw === values[id]) return;
      const sanitised = sanitiseValue(field.definition, raw);
      next[id] = sanitised.value;
      newTyping[id] = sanitised.issues.map(asRemovalNotice);
    });
    const typed = validateStep(journey, state, stepId, { phase: 'typing', values: next });
    // A field's typing messages: its removal notices so far and new ones, then what its typing rules say now (a
    // rule's message goes as soon as the text passes it).
    setTyping((current) => {
      const merged: Record<string, ValidationIssue[]> = {};
      for (const field of view.fields) {
        const id = field.definition.id;
        const fromRules = typed.filter((issue) => issue.field === id);
        const notices = withoutRepeats([...(current[id] ?? []).filter(isRemovalNotice), ...(newTyping[id] ?? [])]);
        merged[id] = [...notices.filter((notice) => !fromRules.some((rule) => rule.code === notice.code)), ...fromRules];
      }
      return merged;
    });
    setValues(next);
    writePageDraft(sessionStorage, journeyId, stepId, next);
  }

  function onBlur(controlId: string) {
    const index = view.fields.findIndex((_f, i) => controlId === fieldControlId(idPrefix, i));
    const field = view.fields[index];
    if (!field) return;
    const id = field.definition.id;
    const normalised = normaliseValue(field.definition, values[id]);
    if (normalised !== values[id]) setValues({ ...values, [id]: normalised });
  }

  async function onContinue(schemaErrors: readonly RJSFValidationError[]) {
    // Enter in another field still submits the form: a field with no matching choice keeps Continue shut.
    if (inFlight.current || unmatched) return;
    inFlight.current = true;
    setEffectMessage(null);
    runtime.observe?.({ kind: 'acting', stepId });
    try {
      const typed: Record<string, unknown> = {};
      for (const field of view.fields) {
        const id = field.definition.id;
        typed[id] = normaliseValue(field.definition, sanitiseValue(field.definition, values[id]).value);
      }
      const failedFields = schemaErrors.flatMap((error) => {
        const index = Number(/^\.?f(\d+)/.exec(error.property ?? '')?.[1]);
        const field = Number.isInteger(index) ? view.fields[index] : undefined;
        return field?.visible ? [field.definition.id] : [];
      });
      const result = await continueStep({
        journey, state: stateRef.current, stepId, values: typed, schemaFailures: failedFields,
        ...(props.returnTo ? { returnTo: props.returnTo } : {}),
        runEffect: (request) => withPendingMessage(request, () => props.runEffect(request), setPending),
      });
      setValues(typed);
      setTyping({});
      runtime.observe?.({ kind: 'continue', journey, stepId, before: stateRef.current, values: typed, result });
      if (result.kind === 'invalid') {
        props.save(result.state);
        setIssues(result.issues);
        setAttempt((n) => n + 1);
        return;
      }
      setIssues([]);
      if (result.kind === 'blocked') props.save(result.state);
      else if (result.kind === 'effect-failed') {
        props.save(result.state);
        setEffectMessage(result.message);
      } else {
        clearPageDraft(sessionStorage, journeyId, stepId);
        props.go(result.destination, result.state);
      }
    } catch (error) {
      const problem = asConfigProblem(error);
      if (!problem) throw error;
      props.onConfigProblem(problem);
    } finally {
      inFlight.current = false;
    }
  }

  const summaryErrors: SummaryError[] = issues.map((issue) => {
    const index = issue.field ? view.fields.findIndex((f) => f.definition.id === issue.field) : -1;
    const target = fieldControlId(idPrefix, index >= 0 ? index : (visible[0]?.index ?? 0));
    return { target, text: messageOf(issue) };
  });
  const pageIssues = issues.filter((issue) => issue.field === null);
  const block = view.block;
  const actions = definition.actions ?? {};
  const showProgress = journey.definition.showProgress === true && definition.kind !== 'outcome';
  const place = showProgress ? progress(journey, state, stepId) : null;
  const back = actions.back === false ? null : backTarget(props, journey, state, stepId);
  const warnings = [
    ...view.warnings,
    ...Object.values(typing).flat().filter((issue) => issue.severity === 'warning'),
  ];
  const continueLabel = actions.continueLabel ? textOf(actions.continueLabel) : t('journey_continue');
  const rows = definition.kind === 'check-answers' ? summariseAnswers(journey, state, stepId) : [];
  const blockDisables = block?.mode === 'disable-continue';
  const continueDisabled = blockDisables || unmatched !== null;
  const continueDescribedBy = [blockDisables ? 'journey-block' : null, unmatched ? 'journey-no-match' : null].filter(Boolean).join(' ');

  function onAlternative() {
    runtime.observe?.({ kind: 'acting', stepId });
    try {
      const destination = alternativeDestination(journey, stateRef.current, stepId);
      if (!destination) return;
      runtime.observe?.({ kind: 'alternative', journey, stepId, state: stateRef.current, destination });
      props.go(destination, stateRef.current);
    } catch (error) {
      const problem = asConfigProblem(error);
      if (!problem) throw error;
      props.onConfigProblem(problem);
    }
  }

  const continueButton = block?.mode === 'stop' ? null : (
    <button type="submit" className="button" disabled={continueDisabled} aria-describedby={continueDescribedBy || undefined}>
      {continueLabel}
    </button>
  );

  return (
    <>
      {back && (
        <a className="back-link" href={back.href} onClick={(event) => {
          event.preventDefault();
          runtime.observe?.({ kind: 'acting', stepId });
          runtime.observe?.({ kind: 'back', stepId, destination: back.destination });
          back.go();
        }}>
          {t('journey_back')}
        </a>
      )}
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      {effectMessage && (
        <div className="error-summary" role="alert">
          <h2 className="error-summary__title heading-m">{t('there_is_a_problem')}</h2>
          <p className="body">{textOf(effectMessage)}</p>
        </div>
      )}
      {place && <span className="caption">{t('journey_progress', { n: place.stepNumber, total: place.estimatedTotal })}</span>}
      {definition.kind === 'outcome' ? (
        <div className="panel panel--confirmation">
          <h1 className="panel__title">{title}</h1>
          {definition.hint && <div className="panel__body">{textOf(definition.hint)}</div>}
        </div>
      ) : (
        !pageHeadingIsQuestion && <h1 className="heading-l">{title}</h1>
      )}
      {/* With the question as the heading, the step's hint reads under it, as the question's hint (ui-schema). */}
      {definition.kind !== 'outcome' && definition.hint && !pageHeadingIsQuestion && <p className="body">{textOf(definition.hint)}</p>}
      {pageIssues.map((issue, index) => (
        <p className="error-message" key={`${issue.code}-${index}`}>
          <span className="visually-hidden">{t('widget_error_prefix')} </span>
          {messageOf(issue)}
        </p>
      ))}
      {block && (block.mode !== 'confirm-to-continue' || block.confirmed) && (
        <div className="inset-text" id="journey-block">
          <p className="body">{textOf(block.message, block.params)}</p>
          {block.mode === 'confirm-to-continue' && <p className="body">{t('journey_press_continue_again')}</p>}
        </div>
      )}
      <div aria-live="polite">
        {warnings.map((warning, index) => (
          <div className="inset-text" key={`${warning.code}-${warning.field ?? ''}-${index}`}>
            {messageOf(warning)}
          </div>
        ))}
        {pending && <p className="body" role="status">{textOf(pending)}</p>}
      </div>
      {definition.kind === 'check-answers' && <CheckAnswers rows={rows} summaryStepId={stepId} />}
      {entering ? (
        <p className="loading" role="status">{t('loading')}</p>
      ) : (
        <Form
          schema={stableSchema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          widgets={runtime.widgets}
          templates={journeyTemplates}
          idPrefix={idPrefix}
          idSeparator="_"
          noHtml5Validate
          showErrorList={false}
          liveValidate={false}
          focusOnFirstError={false}
          experimental_defaultFormStateBehavior={{ requiredBooleanDefault: 'skip' }}
          onChange={onChange}
          onBlur={onBlur}
          onSubmit={() => void onContinue([])}
          onError={(errors) => void onContinue(errors)}
        >
          {unmatched && <span className="visually-hidden" id="journey-no-match">{textOf(unmatched.message)}</span>}
          <div className="button-group">
            {continueButton}
            {actions.alternative && <AlternativeButton alternative={actions.alternative} onGo={onAlternative} />}
            <WayOutActions journey={journey} actions={actions} onWayOut={async (kind) => {
                runtime.observe?.({ kind: 'acting', stepId });
                // What the page holds goes with the resident (Save and exit keeps what they typed here, unchecked).
                const before = applyAnswers(journey, stateRef.current, stepId, enteredAnswers(journey, stateRef.current, stepId, values));
                const message = await props.wayOut(kind, before);
                runtime.observe?.({ kind: 'way-out', journey, stepId, state: before, which: kind, message });
                if (message) setEffectMessage(message);
              }} />
          </div>
        </Form>
      )}
    </>
  );
}

/** Where the Back link goes: the summary while changing an answer, else the previous step, else the journey's exit. */
function backTarget(props: StepPageProps, journey: LoadedJourney, state: JourneyState, stepId: string): { href: string; destination: Destination; go(): void } {
  if (props.returnTo && props.summaryRoute) {
    const destination: Destination = { kind: 'step', stepId: props.returnTo, route: props.summaryRoute };
    return { href: destination.route, destination, go: () => props.go(destination, state) };
  }
  const previous = previousStep(journey, state, stepId);
  if (previous) return { href: previous.route, destination: previous, go: () => props.go(previous, state) };
  return { href: journey.definition.exit.to, destination: { kind: 'exit', route: journey.definition.exit.to }, go: () => void props.wayOut('exit', state) };
}
