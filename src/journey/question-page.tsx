import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { describeStep, type Answers, type ValidationIssue } from '../engine';
import { t } from '../shared/i18n';
import type { FormProblem } from '../ui/error-summary';
import { headingFieldIndex } from './heading-field';
import { noMatchField, refuseNoMatch, withoutFieldIssues } from './no-match';
import { placeMessages } from './page-messages';
import {
  afterContinue,
  leaveField,
  NO_FORM_MESSAGES,
  noticeTyping,
  shownValues,
  typeInto,
  typingErrors,
  type FormMessages,
  type FormState,
} from './session';
import { StepButtons } from './step-buttons';
import { StepFrame } from './step-frame';
import type { StepHost } from './step-host';
import { stepFormSchema, stepFormValidator } from './step-form-schema';
import { fieldKey } from './step-schema';
import { journeyTemplates } from './templates';
import { shownStep } from './shown-step';
import { textOf } from './text';
import { buildUiSchema, fieldControlId } from './ui-schema';
import { useFieldCalls } from './use-field-calls';
import { useReadAhead } from './use-read-ahead';
import { useStepPage } from './use-step-page';

const messageOf = (issue: ValidationIssue) => textOf(issue.code, issue.params);

function byField(issues: readonly ValidationIssue[]): Record<string, ValidationIssue> {
  const result: Record<string, ValidationIssue> = {};
  for (const issue of issues) if (issue.field && !result[issue.field]) result[issue.field] = issue;
  return result;
}

/**
 * A question step: one small RJSF form of the step's fields with our GOV.UK templates and widgets. What is typed is
 * kept with the journey (host.keepTyped) so a reload loses nothing; the form state (session/form-state.ts) says what
 * typing brought up; Continue, Back, the alternative and the ways out go to the session.
 */
