import type { ErrorItem } from '../errors';
import { DUPLICATE_CHECK_STATUSES } from './stored-work-order';

export interface SearchQuery {
  searchText: string;
  description: string;
  orderBy: 'asc' | 'desc';
  raisedSince: string | null;
  statuses: string[];
  sor: string;
  location: string;
  priorities: string[];
  /** Asset areas (Property, Block, Divided Block, Estate): the history's Area filter. */
  areas: string[];
  propertiesIds: string[];
  limit: number;
  skip: number;
  isDuplicateCheck: boolean;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

const list = (values: string[]): string[] =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.toLowerCase() !== 'all');

/**
 * Reads the search's query parameters (repairs.md §7, and the list's own names of §3: resultsPerPage for limit,
 * searchTerm for searchText). Empty values mean "no filter", as the portal sends them. Status and priority take comma
 * lists; propertiesIds repeats. `area` (a comma list) is the sandbox's own addition for the history's Area filter,
 * which the specification lists without a parameter (docs/decisions/0016). The duplicate check looks only at the
 * statuses of §4.
 */
export function parseSearchQuery(
  get: (name: string) => string | undefined,
  all: (name: string) => string[],
): { query: SearchQuery; problems: ErrorItem[] } {
  const problems: ErrorItem[] = [];
  const integer = (names: string[], fallback: number, min: number, max: number): number => {
    const name = names.find((n) => (get(n) ?? '') !== '');
    if (name === undefined) return fallback;
    const raw = get(name) ?? '';
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push({ field: name, code: 'range', message: `must be a whole number from ${min} to ${max}` });
      return fallback;
    }
    return value;
  };
  const orderByText = (get('orderBy') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  let orderBy: 'asc' | 'desc' = 'desc';
  if (orderByText === 'raiseddate asc' || orderByText === 'raiseddate') orderBy = 'asc';
  else if (orderByText !== '' && orderByText !== 'raiseddate desc') {
    problems.push({ field: 'orderBy', code: 'enum', message: "must be 'raisedDate desc' or 'raisedDate asc'" });
  }
  const raisedSince = (get('raisedSince') ?? '').trim();
  if (raisedSince !== '' && Number.isNaN(Date.parse(raisedSince))) {
    problems.push({ field: 'raisedSince', code: 'format', message: 'must be a date (YYYY-MM-DD) or date-time' });
  }
  const isDuplicateCheck = (get('isDuplicateCheck') ?? '').toLowerCase() === 'true';
  const asked = list(all('status'));
  const statuses = isDuplicateCheck
    ? asked.length === 0
      ? [...DUPLICATE_CHECK_STATUSES]
      : asked.filter((s) => DUPLICATE_CHECK_STATUSES.includes(s))
    : asked;
  return {
    query: {
      searchText: (get('searchText') || get('searchTerm') || '').trim(),
      description: (get('description') ?? '').trim(),
      orderBy,
      raisedSince:
        raisedSince === '' || Number.isNaN(Date.parse(raisedSince))
          ? null
          : new Date(raisedSince).toISOString().slice(0, 19),
      statuses: isDuplicateCheck && asked.length > 0 && statuses.length === 0 ? ['-'] : statuses,
      sor: (get('sor') ?? '').trim(),
      location: (get('location') ?? '').trim(),
      priorities: list(all('priority')),
      areas: list(all('area')),
      propertiesIds: list(all('propertiesIds')),
      limit: integer(['limit', 'resultsPerPage'], DEFAULT_LIMIT, 1, MAX_LIMIT),
      skip: integer(['skip'], 0, 0, 1_000_000),
      isDuplicateCheck,
    },
    problems,
  };
}

/** `%`, `_` and the escape itself taken literally in LIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
