/**
 * Builds a JSON pointer (RFC 6901) from path segments.
 * Invariant: '~' and '/' inside a segment are escaped, so the pointer always resolves back to the same place.
 */
export function toPointer(...segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/**
 * Appends segments to an existing pointer.
 * Invariant: the result starts with `base`.
 */
export function childPointer(base: string, ...segments: ReadonlyArray<string | number>): string {
  return base + toPointer(...segments);
}
