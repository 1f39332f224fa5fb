/**
 * True when an answer counts as not given: undefined, null, text of only spaces, or an empty list.
 * Invariant: false and 0 are answers (a "No" is an answer).
 */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Structural equality of two JSON values.
 * Invariant: used to decide whether an answer "actually changed", so key order in objects does not matter.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameAnswer(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameAnswer((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/**
 * Length of an answer in characters (Unicode code points) or list items; null for other values.
 * Invariant: emoji and accented letters count as one character each, as a resident would count them.
 */
export function answerLength(value: unknown): number | null {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  return null;
}
