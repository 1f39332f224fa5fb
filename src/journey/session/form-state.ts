import {
  describeStep,
  normaliseValue,
  sanitiseValue,
  validateStep,
  type Answers,
  type JourneyState,
  type LoadedJourney,
  type StepView,
  type ValidationIssue,
} from '../../engine';

/**
 * The form half of a question page, pure so the browser page and the headless replay type answers the same way
 * (as rjsf splits `Form` and its form state): the values as typed, the messages typing brings up, and the issues of
 * the last Continue.
 */
export interface FormState {
  /** Every field's value as the page holds it (the earlier answer or the field's initial value until typed over). */
  readonly values: Answers;
  /** Messages while typing, by field: notices that typed characters were removed, then what the typing rules say now. */
  readonly typing: Readonly<Record<string, readonly ValidationIssue[]>>;
  /** The errors of the last Continue, shown by their fields and in the error summary. */
  readonly issues: readonly ValidationIssue[];
  /** How many Continues were refused: the error summary takes focus again on each. */
  readonly attempt: number;
}

/** The form's messages without its values (a page that keeps the values elsewhere holds these). */
export type FormMessages = Omit<FormState, 'values'>;

export const NO_FORM_MESSAGES: FormMessages = { typing: {}, issues: [], attempt: 0 };

/**
 * A notice that what the resident typed was changed (characters removed, text cut). It stays in view after the
 * keystroke that caused it, as the characters are gone and nothing later could bring it back; it goes on Continue.
 */
const REMOVAL = 'typing';
const isRemovalNotice = (issue: ValidationIssue): boolean => issue.rule === REMOVAL;

/** Notices first, without repeats of a code. */
function withoutRepeats(issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.filter((issue, index) => issues.findIndex((other) => other.code === issue.code) === index);
}

/** The values a step page shows before anything is typed: each field's earlier answer or initial value. */
export function shownValues(view: StepView): Answers {
  return Object.fromEntries(view.fields.map((field) => [field.definition.id, field.value]));
}

/** A fresh form for the step, with what the resident had typed there and not yet continued with (`typed`). */
export function startForm(view: StepView, typed: Answers | null = null): FormState {
  return { values: { ...shownValues(view), ...(typed ?? {}) }, typing: {}, issues: [], attempt: 0 };
}

/**
 * Typing: each changed field's raw value goes through its strip rules (what they removed is noticed), then the
 * typing-phase rules are checked on the new values. A field's typing messages are its removal notices so far and new
 * ones, then what its typing rules say now (a rule's message goes as soon as the text passes it).
 */
export function typeInto(journey: LoadedJourney, state: JourneyState, stepId: string, form: FormState, raw: Answers): FormState {
  const view = describeStep(journey, state, stepId, form.values);
  const values: Record<string, unknown> = { ...form.values };
  const notices: Record<string, ValidationIssue[]> = {};
  for (const field of view.fields) {
    const id = field.definition.id;
    if (!Object.hasOwn(raw, id) || raw[id] === form.values[id]) continue;
    const sanitised = sanitiseValue(field.definition, raw[id]);
    values[id] = sanitised.value;
    notices[id] = sanitised.issues.map((issue) => ({ ...issue, rule: REMOVAL }));
  }
  const typed = validateStep(journey, state, stepId, { phase: 'typing', values });
  const typing: Record<string, ValidationIssue[]> = {};
  for (const field of view.fields) {
    const id = field.definition.id;
    const fromRules = typed.filter((issue) => issue.field === id);
    const kept = withoutRepeats([...(form.typing[id] ?? []).filter(isRemovalNotice), ...(notices[id] ?? [])]);
    typing[id] = [...kept.filter((notice) => !fromRules.some((rule) => rule.code === notice.code)), ...fromRules];
  }
  return { ...form, values, typing };
}

/** A widget removed typed characters itself (it filters as the resident types): its rule's message is noticed. */
export function noticeTyping(form: FormMessages, fieldId: string, code: string): FormMessages {
  const notice: ValidationIssue = { code, field: fieldId, severity: 'warning', rule: REMOVAL };
  return { ...form, typing: { ...form.typing, [fieldId]: withoutRepeats([...(form.typing[fieldId] ?? []), notice]) } };
}

/** Leaving a field tidies its text as the journey says (trim, line breaks to spaces). */
export function leaveField(view: StepView, form: FormState, fieldId: string): FormState {
  const field = view.fields.find((candidate) => candidate.definition.id === fieldId);
  if (!field) return form;
  const normalised = normaliseValue(field.definition, form.values[fieldId]);
  return normalised === form.values[fieldId] ? form : { ...form, values: { ...form.values, [fieldId]: normalised } };
}

/** What Continue submits: every field's value through its strip rules and normalisation. */
export function submittedValues(view: StepView, values: Answers): Answers {
  return Object.fromEntries(view.fields.map((field) => {
    const id = field.definition.id;
    return [id, normaliseValue(field.definition, sanitiseValue(field.definition, values[id]).value)];
  }));
}

/** The form's messages after a Continue that stayed on the page: typing messages gone, the refusals (if any) shown. */
export function afterContinue(form: FormMessages, issues: readonly ValidationIssue[]): FormMessages {
  return { typing: {}, issues, attempt: issues.length > 0 ? form.attempt + 1 : form.attempt };
}

/** Each field's first typing error, to show on the field before any Continue. */
export function typingErrors(form: FormMessages): Record<string, ValidationIssue> {
  return Object.fromEntries(Object.entries(form.typing).flatMap(([id, list]) => {
    const error = list.find((issue) => issue.severity === 'error');
    return error ? [[id, error]] : [];
  }));
}

/** The typing warnings (removal notices among them), shown above the form. */
export function typingWarnings(form: FormMessages): ValidationIssue[] {
  return Object.values(form.typing).flat().filter((issue) => issue.severity === 'warning');
}

/** Every message typing has brought up, in order: what a fixture's step expects from its answers. */
export function typingMessages(form: FormMessages): ValidationIssue[] {
  return Object.values(form.typing).flat();
}
