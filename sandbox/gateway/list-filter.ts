import { likePattern, londonDayStart, nextIsoDay } from './list-query';

/** What a list's filter is made of: its owner, a range of London days, exact matches and a search. */
export interface ListFilterSpec {
  /** The column that holds the owner, the named parameter and its value: always in the filter. */
  readonly owner: { readonly column: string; readonly param: string; readonly value: string };
  /** The date-time column the days bound. */
  readonly dateColumn: string;
  /** The first and last London day asked for (YYYY-MM-DD), each inclusive; null: open. */
  readonly fromDay: string | null;
  readonly toDay: string | null;
  /** Columns that must equal their value; one whose value is null or empty is not filtered on. */
  readonly equals: ReadonlyArray<{ readonly column: string; readonly param: string; readonly value: string | null }>;
  /** The column a search looks in (with LIKE, its wildcards escaped) and the text; empty: no search. */
  readonly search: { readonly column: string; readonly text: string };
}

/**
 * A list's SQL WHERE condition (without the keyword) and its named parameters, written once for the inbox and the
 * transactions: the day range as instants (the to-day's end is the next London day's start), then the exact matches,
 * then the search. Only column names from the route's own code reach the SQL; every value is a parameter.
 */
export function listFilter(spec: ListFilterSpec): { filter: string; params: Record<string, string | number> } {
  const where = [`${spec.owner.column} = @${spec.owner.param}`];
  const params: Record<string, string | number> = { [spec.owner.param]: spec.owner.value };
  if (spec.fromDay !== null) {
    where.push(`${spec.dateColumn} >= @fromInstant`);
    params.fromInstant = londonDayStart(spec.fromDay);
  }
  if (spec.toDay !== null) {
    where.push(`${spec.dateColumn} < @toInstant`);
    params.toInstant = londonDayStart(nextIsoDay(spec.toDay));
  }
  for (const { column, param, value } of spec.equals) {
    if (value === null || value === '') continue;
    where.push(`${column} = @${param}`);
    params[param] = value;
  }
  if (spec.search.text !== '') {
    where.push(`${spec.search.column} LIKE @searchText ESCAPE '\\'`);
    params.searchText = likePattern(spec.search.text);
  }
  return { filter: where.join(' AND '), params };
}
