/**
 * json-logic's truthiness (jsonLogic.truthy, http://jsonlogic.com/truthy): JavaScript's, except that an empty list is
 * false. Kept here so the compiled conditions need not call into json-logic-js for every `!`, `and` or `if`.
 */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return Boolean(value);
}
