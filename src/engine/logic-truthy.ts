/**
 * json-logic's truthiness (jsonLogic.truthy, http://jsonlogic.com/truthy): JavaScript's, except that an empty list is
 * false, as the compiled conditions (compile-logic.ts) read every `!`, `and`, `if` and list operator.
 */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return Boolean(value);
}
