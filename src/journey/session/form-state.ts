import {
  describeStep,
  normaliseValue,
  ruleParams,
  sanitiseValue,
  validateStep,
  type Answers,
  type JourneyState,
  type LoadedJourney,
  type StepView,
  type ValidationIssue,
} from '../../engine';
import type { Field } from '../../../schemas/generated/journey';

/**
 * The form half of a question page, pure so the browser page and the headless replay type answers the same way
 * (as rjsf splits `Form` and its form state): the values as typed, the messages typing brings up, and the issues of
 * the last Continue.
 */
export interface FormState {
  /** Every field's value as the page holds it (the earlier answer or the field's initial value until typed over). */
  readonly values: Answers;
  /**
   * Messages while typing, by field: notices that typed characters were removed, then what the typing rules say now.
   */
  readonly typing: Readonly<Record<string, readonly ValidationIssue[]>>;
  /** The errors of the last Continue, shown by their fields and in the error summary. */
  readonly issues: readonly ValidationIssue[];
  /** How many Continues were refused: the error summary takes focus again on each. */
  readonly attempt: number;
  /**
   * Fields the resident left while a removal notice of theirs was showing: the notice goes at the page's next change.
   */
  readonly left: readonly string[];
}

/** The form's messages without its values (a page that keeps the values elsewhere holds these). */
export type FormMessages = Omit<FormState, 'values'>;

export const NO_FORM_MESSAGES: FormMessages = { typing: {}, issues: [], attempt: 0, left: [] };

/**
 * A notice that what the resident typed was changed (characters removed, text cut). The characters are gone, so no
 * later keystroke could show that the notice no longer applies: it stays while the resident types on in the field
 * (it must not flash by with the next key), and goes once it has done its work — when the field is emptied (nothing
 * is left that was changed), at the page's first change after the resident left the field (they have moved on; not on
 * leaving itself, which would move Continue from under the pointer that is pressing it), and on Continue.
 */
const REMOVAL = 'typing';
const isRemovalNotice = (issue: ValidationIssue): boolean => issue.rule === REMOVAL;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The schema backstop's refusal (RJSF's own check): it cannot be run again here, so it goes when its field changes. */
const SCHEMA_RULE = 'schema';

/**
 * The refusals of the last Continue that a Continue now would still give (portal.md §5: "clearing a field removes
 * its error"): an error goes as soon as the page's values pass the rule that gave it — the field's own rule, or a page
 * rule — and a field that is hidden now has none. Nothing new is added: a new problem waits for Continue, as GOV.UK
 * pages check on submit. `changed` are the fields whose values changed.
 */
function stillRefused(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  issues: readonly ValidationIssue[],
  values: Answers,
  changed: ReadonlySet<string>,
): readonly ValidationIssue[] {
  if (issues.length === 0 || changed.size === 0) return issues;
  const view = describeStep(journey, state, stepId, values);
  const now = validateStep(journey, state, stepId, { phase: 'continue', values: submittedValues(view, values) });
  const kept = issues.filter((issue) =>
    issue.rule === SCHEMA_RULE
      ? issue.field !== null && !changed.has(issue.field)
      : now.some((current) => current.code === issue.code && current.field === issue.field),
  );
  return kept.length === issues.length ? issues : kept;
}

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
  return { values: { ...shownValues(view), ...(typed ?? {}) }, ...NO_FORM_MESSAGES };
}

/**
 * Typing: each changed field's raw value goes through its strip rules (what they removed is noticed), then the
 * typing-phase rules are checked on the new values. A field's typing messages are its removal notices (see REMOVAL
 * for how long they stay) and new ones, then what its typing rules say now (a rule's message goes as soon as the text
 * passes it). The last Continue's errors that the new values put right go (stillRefused).
 */
export function typeInto(
  journey: LoadedJourney,
  state: JourneyState,
  stepId: string,
  form: FormState,
  raw: Answers,
): FormState {
  const view = describeStep(journey, state, stepId, form.values);
  const values: Record<string, unknown> = { ...form.values };
  const notices: Record<string, ValidationIssue[]> = {};
  const changed = new Set<string>();
  for (const field of view.fields) {
    const id = field.definition.id;
    if (!Object.hasOwn(raw, id) || raw[id] === form.values[id]) continue;
    const sanitised = sanitiseValue(field.definition, raw[id]);
    values[id] = sanitised.value;
    notices[id] = sanitised.issues.map((issue) => ({ ...issue, rule: REMOVAL }));
    changed.add(id);
  }
  // The resident has moved on from the fields they left: at the page's first change since, their notices have done.
  const movedOn = changed.size > 0 ? new Set(form.left) : new Set<string>();
  const typed = validateStep(journey, state, stepId, { phase: 'typing', values });
  const typing: Record<string, ValidationIssue[]> = {};
  for (const field of view.fields) {
    const id = field.definition.id;
    const fromRules = typed.filter((issue) => issue.field === id);
    const earlier =
      movedOn.has(id) || (changed.has(id) && isEmpty(values[id]))
        ? []
        : (form.typing[id] ?? []).filter(isRemovalNotice);
    const kept = withoutRepeats([...earlier, ...(notices[id] ?? [])]);
    typing[id] = [...kept.filter((notice) => !fromRules.some((rule) => rule.code === notice.code)), ...fromRules];
  }
  const left = form.left.filter((id) => !movedOn.has(id));
  return { ...form, values, typing, issues: stillRefused(journey, state, stepId, form.issues, values, changed), left };
}

