import type { Step, TextWithParams } from '../../../schemas/generated/journey';
import { childPointer } from '../json-pointer';

/** Properties the schema types as Text or MessageText (texts shown on a step, its alternative action's dialog too). */
const textProperties: ReadonlySet<string> = new Set([
  'title',
  'hint',
  'label',
  'message',
  'continueLabel',
  'body',
  'confirmLabel',
  'cancelLabel',
]);

/** Properties that hold logic, schemas or widget options and data: never texts, so never searched for texts. */
const notTexts: ReadonlySet<string> = new Set([
  'when',
  'input',
  'schema',
  'uiOptions',
  'initial',
  'filter',
  'value',
  'optionsFrom',
  'params',
  'data',
]);

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
  const visit = (value: unknown, pointer: string, property?: string): void => {
    if (property !== undefined && textProperties.has(property) && isTextWithParams(value)) {
      found.push({ text: value, pointer });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, childPointer(pointer, i)));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) if (!notTexts.has(k)) visit(v, childPointer(pointer, k), k);
  };
  visit(step, stepPointer);
  return found;
}
