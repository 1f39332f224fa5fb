// json-logic-js 2.0.5's own operations that the compiled conditions run themselves (compile-logic.ts), written as
// that library writes them (node_modules/json-logic-js/logic.js), so a compiled condition gives what jsonLogic.apply
// gives: loose "==" where a journey (wrongly) uses it, "<" with three arguments meaning "between", `in` on texts and
// lists. tests/engine/compiled-logic.test.ts compares the two on every expression of every journey and rule.
import { truthy } from './logic-truthy';

/** A json-logic operation on its evaluated arguments. */
export type LogicOperation = (...values: unknown[]) => unknown;

// Relational operators on values of any type, as JavaScript compares them: the casts only quieten TypeScript.
const less = (a: unknown, b: unknown): boolean => (a as number) < (b as number);
const atMost = (a: unknown, b: unknown): boolean => (a as number) <= (b as number);
const more = (a: unknown, b: unknown): boolean => (a as number) > (b as number);
const atLeast = (a: unknown, b: unknown): boolean => (a as number) >= (b as number);

/** `in`: whether a list holds the value, or a text contains it; false for anything without indexOf. */
function within(a: unknown, b: unknown): boolean {
  if (!b || typeof (b as { indexOf?: unknown }).indexOf === 'undefined') return false;
  return (b as { indexOf: (value: unknown) => number }).indexOf(a) !== -1;
}

/** The operations compiled as calls, by name; `var`, `if`, `?:`, `and` and `or` are compiled apart. */
export const compiledOperations: Readonly<Record<string, LogicOperation>> = {
  // Loose on purpose: json-logic's "==" is; the journey lint forbids it, and only a production page skips that check.
  '==': (a, b) => a == b,
  '===': (a, b) => a === b,
  '!=': (a, b) => a != b,
  '!==': (a, b) => a !== b,
  '>': (a, b) => more(a, b),
  '>=': (a, b) => atLeast(a, b),
  '<': (a, b, c) => (c === undefined ? less(a, b) : less(a, b) && less(b, c)),
  '<=': (a, b, c) => (c === undefined ? atMost(a, b) : atMost(a, b) && atMost(b, c)),
  '!!': (a) => truthy(a),
  '!': (a) => !truthy(a),
  in: within,
};