/**
 * A widget removed typed characters itself (it filters as the resident types): its rule's message is noticed, worded
 * with the values of the field's rule that gives it ("Description must be {max} characters or fewer" reads 188), as
 * the engine's own removal notices are. The widget knows only the code, so the rule is found by its message.
 */
export function noticeTyping(
  form: FormMessages,
  fieldId: string,
  code: string,
  field?: Pick<Field, 'validation'>,
): FormMessages {
  const rules = (field?.validation ?? []).filter((rule) => rule.message === code);
  const rule = rules.find((candidate) => 'strip' in candidate && candidate.strip === true) ?? rules[0];
  const params = rule ? ruleParams(rule, field) : undefined;
  const notice: ValidationIssue = {
    code,
    field: fieldId,
    severity: 'warning',
    rule: REMOVAL,
    ...(params ? { params } : {}),
  };
  return {
    ...form,
    typing: { ...form.typing, [fieldId]: withoutRepeats([...(form.typing[fieldId] ?? []), notice]) },
    left: form.left.filter((id) => id !== fieldId),
  };
}

/**
 * Leaving a field tidies its text as the journey says (trim, line breaks to spaces), and marks a removal notice of the
 * field as read: it goes at the page's next change (see REMOVAL), not now.
 */
export function leaveField(view: StepView, form: FormState, fieldId: string): FormState {
  const field = view.fields.find((candidate) => candidate.definition.id === fieldId);
  if (!field) return form;
  const noticed = (form.typing[fieldId] ?? []).some(isRemovalNotice) && !form.left.includes(fieldId);
  const left = noticed ? { left: [...form.left, fieldId] } : {};
  const normalised = normaliseValue(field.definition, form.values[fieldId]);
  if (normalised === form.values[fieldId]) return noticed ? { ...form, ...left } : form;
  return { ...form, ...left, values: { ...form.values, [fieldId]: normalised } };
}

/** What Continue submits: every field's value through its strip rules and normalisation. */
export function submittedValues(view: StepView, values: Answers): Answers {
  return Object.fromEntries(
    view.fields.map((field) => {
      const id = field.definition.id;
      return [id, normaliseValue(field.definition, sanitiseValue(field.definition, values[id]).value)];
    }),
  );
}

/**
 * The step's values as Continue takes them from the page: each field's value as the page holds it (else as the step
 * shows it), through submittedValues.
 */
export function continueValues(journey: LoadedJourney, state: JourneyState, stepId: string, typed: Answers): Answers {
  const view = describeStep(journey, state, stepId, typed);
  return submittedValues(view, { ...Object.fromEntries(view.fields.map((f) => [f.definition.id, f.value])), ...typed });
}

/** The form's messages after a Continue that stayed on the page: typing messages gone, the refusals (if any) shown. */
export function afterContinue(form: FormMessages, issues: readonly ValidationIssue[]): FormMessages {
  return { typing: {}, issues, attempt: issues.length > 0 ? form.attempt + 1 : form.attempt, left: [] };
}

/** Each field's first typing error, to show on the field before any Continue. */
export function typingErrors(form: FormMessages): Record<string, ValidationIssue> {
  return Object.fromEntries(
    Object.entries(form.typing).flatMap(([id, list]) => {
      const error = list.find((issue) => issue.severity === 'error');
      return error ? [[id, error]] : [];
    }),
  );
}

/** The typing warnings (removal notices among them), shown by their fields. */
export function typingWarnings(form: FormMessages): ValidationIssue[] {
  return Object.values(form.typing)
    .flat()
    .filter((issue) => issue.severity === 'warning');
}

/** Every message typing has brought up, in order: what a fixture's step expects from its answers. */
export function typingMessages(form: FormMessages): ValidationIssue[] {
  return Object.values(form.typing).flat();
}
