/** One escaped reference token: '~' and '/' inside a segment are escaped (RFC 6901). */
function token(segment: string | number): string {
  const text = String(segment);
  // Most segments are plain ids and indices; skipping the two replacements for them matters because a pointer is
  // built for every condition the path evaluates (to name it if it throws).
  return text.includes('~') || text.includes('/') ? text.replaceAll('~', '~0').replaceAll('/', '~1') : text;
}

/**
 * Builds a JSON pointer (RFC 6901) from path segments.
 * Invariant: '~' and '/' inside a segment are escaped, so the pointer always resolves back to the same place.
 */
export function toPointer(...segments: ReadonlyArray<string | number>): string {
  let pointer = '';
  for (const segment of segments) pointer += `/${token(segment)}`;
  return pointer;
}

/**
 * Appends segments to an existing pointer.
 * Invariant: the result starts with `base`.
 */
export function childPointer(base: string, ...segments: ReadonlyArray<string | number>): string {
  let pointer = base;
  for (const segment of segments) pointer += `/${token(segment)}`;
  return pointer;
}
