/** A query parameter value: arrays repeat the parameter, undefined leaves it out. */
export type QueryValue = string | number | boolean | (string | number)[] | undefined;

export type Query = Record<string, QueryValue>;

/**
 * Tag for gateway paths that encodes every interpolated value as one path segment, so an id can never add a
 * segment or a query: encodePath`/customers/${customerId}/tenancies`.
 */
export function encodePath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce(
    (path, text, index) => path + text + (index < segments.length ? encodeURIComponent(String(segments[index])) : ''),
    '',
  );
}

/**
 * Builds the query string. Empty strings are kept because the gateway reads an empty filter as "no filter"
 * and the original product sends them that way; %20 rather than + for spaces, which every server decodes.
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Joins the configured base URL (with or without a trailing slash), a path and a query. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const relative = path.startsWith('/') ? path : `/${path}`;
  return base + relative + encodeQuery(query);
}
