// A list's state (search, filters, sort, page) kept in the address's query string, so Back, Forward, a reload and a
// bookmark all show the same list. Pure: the hook in use-list-state.ts reads and writes the router with these. The
// readers below are what every list's own reader (its definition's `read`) is made of: an unknown value in the
// address counts as not chosen.

/** The page size a layout starts with and the sizes a resident may choose (none on a phone), from the list's rule. */
export interface PageSizes {
  pageSize: number;
  choices: readonly number[];
}

/** A list's state names, each with its name in the address: { search: 'search', status: 'status', page: 'page' }. */
export interface ListParamNames<Name extends string> {
  readonly params: Readonly<Record<Name, string>>;
  /** The state name of the page number (1-based), if the list pages: any other change goes back to page 1. */
  readonly page?: Name;
}

/** Changes to a list's state by name: a value, or '' or null for none (the parameter leaves the address). */
export type ListChanges<Name extends string> = Partial<Record<Name, string | number | null>>;

/**
 * A choice's label as it stands in an address, short and readable: "Assigned to contractor" → "assigned-to-contractor".
 */
export function choiceSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A whole number from 1 up, as an address may hold a page or a page size; null for anything else. */
export function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** A text parameter as the resident typed it, trimmed; '' when the address has none. */
export function readText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim();
}

/** The option whose word (slug) the address holds under `name`, else `fallback` (none, or an unknown word). */
export function readChoice<Option, Fallback>(
  params: URLSearchParams,
  name: string,
  options: readonly Option[],
  slugOf: (option: Option) => string,
  fallback: Fallback,
): Option | Fallback {
  const slug = params.get(name) ?? '';
  if (slug === '') return fallback;
  return options.find((option) => slugOf(option) === slug) ?? fallback;
}

/** The table's page (1-based) the address holds; the first for anything else. */
export function readPage(params: URLSearchParams, name: string): number {
  return positiveInteger(params.get(name)) ?? 1;
}

/** The page size the address holds if the table offers it, else the table's own. */
export function readPageSize(params: URLSearchParams, name: string, sizes: PageSizes): number {
  const size = positiveInteger(params.get(name));
  return size !== null && sizes.choices.includes(size) ? size : sizes.pageSize;
}

/**
 * The query string after `changes`, "?…" or '' for none: a value of '' or null removes its parameter, and so does
 * page 1, so the address of the list as it starts is the bare path. Every change but a page number goes back to the
 * first page, since the old page may no longer exist.
 */
export function changedListSearch<Name extends string>(
  current: URLSearchParams,
  changes: ListChanges<Name>,
  names: ListParamNames<Name>,
): string {
  const next = new URLSearchParams(current);
  const page = names.page;
  if (page !== undefined && !(page in changes)) next.delete(names.params[page]);
  for (const [name, value] of Object.entries(changes) as [Name, string | number | null | undefined][]) {
    const key = names.params[name];
    if (value === null || value === undefined || value === '' || (name === page && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