export function QuestionPage({ host }: { host: StepHost }) {
  const { journey, session, stepId, runtime } = host;
  const state = session.state;
  const page = useStepPage(host);
  const initialView = shownStep(journey, state, stepId);
  // The form's typing messages and refusals are the page's; its values are kept with the journey (host.typed) over
  // what the page shows (the answers so far, or the fields' initial values).
  const [form, setForm] = useState<FormMessages>(NO_FORM_MESSAGES);
  const values = useMemo<Answers>(
    () => ({ ...shownValues(initialView), ...(host.typed ?? {}) }),
    [initialView, host.typed],
  );
  const current: FormState = { ...form, values };
  // What Continue will read (the chosen asset's locations and reasons) is asked for while the resident is on the page.
  useReadAhead(host, values, !page.entering);
  const [noMatch, setNoMatch] = useState<Record<string, boolean>>({});
  const inFlight = useRef(false);

  // Described again only when the values change (typing), not on every render (a message, a refusal).
  const view = useMemo(() => describeStep(journey, state, stepId, values), [journey, state, stepId, values]);
  const idPrefix = `step-${stepId.replace(/[^A-Za-z0-9-]/g, '-')}`;
  const visible = view.fields.map((field, index) => ({ field, index })).filter(({ field }) => field.visible);
  const fieldErrors = byField(form.issues);
  const whileTyping = typingErrors(current);
  const errorTexts = Object.fromEntries(
    view.fields
      .map((f) => f.definition.id)
      .flatMap((id) => {
        const issue = fieldErrors[id] ?? whileTyping[id];
        return issue ? [[id, messageOf(issue)]] : [];
      }),
  );

  // The same schema object while the fields' schemas are the same, so RJSF keeps what it worked out from it.
  const stableSchema = useMemo(() => stepFormSchema(initialView), [initialView]);
  const validator = stepFormValidator(runtime.validatorFunctions, stableSchema);
  const formData = Object.fromEntries(view.fields.map((f, i) => [fieldKey(i), values[f.definition.id]]));

  const update = (next: FormState) => {
    const { values: nextValues, ...rest } = next;
    setForm(rest);
    if (nextValues !== values) host.keepTyped(nextValues);
  };
  const onTypingIssue = (fieldId: string, code: string) => {
    if (code)
      setForm((previous) =>
        noticeTyping(previous, fieldId, code, view.fields.find((field) => field.definition.id === fieldId)?.definition),
      );
  };
  const onNoMatch = (fieldId: string, none: boolean) => {
    setNoMatch((known) => (known[fieldId] === none ? known : { ...known, [fieldId]: none }));
    // What the last Continue said about the field (Case_Warning: enter a type) no longer holds once text is typed that
    // matches nothing: the no-match message says what is wrong now, and the summary must not keep the old problem.
    if (none) setForm((previous) => withoutFieldIssues(previous, fieldId));
  };
  const fieldCalls = useFieldCalls(host, values);
  const heading = headingFieldIndex(view);
  // Each message beside what it is about; the page's own under its heading (decision 0026).
  const placed = placeMessages(view, {
    pageIssues: form.issues.filter((issue) => issue.field === null),
    typing: form.typing,
    headingField: heading === null ? null : (view.fields[heading]?.definition.id ?? null),
  });
  const uiSchema = buildUiSchema(view, textOf, {
    idPrefix,
    errors: errorTexts,
    messages: placed.fields,
    onTypingIssue,
    onNoMatch,
    fieldCalls,
  });
  const unmatched = noMatchField(view, noMatch);
  // What says why Continue is shut: the line under the box, or once a press has put it there, the field's error.
  const noMatchDescription = (fieldId: string): string => {
    const control = fieldControlId(
      idPrefix,
      view.fields.findIndex((f) => f.definition.id === fieldId),
    );
    return errorTexts[fieldId] ? `${control}-error` : `${control}-no-match`;
  };

  function onChange(event: IChangeEvent) {
    const data = (event.formData ?? {}) as Record<string, unknown>;
    const raw = Object.fromEntries(view.fields.map((field, index) => [field.definition.id, data[fieldKey(index)]]));
    update(typeInto(journey, state, stepId, current, raw));
  }

  function onBlur(controlId: string) {
    const index = view.fields.findIndex((_f, i) => controlId === fieldControlId(idPrefix, i));
    const field = view.fields[index];
    if (field) update(leaveField(view, current, field.definition.id));
  }

  async function onContinue(schemaErrors: readonly RJSFValidationError[]) {
    if (inFlight.current) return;
    // A field with no matching choice keeps Continue shut (Enter in another field too): a press says why, in the error
    // summary and beside the field, as any refused Continue does.
    if (unmatched) {
      setForm((previous) => refuseNoMatch(previous, unmatched.fieldId, unmatched.message));
      return;
    }
    inFlight.current = true;
    try {
      const schemaFailures = schemaErrors.flatMap((error) => {
        const index = Number(/^\.?f(\d+)/.exec(error.property ?? '')?.[1]);
        const field = Number.isInteger(index) ? view.fields[index] : undefined;
        return field?.visible ? [field.definition.id] : [];
      });
      const outcome = await page.perform({ kind: 'continue', values, schemaFailures });
      // Staying on the page (refused, blocked, an effect's message): its values are now the answers as submitted.
      const stayed =
        outcome !== null &&
        !outcome.leaving &&
        outcome.session.page.kind === 'step' &&
        outcome.session.page.stepId === stepId;
      if (stayed) setForm((previous) => afterContinue(previous, outcome.issues));
    } finally {
      inFlight.current = false;
    }
  }

  const summaryErrors: FormProblem[] = form.issues.map((issue) => {
    const index = issue.field ? view.fields.findIndex((f) => f.definition.id === issue.field) : -1;
    const target = fieldControlId(idPrefix, index >= 0 ? index : (visible[0]?.index ?? 0));
    return { target, text: messageOf(issue) };
  });

  return (
    <StepFrame
      host={host}
      page={page}
      view={view}
      headingIsQuestion={heading !== null}
      summaryErrors={summaryErrors}
      attempt={form.attempt}
      messages={placed.page}
    >
      {page.entering ? (
        <p className="loading" role="status">
          {t('loading')}
        </p>
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
          <StepButtons
            host={host}
            page={page}
            view={view}
            continueShut={unmatched !== null}
            continueDescribedBy={unmatched ? noMatchDescription(unmatched.fieldId) : ''}
            values={values}
          />
        </Form>
      )}
    </StepFrame>
  );
}
