/**
 * Whether a gateway path (after the API prefix) matches a fault's path: a literal path, or a route pattern
 * where `:name` stands for one segment and a final `*` for any rest. A pattern written with the full
 * /customerselfserve/api/v1 prefix means the same as without it.
 */
export function faultPathMatches(pattern: string, path: string, apiPrefix: string): boolean {
  const wanted = segments(pattern.startsWith(`${apiPrefix}/`) ? pattern.slice(apiPrefix.length) : pattern);
  const actual = segments(path);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) return true;
    const value = actual[index];
    if (value === undefined) return false;
    if (segment.startsWith(':') ? value === '' : segment !== value) return false;
  }
  return wanted.length === actual.length;
}

function segments(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === ''
    ? []
    : trimmed
        .replace(/^\//, '')
        .split('/')
        .map((s) => safeDecode(s));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
