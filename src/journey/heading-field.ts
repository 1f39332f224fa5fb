import { inspectLogic } from '../engine/inspect-logic';
import type { StepView } from '../engine';

/** Whether a field is shown because of an answer given on the same page (a conditionally revealed follow-up). */
function isFollowUpOf(step: StepView, fieldIndex: number, mainId: string): boolean {
  const when = step.fields[fieldIndex]?.definition.when;
  if (when === undefined) return false;
  return inspectLogic(when).variables.some(
    ({ name }) => name === `answers.${mainId}` || name?.startsWith(`answers.${mainId}.`),
  );
}

/**
 * The field whose question is the page's heading (its legend or label is the h1), or null when the step's title
 * is. It is the page's one question; and it stays the heading when a follow-up it reveals appears beside it (as
 * GOV.UK's conditionally revealed questions do), so choosing Yes does not move the question or repeat it under a
 * new heading. A step with `"heading": "title"` keeps its title as the h1 and its field's label under it (a label
 * that names a control, such as the photo uploader's "Photos or videos (optional)", is no page heading).
 */
export function headingFieldIndex(step: StepView): number | null {
  if (step.definition.kind !== 'question' || step.definition.heading === 'title') return null;
  const visible = step.fields.flatMap((field, index) => (field.visible ? [index] : []));
  const [first, ...rest] = visible;
  if (first === undefined) return null;
  const mainId = step.fields[first]!.definition.id;
  return rest.every((index) => isFollowUpOf(step, index, mainId)) ? first : null;
}
