/**
 * Reads a dotted path ("a.b.0.c") inside a value; '' returns the value itself.
 * Invariant: never throws; a missing step of the path gives undefined.
 */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.hasOwn(current, segment) ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return current;
}
