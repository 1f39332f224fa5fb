import { childPointer } from '../json-pointer';

/** Properties the schema types as Text or MessageText (texts shown on a step, its alternative action's dialog too). */
export const shownTexts: ReadonlySet<string> = new Set([
  'title',
  'hint',
  'label',
  'message',
  'continueLabel',
  'body',
  'confirmLabel',
  'cancelLabel',
]);

/** Properties that hold logic, value schemas, widget options or data: never texts, so never searched for texts. */
export const notTexts: readonly string[] = [
  'when',
  'input',
  'schema',
  'uiOptions',
  'initial',
  'filter',
  'value',
  'optionsFrom',
  'data',
];

/** What a walk looks for: the properties whose values are texts, and those never walked into. */
export interface TextWalk {
  readonly texts: ReadonlySet<string>;
  readonly skip: ReadonlySet<string>;
}

/**
 * Walks a journey value (a step, the whole journey) for its texts: `onText` is given the value of each property named
 * in `walk.texts`, with its JSON pointer, and says whether it took it as a text; what it does not take, and every other
 * value, is walked into, but for the properties named in `walk.skip`.
 * Invariant: only a property's name decides what is a text, so logic and effect inputs are never mistaken for texts.
 */
export function walkTexts(
  value: unknown,
  pointer: string,
  walk: TextWalk,
  onText: (text: unknown, pointer: string) => boolean,
  property?: string,
): void {
  if (property !== undefined && walk.texts.has(property) && onText(value, pointer)) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => walkTexts(v, childPointer(pointer, i), walk, onText));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value))
    if (!walk.skip.has(k)) walkTexts(v, childPointer(pointer, k), walk, onText, k);
}
