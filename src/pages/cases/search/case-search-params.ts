import {
  CASE_SORT_OPTIONS,
  CASE_STATUS_FILTERS,
  type CaseSortOption,
  type CaseStatusFilter,
} from '../../../cases/case-list-choices';
import { positiveInteger, type ListParamNames } from '../../../ui/list/list-params';
import type { PagePosition } from '../../../ui/list/use-key-paged-list';

/**
 * The case list's state, kept in the address so Back, Forward, a reload and a bookmark show the same list:
 * "?search=noise&status=resolved&sort=oldest-first&size=20&page=next.<key>". The page is where the table's page starts
 * (after or before a key the gateway gave: decision 0038); any other change goes back to the first page.
 */
const NAMES = { search: 'search', status: 'status', sort: 'sort', size: 'size', page: 'page' } as const;

export type CaseSearchParam = keyof typeof NAMES;

export const CASE_SEARCH_PARAMS: ListParamNames<CaseSearchParam> = { params: NAMES, page: 'page' };

export interface CaseSearchState {
  /** As written (trimmed); it may be a search the gateway refuses, which the page then says. */
  search: string;
  statusFilter: CaseStatusFilter;
  sort: CaseSortOption;
  /** The table's page size as the address holds it; null for the default. */
  size: number | null;
  position: PagePosition;
}

const NEXT = 'next.';
const PREVIOUS = 'prev.';

/** The page parameter of the table's page after a key, or before one. */
export const pageAfter = (key: string): string => `${NEXT}${key}`;
export const pageBefore = (key: string): string => `${PREVIOUS}${key}`;

function positionOf(page: string): PagePosition {
  if (page.startsWith(NEXT) && page.length > NEXT.length) return { after: page.slice(NEXT.length) };
  if (page.startsWith(PREVIOUS) && page.length > PREVIOUS.length) return { before: page.slice(PREVIOUS.length) };
  return {};
}

/** The list's state from the query string; anything missing or unknown is what the list starts with. */
export function readCaseSearchState(params: URLSearchParams): CaseSearchState {
  const [allStatuses] = CASE_STATUS_FILTERS;
  const [newestFirst] = CASE_SORT_OPTIONS;
  if (!allStatuses || !newestFirst) throw new Error('the case list has no status filter or sort');
  const status = params.get(NAMES.status) ?? '';
  const sort = params.get(NAMES.sort) ?? '';
  return {
    search: (params.get(NAMES.search) ?? '').trim(),
    statusFilter: CASE_STATUS_FILTERS.find((option) => option.slug !== '' && option.slug === status) ?? allStatuses,
    sort: CASE_SORT_OPTIONS.find((option) => option.slug === sort) ?? newestFirst,
    size: positiveInteger(params.get(NAMES.size)),
    position: positionOf(params.get(NAMES.page) ?? ''),
  };
}

/** A search or a status narrows the list: an empty one then means none matched. */
export function isNarrowed(state: CaseSearchState): boolean {
  return state.search !== '' || state.statusFilter.slug !== '';
}
