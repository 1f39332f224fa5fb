// json-logic-js 2.0.5's own operations on evaluated arguments, which the compiled conditions run (compile-logic.ts),
// written as that library writes them (node_modules/json-logic-js/logic.js), so a compiled condition gives what
// jsonLogic.apply gives: loose "==" where a journey (wrongly) uses it, "<" with three arguments meaning "between", `in`
// on texts and lists, "+" reading numbers from texts, "*" of one argument giving it back as it is.
// tests/engine/compiled-logic.test.ts compares the two on every expression of every journey and rule.
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

/** json-logic's number reading for "+" and "*" (parseFloat, which json-logic-js calls with a radix it ignores). */
const number = (value: unknown): number => parseFloat(value as string);

/** `substr`: from `start`, `end` characters long, or up to `end` characters before the end when it is negative. */
function substring(source: unknown, start: unknown, end: unknown): string {
  const text = String(source);
  if ((end as number) < 0) {
    const rest = text.substr(start as number);
    return rest.substr(0, rest.length + (end as number));
  }
  return text.substr(start as number, end as number);
}

/**
 * The operations compiled as calls, by name. `var`, `if`, `?:`, `and`, `or`, `missing`, `missing_some` and the
 * operators over a list (`map`, `filter`, `reduce`, `all`, `none`, `some`) are compiled apart.
 */
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
  cat: (...values) => values.join(''),
  substr: substring,
  '+': (...values) => values.reduce<number>((sum, value) => number(sum) + number(value), 0),
  // No first value: one argument comes back unread, and none throws, as in json-logic-js.
  '*': (...values) => values.reduce((product, value) => number(product) * number(value)),
  '-': (a, b) => (b === undefined ? -(a as number) : (a as number) - (b as number)),
  '/': (a, b) => (a as number) / (b as number),
  '%': (a, b) => (a as number) % (b as number),
  min: (...values) => Math.min(...(values as number[])),
  max: (...values) => Math.max(...(values as number[])),
  merge: (...values) => values.reduce<unknown[]>((merged, value) => merged.concat(value), []),
};
