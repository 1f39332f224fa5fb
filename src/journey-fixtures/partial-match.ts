/** A value as a fixture diff shows it: short JSON, long texts cut. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Compares an actual value with the key fields a fixture expects and lists every difference with its place
 * ("body.preferredContact.phoneNumber: expected "07700900123", got "02070000000"").
 * Invariant: objects are compared only on the expected keys, lists item by item with the same length, anything
 * else with ===; an empty result means it matched.
 */
export function partialDiff(expected: unknown, actual: unknown, where: string): string[] {
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return [`${where}: expected an object, got ${show(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) =>
      Object.hasOwn(actual, key)
        ? partialDiff(value, actual[key], `${where}.${key}`)
        : [`${where}.${key}: expected ${show(value)}, got nothing`],
    );
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${where}: expected a list, got ${show(actual)}`];
    if (expected.length !== actual.length) return [`${where}: expected ${show(expected)}, got ${show(actual)}`];
    return expected.flatMap((item, i) => partialDiff(item, actual[i], `${where}[${i}]`));
  }
  return expected === actual ? [] : [`${where}: expected ${show(expected)}, got ${show(actual)}`];
}
