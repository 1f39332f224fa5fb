import type { StepView } from '../engine';

/**
 * The field whose typed text matches none of its choices (an autocomplete reported it through options.onNoMatch),
 * among the fields shown; null when there is none. While there is one, Continue is disabled with the field's
 * no-match message (repairs.md §5: Repair_Reason_NoMatch_Message disables Continue).
 */
export function noMatchField(view: StepView, reported: Readonly<Record<string, boolean>>): { fieldId: string; message: string } | null {
  for (const field of view.fields) {
    const id = field.definition.id;
    const message = (field.definition.uiOptions as Record<string, unknown> | undefined)?.noMatchMessage;
    if (field.visible && reported[id] === true && typeof message === 'string') return { fieldId: id, message };
  }
  return null;
}
