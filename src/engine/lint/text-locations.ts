import type { Step, TextWithParams } from '../../../schemas/generated/journey';
import { notTexts, shownTexts, walkTexts, type TextWalk } from './text-walk';

/** A step's texts, but for message parameters: their logic is not searched for texts. */
const stepTexts: TextWalk = { texts: shownTexts, skip: new Set([...notTexts, 'params']) };

/** A `{key, params}` text of a step, with its JSON pointer. */
export interface TextLocation {
  readonly text: TextWithParams;
  readonly pointer: string;
}

/** True for the `{key, params}` form of a text (the other forms are a key or `{text}`). */
export function isTextWithParams(value: unknown): value is TextWithParams {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { key?: unknown }).key === 'string' &&
    typeof (value as { params?: unknown }).params === 'object'
  );
}

/**
 * Every `{key, params}` text of a step (titles, hints, labels, option and summary labels, continue labels, blocking
 * and warning messages, generated field templates included).
 * Invariant: looks only under text properties, so logic and effect inputs are never mistaken for texts.
 */
export function stepTextLocations(step: Step, stepPointer: string): TextLocation[] {
  const found: TextLocation[] = [];
  walkTexts(step, stepPointer, stepTexts, (text, pointer) => {
    if (!isTextWithParams(text)) return false;
    found.push({ text, pointer });
    return true;
  });
  return found;
}
