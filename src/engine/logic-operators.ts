import { customOperations } from './operations';

// The tables are marked pure, so a production page, which skips the operator check (evaluate-logic.ts), does not carry
// them: the build has checked every journey's and rule's operators.

/** json-logic's own operators that journeys may use. */
export const builtInOperators: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '===',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
]);

/** Operators json-logic knows that journeys must not use, with the reason shown to the analyst. */
export const forbiddenOperators: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  [
    '==',
    'json-logic "==" converts types ("1" == 1, and ["Debt"] == "Debt"); use "===", or to ask whether a list answer (checkboxes) holds a value, {"in": [value, answer]}',
  ],
  ['!=', 'json-logic "!=" converts types; use "!=="'],
  ['log', '"log" writes to the console; remove it'],
  ['method', '"method" calls arbitrary JavaScript methods; use a custom operation'],
]);

/** Operators whose second argument runs once per list element, with that element as its data. */
export const scopedOperators: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
]);

/**
 * True when an operator may appear in a journey condition.
 * Invariant: exactly the built-in allowed operators plus the custom operations of operations.ts.
 */
export function isAllowedOperator(op: string): boolean {
  return builtInOperators.has(op) || Object.hasOwn(customOperations, op);
}
