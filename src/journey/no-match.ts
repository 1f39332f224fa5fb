import type { StepView, ValidationIssue } from '../engine';
import type { FormMessages } from './session';

/**
 * The field whose typed text matches none of its choices (an autocomplete reported it through options.onNoMatch),
 * among the fields shown; null when there is none. While there is one, Continue is shut (aria-disabled, still
 * focusable) and described by the field's no-match message (repairs.md §5: Repair_Reason_NoMatch_Message disables
 * Continue; portal.md Case_Type_Error).
 */
export function noMatchField(
  view: StepView,
  reported: Readonly<Record<string, boolean>>,
): { fieldId: string; message: string } | null {
  for (const field of view.fields) {
    const id = field.definition.id;
    const message = (field.definition.uiOptions as Record<string, unknown> | undefined)?.noMatchMessage;
    if (field.visible && reported[id] === true && typeof message === 'string') return { fieldId: id, message };
  }
  return null;
}

/** The rule name of a no-match refusal: no journey rule gives it, so the next change of the page takes it away. */
const NO_MATCH_RULE = 'noMatch';

/** The form without the last Continue's refusals of one field. */
export function withoutFieldIssues<T extends FormMessages>(form: T, fieldId: string): T {
  const issues = form.issues.filter((issue) => issue.field !== fieldId);
  return issues.length === form.issues.length ? form : { ...form, issues };
}

/** A press of the shut Continue: the field's no-match message as the page's only refusal, the summary taking focus. */
export function refuseNoMatch<T extends FormMessages>(form: T, fieldId: string, message: string): T {
  const issue: ValidationIssue = { code: message, field: fieldId, severity: 'error', rule: NO_MATCH_RULE };
  return { ...form, issues: [issue], attempt: form.attempt + 1 };
}
